// Demo competitions (modules/competitions): an official ICPC final that ended ten days ago, with the demo
// users' entries and judged submissions (the scoreboard, freeze and replays have data; the PRO demo user stays
// out of it so that they can replay it as a virtual run); an olympiad running
// until three days from now; an upcoming one in Trilha's own style. Needs the demo users, exercises and course
// exercises. Times are whole hours from `now`; a competition whose title exists is left alone (idempotent).
import type { Kysely } from 'kysely'
import type { Database } from '../schema'
import type { CompetitionStyle } from '../schema-competitions'
import { exerciseIdsByTitle } from './sources'

const HOUR = 3_600_000
const DAY = 24 * HOUR

type Who = 'admin' | 'author' | 'pro' | 'free' | 'student' | 'jtt'
const EMAILS: Record<Who, string> = {
  admin: 'admin@trilha.dev',
  author: 'autor@trilha.dev',
  pro: 'pro@trilha.dev',
  free: 'aluna@trilha.dev',
  student: 'estudante@trilha.dev',
  jtt: 'jtt@trilha.dev',
}

type Verdict = 'accepted' | 'wrong_answer' | 'compilation_error' | 'time_limit_exceeded'
/** [who, problem letter index, minutes from the start, verdict, score]. */
type Try = [Who, number, number, Verdict, number]

interface DemoCompetition {
  title: string
  description: string
  style: CompetitionStyle
  /** Hours from `now` (rounded down to the hour). */
  startsIn: number
  hours: number
  frozenMinutes: number
  capacity: number | null
  createdBy: Who
  official: boolean
  /** English titles of demo exercises, in letter order. */
  exercises: string[]
  entrants: Who[]
  tries: Try[]
  /** Slug of the course it belongs to (a course competition, listed on the courses page). */
  course?: string
}

export const DEMO_COMPETITIONS: DemoCompetition[] = [
  {
    title: 'Maratona Trilha 2025 — final',
    description:
      'A final da nossa maratona no estilo ICPC: três problemas, cinco horas e placar congelado na última hora.\n\n' +
      'Dúvidas sobre os enunciados vão pelos **esclarecimentos**.',
    style: 'icpc',
    startsIn: -10 * 24,
    hours: 5,
    frozenMinutes: 60,
    capacity: null,
    createdBy: 'admin',
    official: true,
    exercises: ['Sum of two integers', 'Average mark', 'Largest element'],
    entrants: ['author', 'free', 'student', 'jtt'],
    tries: [
      ['free', 0, 9, 'accepted', 100],
      ['author', 0, 12, 'wrong_answer', 0],
      ['author', 0, 18, 'accepted', 100],
      ['student', 0, 30, 'accepted', 100],
      ['jtt', 1, 40, 'accepted', 100],
      ['author', 1, 45, 'accepted', 100],
      ['free', 1, 50, 'wrong_answer', 0],
      ['free', 1, 61, 'wrong_answer', 0],
      ['author', 2, 70, 'compilation_error', 0],
      ['free', 1, 88, 'accepted', 100],
      ['author', 2, 95, 'accepted', 100],
      ['jtt', 0, 100, 'wrong_answer', 0],
      ['student', 2, 200, 'time_limit_exceeded', 30],
      // After the freeze (the last hour): hidden from others until an organizer unfreezes.
      ['student', 2, 250, 'accepted', 100],
      ['jtt', 2, 280, 'wrong_answer', 30],
    ],
  },
  {
    title: 'Olimpíada Trilha — treino de inverno',
    description:
      'Quatro dias para pontuar o máximo em três problemas com subtarefas. Vale pontuação parcial.',
    style: 'olympiad',
    startsIn: -24,
    hours: 4 * 24,
    frozenMinutes: 0,
    capacity: null,
    createdBy: 'author',
    official: true,
    exercises: ['Largest element', 'Times table', 'Digit sum'],
    entrants: ['pro', 'free'],
    tries: [
      ['pro', 0, 35, 'wrong_answer', 30],
      ['pro', 0, 80, 'accepted', 100],
      ['free', 1, 120, 'accepted', 100],
      ['free', 0, 300, 'time_limit_exceeded', 30],
    ],
  },
  {
    title: 'Desafio Trilha de primavera',
    description:
      'No nosso estilo: conta a melhor pontuação de cada problema, e no empate vence quem chegou antes.',
    style: 'trilha',
    startsIn: 7 * 24,
    hours: 3,
    frozenMinutes: 30,
    capacity: 100,
    createdBy: 'pro',
    official: false,
    exercises: ['Hello, world', 'Even or odd', 'FizzBuzz'],
    entrants: ['pro'],
    tries: [],
    course: 'introducao-a-programacao',
  },
]

const CODE = 'import sys\n\nprint(sys.stdin.read())\n'

async function userIds(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', Object.values(EMAILS))
    .execute()
  const ids = new Map<Who, number>()
  for (const [who, email] of Object.entries(EMAILS) as [Who, string][]) {
    const row = rows.find((r) => r.email === email)
    if (row) ids.set(who, row.id)
  }
  return ids
}

/** Inserts the demo competitions that do not exist yet; returns title → id of every demo competition. */
export async function seedCompetitions(db: Kysely<Database>, now = Date.now()) {
  const base = Math.floor(now / HOUR) * HOUR
  const users = await userIds(db)
  const titles = [...new Set(DEMO_COMPETITIONS.flatMap((c) => c.exercises))]
  const exercises = await exerciseIdsByTitle(db, titles)
  const ids = new Map<string, number>()
  for (const demo of DEMO_COMPETITIONS) {
    const existing = await db
      .selectFrom('competitions')
      .select('id')
      .where('title', '=', demo.title)
      .executeTakeFirst()
    if (existing) {
      ids.set(demo.title, existing.id)
      continue
    }
    const course = demo.course
      ? await db.selectFrom('courses').select('id').where('slug', '=', demo.course).executeTakeFirst()
      : undefined
    const startsAt = base + demo.startsIn * HOUR
    const clock = {
      starts_at: new Date(startsAt).toISOString(),
      ends_at: new Date(startsAt + demo.hours * HOUR).toISOString(),
    }
    const id = await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('competitions')
        .values({
          title: demo.title,
          description: demo.description,
          style: demo.style,
          ...clock,
          frozen_minutes: demo.frozenMinutes,
          capacity: demo.capacity,
          created_by: users.get(demo.createdBy) ?? null,
          is_official: demo.official ? 1 : 0,
          course_id: course?.id ?? null,
          created_at: new Date(startsAt - 14 * DAY).toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await trx
        .insertInto('competition_exercises')
        .values(
          demo.exercises.map((title, position) => ({
            competition_id: id,
            exercise_id: exercises.get(title)!,
            position,
          })),
        )
        .execute()
      for (const who of demo.entrants) {
        const userId = users.get(who)
        if (userId === undefined) continue
        const entry = await trx
          .insertInto('participations')
          .values({ competition_id: id, user_id: userId, kind: 'live', registered_by: userId, ...clock })
          .returning('id')
          .executeTakeFirstOrThrow()
        await trx
          .insertInto('participation_members')
          .values({ participation_id: entry.id, competition_id: id, user_id: userId })
          .execute()
      }
      for (const [who, letter, minutes, status, score] of demo.tries) {
        const userId = users.get(who)
        if (userId === undefined) continue
        const at = new Date(startsAt + minutes * 60_000)
        await trx
          .insertInto('submissions')
          .values({
            user_id: userId,
            exercise_id: exercises.get(demo.exercises[letter])!,
            competition_id: id,
            language: 'python3',
            code: CODE,
            status,
            score,
            created_at: at.toISOString(),
            judge_started_at: at.toISOString(),
            judged_at: new Date(at.getTime() + 2_000).toISOString(),
            attempts: 1,
          })
          .execute()
      }
      return id
    })
    ids.set(demo.title, id)
  }
  return ids
}
