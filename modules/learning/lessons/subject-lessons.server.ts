import { PREFIX_BY_LNG } from '~/app/kernel/i18n/locale'
import { db } from '~/db/client.server'
import { type SubjectLesson, provideSubjectLessons } from '~/modules/judge/index'

// What learning tells the judge's subject page (modules/judge/practice/subject-lessons.server.ts): the lessons
// the subject editor linked to a subject, in their courses' order, published courses only.

const MAX_LESSONS = 50

export async function lessonsOfSubject(subjectId: number, lng: 'pt-BR' | 'en-GB'): Promise<SubjectLesson[]> {
  const rows = await db
    .selectFrom('subject_lessons as sl')
    .innerJoin('lessons as l', 'l.id', 'sl.lesson_id')
    .innerJoin('courses as c', 'c.id', 'l.course_id')
    .select([
      'l.id',
      'l.title_br',
      'l.title_gb',
      'c.slug',
      'c.title_br as course_br',
      'c.title_gb as course_gb',
    ])
    .where('sl.subject_id', '=', subjectId)
    .where('c.is_published', '=', 1)
    .orderBy('c.id')
    .orderBy('l.position')
    .limit(MAX_LESSONS)
    .execute()
  const gb = lng === 'en-GB'
  return rows.map((r) => ({
    title: gb && r.title_gb ? r.title_gb : r.title_br,
    course: gb && r.course_gb ? r.course_gb : r.course_br,
    href: `/${PREFIX_BY_LNG[lng]}/course/${r.slug}/lesson/${r.id}`,
  }))
}

/** server.js, every process: the subject page lists the lessons that teach it. */
export function startSubjectLessons(): () => void {
  return provideSubjectLessons(lessonsOfSubject)
}
