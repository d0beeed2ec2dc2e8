import type { Lng } from '~/app/kernel/i18n/locale'
import { db } from '~/db/client.server'
import { localized } from '~/modules/judge'
import { type CourseSelection, courseLessons } from '~/modules/learning'

// The organization's course configuration (ADR 024): which published courses its students are offered, in
// which order, and which of their lessons. Managers change it one button at a time (each a POST and a
// redirect); learning reads it through the source org installs at start (`courseSelectionOf`).

export interface ConfiguredCourse {
  id: number
  slug: string
  title: string
  position: number
  lessons: { id: number; title: string; shown: boolean }[]
}

/** The organization's courses in order, each with its lessons in reading order and whether they are offered. */
export async function configuredCourses(orgId: number, lng: Lng): Promise<ConfiguredCourse[]> {
  const [rows, hidden] = await Promise.all([
    db
      .selectFrom('org_courses as oc')
      .innerJoin('courses as c', 'c.id', 'oc.course_id')
      .select(['c.id', 'c.slug', 'c.title_br', 'c.title_gb', 'oc.position'])
      .where('oc.organization_id', '=', orgId)
      .orderBy('oc.position')
      .execute(),
    hiddenLessonIds(orgId),
  ])
  return Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      slug: r.slug,
      title: localized(r.title_br, r.title_gb, lng),
      position: r.position,
      lessons: (await courseLessons(r.id)).map((l) => ({
        id: l.id,
        title: localized(l.title_br, l.title_gb, lng),
        shown: !hidden.has(l.id),
      })),
    })),
  )
}

async function hiddenLessonIds(orgId: number) {
  const rows = await db
    .selectFrom('org_hidden_lessons')
    .select('lesson_id')
    .where('organization_id', '=', orgId)
    .execute()
  return new Set(rows.map((r) => r.lesson_id))
}

/** Published courses the organization has not chosen yet (the "add a course" choices). */
export async function coursesToAdd(orgId: number, lng: Lng) {
  const rows = await db
    .selectFrom('courses')
    .select(['id', 'title_br', 'title_gb'])
    .where('is_published', '=', 1)
    .where('id', 'not in', (eb) =>
      eb.selectFrom('org_courses').select('course_id').where('organization_id', '=', orgId),
    )
    .orderBy('position')
    .orderBy('id')
    .execute()
  return rows.map((r) => ({ id: r.id, title: localized(r.title_br, r.title_gb, lng) }))
}

/** Adds a published course at the end (false: no such course, or already chosen). */
export async function addCourse(orgId: number, courseId: number): Promise<boolean> {
  const course = await db
    .selectFrom('courses')
    .select('id')
    .where('id', '=', courseId)
    .where('is_published', '=', 1)
    .executeTakeFirst()
  if (!course) return false
  const last = await db
    .selectFrom('org_courses')
    .select((eb) => eb.fn.max('position').as('p'))
    .where('organization_id', '=', orgId)
    .executeTakeFirst()
  const added = await db
    .insertInto('org_courses')
    .values({ organization_id: orgId, course_id: courseId, position: Number(last?.p ?? 0) + 1 })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst()
  return Number(added.numInsertedOrUpdatedRows ?? 0) > 0
}

/** Takes a course out of the configuration, with its hidden lessons. */
export async function removeCourse(orgId: number, courseId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('org_courses')
      .where('organization_id', '=', orgId)
      .where('course_id', '=', courseId)
      .execute()
    await trx
      .deleteFrom('org_hidden_lessons')
      .where('organization_id', '=', orgId)
      .where('lesson_id', 'in', (eb) =>
        eb.selectFrom('lessons').select('id').where('course_id', '=', courseId),
      )
      .execute()
  })
}

/** Swaps a course with its neighbour above or below (nothing at either end). */
export async function moveCourse(orgId: number, courseId: number, direction: 'up' | 'down') {
  await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('org_courses')
      .select(['course_id', 'position'])
      .where('organization_id', '=', orgId)
      .orderBy('position')
      .execute()
    const i = rows.findIndex((r) => r.course_id === courseId)
    const j = direction === 'up' ? i - 1 : i + 1
    if (i < 0 || j < 0 || j >= rows.length) return
    for (const [row, position] of [
      [rows[i], rows[j].position],
      [rows[j], rows[i].position],
    ] as const)
      await trx
        .updateTable('org_courses')
        .set({ position })
        .where('organization_id', '=', orgId)
        .where('course_id', '=', row.course_id)
        .execute()
  })
}

/** Offers exactly `shown` of a chosen course's lessons (ids of other courses are ignored); false if not chosen. */
export async function setShownLessons(orgId: number, courseId: number, shown: number[]): Promise<boolean> {
  const chosen = await db
    .selectFrom('org_courses')
    .select('course_id')
    .where('organization_id', '=', orgId)
    .where('course_id', '=', courseId)
    .executeTakeFirst()
  if (!chosen) return false
  const lessons = await db.selectFrom('lessons').select('id').where('course_id', '=', courseId).execute()
  const keep = new Set(shown)
  if (!lessons.length) return true
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('org_hidden_lessons')
      .where('organization_id', '=', orgId)
      .where(
        'lesson_id',
        'in',
        lessons.map((l) => l.id),
      )
      .execute()
    const hidden = lessons.filter((l) => !keep.has(l.id))
    if (hidden.length)
      await trx
        .insertInto('org_hidden_lessons')
        .values(hidden.map((l) => ({ organization_id: orgId, lesson_id: l.id })))
        .execute()
  })
  return true
}

/**
 * Learning's source (installed by `startOrgCourses`): the selections of every organization the user is a
 * student of that configured courses, in the order they joined (ADR 024). Each course is listed once, under the
 * first of them that chose it; a lesson is left out only if every one of them offering the course hides it (a
 * lesson one school teaches is not taken away by another). One query for a student of none; professors and
 * managers browse the whole catalogue.
 */
export async function courseSelectionOf(userId: number): Promise<CourseSelection | null> {
  const orgs = await db
    .selectFrom('organization_members as m')
    .innerJoin('institutions as i', 'i.id', 'm.institution_id')
    .select(['i.id', 'i.name'])
    .where('m.user_id', '=', userId)
    .where('m.role', '=', 'student')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('org_courses as oc').select('oc.course_id').whereRef('oc.organization_id', '=', 'i.id'),
      ),
    )
    .orderBy('m.created_at')
    .orderBy('i.id')
    .execute()
  if (orgs.length === 0) return null
  const ids = orgs.map((o) => o.id)
  const [chosen, hidden] = await Promise.all([
    db
      .selectFrom('org_courses')
      .select(['organization_id', 'course_id'])
      .where('organization_id', 'in', ids)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('org_hidden_lessons as h')
      .innerJoin('lessons as l', 'l.id', 'h.lesson_id')
      .select(['h.organization_id', 'h.lesson_id', 'l.course_id'])
      .where('h.organization_id', 'in', ids)
      .execute(),
  ])
  const hiddenBy = (orgId: number, courseId: number) =>
    hidden.filter((h) => h.organization_id === orgId && h.course_id === courseId).map((h) => h.lesson_id)
  const listed = new Set<number>()
  return {
    organizations: orgs.map((org) => ({
      organization: org.name,
      courses: chosen
        .filter((c) => c.organization_id === org.id && !listed.has(c.course_id))
        .map(({ course_id: courseId }) => {
          listed.add(courseId)
          const offering = chosen.filter((c) => c.course_id === courseId).map((c) => c.organization_id)
          // Hidden by this organization and by every other one that offers the course too.
          const hiddenLessonIds = hiddenBy(org.id, courseId).filter((lesson) =>
            offering.every((o) => hiddenBy(o, courseId).includes(lesson)),
          )
          return { courseId, hiddenLessonIds }
        }),
    })),
  }
}
