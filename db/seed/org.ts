import type { Kysely } from 'kysely'
import { hashPassword } from '~/app/kernel/auth/password.server'
import { addMember, createClass, enrollStudent, saveList, saveWeeklyAnswer } from '~/modules/org'
import type { Database } from '../schema'
import { exerciseIdsByTitle } from './sources'

// The org module's demo (issue 20): IFSP's professor teaches a class with three students, an open list of
// three exercises and a past one, weekly answers and a weekly message; a second professor (UFMG) teaches her own
// class and sees nothing of IFSP's. Run after the users, institutions and exercises exist.

export const ORG_DEMO = {
  secondProfessor: {
    email: 'professora2@trilha.dev',
    password: 'demo-professora2-123',
    name: 'Helena Duarte',
  },
  className: 'Lógica de Programação — 1º ano',
  openList: 'Semana 2: entrada, saída e contas',
} as const

const DAY = 86_400_000
const STUDENTS = [
  { name: 'Marcos Vinícius Pereira', email: 'marcos.turma@trilha.dev' },
  { name: 'Clara Nunes', email: 'clara.turma@trilha.dev' },
]

async function userId(db: Kysely<Database>, email: string) {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()
  return row.id
}

async function institution(db: Kysely<Database>, shortName: string) {
  const row = await db
    .selectFrom('institutions')
    .select('id')
    .where('short_name', '=', shortName)
    .executeTakeFirstOrThrow()
  return row.id
}

export async function seedOrg(db: Kysely<Database>, now = new Date()) {
  const ifsp = await institution(db, 'IFSP')
  const ufmg = await institution(db, 'UFMG')
  const professor = await userId(db, 'professor@trilha.dev')
  const student = await userId(db, 'estudante@trilha.dev')
  const password = await hashPassword('demo-estudante-123')
  const others: number[] = []
  for (const s of STUDENTS) {
    const row = await db
      .insertInto('users')
      .values({
        ...s,
        password_hash: password,
        terms_accepted_at: new Date(now.getTime() - 20 * DAY).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    others.push(row.id)
  }
  const second = ORG_DEMO.secondProfessor
  const helena = await db
    .insertInto('users')
    .values({
      name: second.name,
      email: second.email,
      password_hash: await hashPassword(second.password),
      terms_accepted_at: new Date(now.getTime() - 30 * DAY).toISOString(),
      color: 'teal',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await addMember(ufmg, helena.id, 'professor')

  const classId = await createClass(ifsp, professor, {
    title: ORG_DEMO.className,
    caption: 'Terças e quintas, 19h, laboratório 3',
    calendarUrl: null,
    certificates: true,
    competitionId: null,
    archived: false,
    inviteOnly: false,
    hidden: false,
  })
  await db
    .updateTable('org_classes')
    .set({
      weekly_form_id: 'semanal-2026',
      weekly_message: 'Conte como foi a sua semana: leva dois minutos.',
    })
    .where('id', '=', classId)
    .execute()
  const students = [student, ...others]
  for (const id of students) await enrollStudent(classId, ifsp, id)
  const ex = await exerciseIdsByTitle(db, ['Hello, world', 'Sum of two integers', 'Average mark'])
  const [hello, sum, average] = [
    ex.get('Hello, world')!,
    ex.get('Sum of two integers')!,
    ex.get('Average mark')!,
  ]
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString()
  const programming = (id: number) => ({ kind: 'programming' as const, id })
  await saveList(classId, null, {
    title: 'Semana 1: primeiros programas',
    description: 'Para começar.',
    startsAt: at(-14),
    endsAt: at(-7),
    latePolicy: 'penalty',
    latePenalty: 20,
    items: [programming(hello)],
  })
  await saveList(classId, null, {
    title: ORG_DEMO.openList,
    description: 'Leia com calma os enunciados.',
    startsAt: at(-3),
    endsAt: at(4),
    latePolicy: 'closed',
    latePenalty: 0,
    items: [hello, sum, average].map(programming),
  })
  // The other students' work: solutions judged in the windows (rows as the judge leaves them).
  const accepted = (user: number, exercise: number, days: number) => ({
    user_id: user,
    exercise_id: exercise,
    language: 'python3',
    code: '# demo',
    status: 'accepted' as const,
    score: 100,
    created_at: at(days),
    judged_at: at(days),
  })
  await db
    .insertInto('submissions')
    .values([
      accepted(others[0], hello, -12),
      accepted(others[0], sum, -2),
      accepted(others[1], hello, -5),
      { ...accepted(others[1], sum, -1), status: 'wrong_answer', score: 50 },
    ])
    .execute()
  // Two weeks of self-assessments.
  for (const [i, id] of students.entries())
    for (const weeksAgo of [1, 0])
      await saveWeeklyAnswer(classId, id, new Date(now.getTime() - weeksAgo * 7 * DAY), {
        difficulty: 2 + ((i + weeksAgo) % 3),
        effort_hours: 4 + i * 2 + weeksAgo,
        plan: weeksAgo ? 'Terminar a lista 1.' : 'Fazer a lista 2 até quinta.',
        priority_subject: i === 1 ? 'laços' : 'entrada e saída',
        team_feedback: i === 0 ? 'A dupla funcionou bem.' : '',
        mentorships: weeksAgo,
        happiness: 3 + (i % 3),
      })

  await createClass(ufmg, helena.id, {
    title: 'Algoritmos I — UFMG',
    caption: 'Turma da professora Helena',
    calendarUrl: null,
    certificates: false,
    competitionId: null,
    archived: false,
    inviteOnly: true,
    hidden: false,
  })
}
