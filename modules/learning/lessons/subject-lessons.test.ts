import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { makeCourse } from '~/tests/factories'
import { lessonsOfSubject } from './subject-lessons.server'

// What learning tells the judge's subject page: the lessons the subject editor linked, published courses only,
// titled in the page's language with a link under its prefix.
describe('lessonsOfSubject', () => {
  it('lists the linked lessons of published courses, in both languages', async () => {
    const subject = await db
      .insertInto('subjects')
      .values({ slug: 'lacos', title_br: 'Laços', category: 'basic' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const open = await makeCourse({ title_br: 'Curso aberto', title_gb: 'Open course' }, [
      { type: 'text', title: 'Laço for' },
    ])
    const draft = await makeCourse({ is_published: 0 }, [{ type: 'text', title: 'Rascunho' }])
    await db
      .updateTable('lessons')
      .set({ title_gb: 'For loop' })
      .where('id', '=', open.lessons[0].id)
      .execute()
    for (const lesson of [open.lessons[0], draft.lessons[0]])
      await db
        .insertInto('subject_lessons')
        .values({ subject_id: subject.id, lesson_id: lesson.id })
        .execute()
    const slug = (
      await db.selectFrom('courses').select('slug').where('id', '=', open.id).executeTakeFirstOrThrow()
    ).slug
    expect(await lessonsOfSubject(subject.id, 'pt-BR')).toEqual([
      { title: 'Laço for', course: 'Curso aberto', href: `/br/course/${slug}/lesson/${open.lessons[0].id}` },
    ])
    expect(await lessonsOfSubject(subject.id, 'en-GB')).toEqual([
      { title: 'For loop', course: 'Open course', href: `/gb/course/${slug}/lesson/${open.lessons[0].id}` },
    ])
  })
})
