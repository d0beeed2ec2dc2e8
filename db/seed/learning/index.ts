// Demo courses (modules/learning), in pt-BR and en-GB, with their lessons' content, the exercises they need,
// the practice sources and a generated 600×600 icon per course. Runs once, on a fresh database.
import type { Kysely } from 'kysely'
import type { Database } from '../../schema'
import { seedCourseExercises } from '../course-exercises'
import { exerciseIdsByTitle, seedSources } from '../sources'
import { GIT } from './git-na-pratica'
import { writeCourseIcon } from './icons'
import { insertCourse } from './insert'
import { INTRO } from './introducao-a-programacao'
import { JAVASCRIPT } from './javascript-bootcamp'
import { OOP } from './programacao-orientada-a-objetos'
import { PYTHON } from './python-bootcamp'
import type { CourseSeed } from './types'

export { INTRO_COURSE, INTRO_SOLUTIONS } from './introducao-a-programacao'

/** In the order of courses.position. */
export const COURSES: CourseSeed[] = [INTRO, PYTHON, JAVASCRIPT, GIT, OOP]

export async function seedLearning(
  db: Kysely<Database>,
  { authorId, now = Date.now() }: { authorId?: number; now?: number } = {},
) {
  const exerciseIds = await seedCourseExercises(db, authorId)
  const sourceIds = await seedSources(db)
  const titles = COURSES.flatMap((c) =>
    c.topics.flatMap((t) => t.lessons.flatMap((l) => (l.type === 'programming' ? [l.exercise] : []))),
  )
  const exercises = await exerciseIdsByTitle(db, [...new Set(titles)])
  const courseIds = await db.transaction().execute(async (trx) => {
    const ids = new Map<string, number>()
    const ctx = { db: trx, authorId: authorId ?? null, exercises, now }
    for (const course of COURSES) ids.set(course.slug, await insertCourse(ctx, course))
    for (const course of COURSES) {
      for (const required of course.requires) {
        await trx
          .insertInto('course_prerequisites')
          .values({ course_id: ids.get(course.slug)!, required_course_id: ids.get(required)! })
          .execute()
      }
    }
    return ids
  })
  for (const course of COURSES) {
    const id = courseIds.get(course.slug)!
    await writeCourseIcon(id, course.icon)
    await db.updateTable('courses').set({ has_image: 1 }).where('id', '=', id).execute()
  }
  return { courseIds, exerciseIds, sourceIds }
}
