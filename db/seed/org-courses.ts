import type { Kysely } from 'kysely'
import type { Database } from '../schema'

// The demo organization's course configuration (ADR 024): IFSP's students are offered the introduction first,
// then the Python bootcamp without its last lesson. The introduction is untouched, so the demo student's
// "continue" (db/seed/history.ts) stays where it was.

export const ORG_COURSES_DEMO = {
  organization: 'IFSP',
  courses: ['introducao-a-programacao', 'python-bootcamp'],
}

export async function seedOrgCourses(db: Kysely<Database>) {
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
}
