// Lists of the public profile that live in other modules' tables: solved and authored exercises (judge),
// enrolled courses and authored lessons (learning). Their indexes export nothing that lists these per user,
// so the read-only queries are gathered here, each applying its owner's visibility rule, ready to move behind
// those modules' index.ts. Tutorials are blog posts (this module's own table).
import { sql } from 'kysely'
import type { Lng } from '~/app/kernel/locale'
import type { SessionUser } from '~/app/kernel/policy'
import { db } from '~/db/client.server'
import type { Difficulty } from '~/db/schema'
import { isJudgeStaff, localized } from '~/modules/judge'

export interface SolvedItem {
  id: number
  title: string
  difficulty: Difficulty
  /** The first accepted submission (outside competitions), ISO. */
  solvedAt: string
}

export interface Paged<T> {
  items: T[]
  total: number
  page: number
  pages: number
}

/** The judge's rule (canSeeExercise): private exercises only for their author and staff. */
function visibleExercises(viewer: SessionUser | null) {
  const all = db.selectFrom('programming_exercises as e')
  if (isJudgeStaff(viewer)) return all
  return all.where((eb) => {
    const open = eb('e.visibility', '!=', 'private')
    return viewer ? eb.or([open, eb('e.author_id', '=', viewer.id)]) : open
  })
}

/** Exercises the user solved (distinct, newest first), only those the viewer may see. */
export async function solvedExercisesPage(
  viewer: SessionUser | null,
  userId: number,
  lng: Lng,
  page: number,
  size: number,
): Promise<Paged<SolvedItem>> {
  const solved = db
    .selectFrom('submissions')
    .select(['exercise_id', sql<string>`min(created_at)`.as('solved_at')])
    .where('user_id', '=', userId)
    .where('status', '=', 'accepted')
    .where('competition_id', 'is', null)
    .groupBy('exercise_id')
    .as('s')
  const base = visibleExercises(viewer).innerJoin(solved, 's.exercise_id', 'e.id')
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  const total = Number(count.n)
  const pages = Math.max(1, Math.ceil(total / size))
  const current = Math.min(Math.max(1, page), pages)
  const rows = await base
    .select(['e.id', 'e.title_br', 'e.title_gb', 'e.difficulty', 's.solved_at'])
    .orderBy('s.solved_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(size)
    .offset((current - 1) * size)
    .execute()
  return {
    items: rows.map((r) => ({
      id: r.id,
      title: localized(r.title_br, r.title_gb, lng),
      difficulty: r.difficulty,
      solvedAt: r.solved_at,
    })),
    total,
    page: current,
    pages,
  }
}

export interface AuthoredExercise {
  id: number
  title: string
  difficulty: Difficulty
}

const AUTHORED_MAX = 100

/** Programming exercises the user wrote that the viewer may see, newest first. */
export async function authoredExercises(
  viewer: SessionUser | null,
  userId: number,
  lng: Lng,
): Promise<AuthoredExercise[]> {
  const rows = await visibleExercises(viewer)
    .select(['e.id', 'e.title_br', 'e.title_gb', 'e.difficulty'])
    .where('e.author_id', '=', userId)
    .orderBy('e.id', 'desc')
    .limit(AUTHORED_MAX)
    .execute()
  return rows.map((r) => ({
    id: r.id,
    title: localized(r.title_br, r.title_gb, lng),
    difficulty: r.difficulty,
  }))
}

export interface AuthoredLesson {
  id: number
  title: string
  courseSlug: string
  courseTitle: string
}

/** Lessons made of a text or a theoretical exercise the user wrote, by course and position. */
export async function authoredLessons(userId: number, lng: Lng): Promise<AuthoredLesson[]> {
  const rows = await db
    .selectFrom('lessons as l')
    .innerJoin('courses as c', 'c.id', 'l.course_id')
    .leftJoin('texts as t', 't.id', 'l.text_id')
    .leftJoin('theoretical_exercises as th', 'th.id', 'l.theoretical_id')
    .select([
      'l.id',
      'l.title_br',
      'l.title_gb',
      'c.slug',
      'c.title_br as course_br',
      'c.title_gb as course_gb',
    ])
    .where((eb) => eb.or([eb('t.author_id', '=', userId), eb('th.author_id', '=', userId)]))
    .orderBy('c.position')
    .orderBy('c.id')
    .orderBy('l.position')
    .limit(AUTHORED_MAX)
    .execute()
  return rows.map((r) => ({
    id: r.id,
    title: localized(r.title_br, r.title_gb, lng),
    courseSlug: r.slug,
    courseTitle: localized(r.course_br, r.course_gb, lng),
  }))
}

export interface Tutorial {
  url: string
  title: string
  createdAt: string
}

/** The user's public tutorials (blog posts flagged as tutorials), newest first. */
export async function authoredTutorials(userId: number, lng: Lng): Promise<Tutorial[]> {
  const rows = await db
    .selectFrom('blog_posts')
    .select(['url', 'title_br', 'title_gb', 'created_at'])
    .where('author_id', '=', userId)
    .where('is_tutorial', '=', 1)
    .where('visibility', '=', 'public')
    .orderBy('created_at', 'desc')
    .limit(AUTHORED_MAX)
    .execute()
  return rows.map((r) => ({
    url: r.url,
    title: localized(r.title_br, r.title_gb, lng),
    createdAt: r.created_at,
  }))
}

export interface EnrolledCourse {
  slug: string
  title: string
  lessons: number
  completedLessons: number
  completed: boolean
}

/** Courses the user started, the most recently opened first, with how many lessons are done. */
export async function enrolledCourses(userId: number, lng: Lng): Promise<EnrolledCourse[]> {
  const rows = await db
    .selectFrom('course_enrollments as ce')
    .innerJoin('courses as c', 'c.id', 'ce.course_id')
    .select((eb) => [
      'c.slug',
      'c.title_br',
      'c.title_gb',
      'ce.completed_at',
      eb
        .selectFrom('lessons')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('lessons.course_id', '=', 'c.id')
        .as('lessons'),
      eb
        .selectFrom('lesson_progress as p')
        .innerJoin('lessons as l', 'l.id', 'p.lesson_id')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('l.course_id', '=', 'c.id')
        .where('p.user_id', '=', userId)
        .where('p.completed_at', 'is not', null)
        .as('done'),
    ])
    .where('ce.user_id', '=', userId)
    .orderBy('ce.last_seen_at', 'desc')
    .limit(AUTHORED_MAX)
    .execute()
  return rows.map((r) => ({
    slug: r.slug,
    title: localized(r.title_br, r.title_gb, lng),
    lessons: Number(r.lessons ?? 0),
    completedLessons: Number(r.done ?? 0),
    completed: r.completed_at !== null,
  }))
}
