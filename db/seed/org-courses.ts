import type { Kysely } from 'kysely'
import type { Database } from '../schema'

// The demo organization's course configuration (ADR 024): IFSP's students are offered the introduction first,
// then the Python bootcamp without its last lesson. The introduction is untouched, so the demo student's
// "continue" (db/seed/history.ts) stays where it was. Seats: staff granted IFSP 5 PRO seats for a year and its
// manager gave one to Clara (a student of the demo class); the demo student stays a free user, as the other
// specs expect.

export const ORG_COURSES_DEMO = {
  organization: 'IFSP',
  courses: ['introducao-a-programacao', 'python-bootcamp'],
  seats: 5,
  /** Students of the demo class who join the organization too (the first gets a seat, the other can). */
  students: ['clara.turma@trilha.dev', 'marcos.turma@trilha.dev'],
}
const DAY = 86_400_000

export async function seedOrgCourses(db: Kysely<Database>, now = new Date()) {
  const org = await db
    .selectFrom('institutions')
    .select('id')
    .where('short_name', '=', ORG_COURSES_DEMO.organization)
    .executeTakeFirstOrThrow()
  const courses = await db
    .selectFrom('courses')
    .select(['id', 'slug'])
    .where('slug', 'in', ORG_COURSES_DEMO.courses)
    .execute()
  const ids = ORG_COURSES_DEMO.courses.flatMap((slug) =>
    courses.filter((c) => c.slug === slug).map((c) => c.id),
  )
  if (ids.length === 0) return
  await db
    .insertInto('org_courses')
    .values(ids.map((course_id, i) => ({ organization_id: org.id, course_id, position: i + 1 })))
    .execute()
  const last = await db
    .selectFrom('lessons')
    .select('id')
    .where('course_id', '=', ids[ids.length - 1])
    .orderBy('position', 'desc')
    .executeTakeFirst()
  if (last)
    await db
      .insertInto('org_hidden_lessons')
      .values({ organization_id: org.id, lesson_id: last.id })
      .execute()

  await db
    .insertInto('org_seat_plans')
    .values({
      organization_id: org.id,
      seats: ORG_COURSES_DEMO.seats,
      starts_at: new Date(now.getTime() - 30 * DAY).toISOString(),
      ends_at: new Date(now.getTime() + 335 * DAY).toISOString(),
      source: 'grant',
      reason: 'Convênio de demonstração',
    })
    .execute()
  const students = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', ORG_COURSES_DEMO.students)
    .execute()
  for (const s of students)
    await db
      .insertInto('organization_members')
      .values({ institution_id: org.id, user_id: s.id, role: 'student' })
      .onConflict((oc) => oc.doNothing())
      .execute()
  const holder = students.find((s) => s.email === ORG_COURSES_DEMO.students[0])
  if (holder)
    await db.insertInto('pro_seats').values({ organization_id: org.id, user_id: holder.id }).execute()
}
