// The course editor's pages render complete HTML in both languages: every course field (docs/product.md#learning-courses), the outline with a
// topic's error beside it and the typed title kept, the lesson's topic menu and the delete question.
import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { makeCompetition, makeCourse, makeUser } from '~/tests/factories'
import { routeArgs as call, getRequest as get, loaded, post } from '~/tests/setup/helpers'
import { renderRoute } from '~/tests/setup/render'
import CourseEdit, { action as courseAction, loader as courseLoader } from './content.course'
import LessonEdit, { loader as lessonLoader } from './content.course-lesson'

const NS = ['common', 'content', 'authoring']

describe('course editor pages', () => {
  it('show every field, the outline and its errors in both languages', async () => {
    const author = await makeUser('author')
    const course = await makeCourse({}, [{ type: 'text', topic: 0, title: 'Aula um' }])
    await db
      .insertInto('lesson_progress')
      .values({ user_id: author.id, lesson_id: course.lessons[0].id })
      .execute()
    const params = { id: String(course.id) }
    const race = await makeCompetition({
      title: 'Corrida do curso',
      course_id: course.id,
      starts_at: new Date(Date.now() + 86_400_000).toISOString(),
      ends_at: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    }).then((c) => c.id)
    for (const [lng, prefix, words] of [
      [
        'pt-BR',
        'br',
        [
          'Linguagens permitidas',
          'Cursos exigidos antes deste',
          'Legado',
          'Tópicos e aulas',
          'Este tópico ainda tem aulas',
          'Competições do curso',
          'Corrida do curso',
        ],
      ],
      [
        'en-GB',
        'gb',
        [
          'Allowed languages',
          'Courses required before this one',
          'Legacy',
          'Topics and lessons',
          'This topic still has lessons',
          'The course&#x27;s competitions',
          'Corrida do curso',
        ],
      ],
    ] as const) {
      const loaderData = await loaded(
        courseLoader(call(get(`/${prefix}/content/courses/${course.id}`, author), params)),
      )
      const refused = (await courseAction(
        call(
          post(
            `/${prefix}/content/courses/${course.id}`,
            { intent: 'topic-delete', topic_id: String(course.topics[0]) },
            author,
          ),
          params,
        ),
      )) as Response
      const html = await renderRoute(lng, NS, CourseEdit, { loaderData, actionData: await refused.json() })
      for (const w of words) expect(html).toContain(w)
      // The course's competitions, and the link that creates one for it (issue 21).
      expect(html).toContain(`href="/${prefix}/competitions/new?course=${course.id}"`)
      expect(html).toContain(`href="/${prefix}/competition/${race}"`)
      expect(html).toContain('name="allowed_languages" value="python3"')
      expect(html).toContain('name="is_study_program"')
      expect(html).toContain('Aula um')
      // Each topic's fields have their own ids (one page, many forms).
      expect(html).toContain(`id="topic-${course.topics[0]}-title_br"`)
      expect(html).toContain('id="topic-new-title_br"')

      const lessonParams = { id: String(course.id), lesson_id: String(course.lessons[0].id) }
      const lessonData = await loaded(
        lessonLoader(
          call(
            get(`/${prefix}/content/courses/${course.id}/lessons/${course.lessons[0].id}?delete`, author),
            lessonParams,
          ),
        ),
      )
      const lessonHtml = await renderRoute(lng, NS, LessonEdit, { loaderData: lessonData })
      expect(lessonHtml).toContain(lng === 'pt-BR' ? '1 aluno já começou' : '1 student has started')
      expect(lessonHtml).toContain('Tópico 2')
      expect(lessonHtml).not.toContain('value="delete"')
    }
    const fresh = await makeCourse()
    const freshData = await loaded(
      lessonLoader(
        call(get(`/br/content/courses/${fresh.id}/lessons/${fresh.lessons[0].id}?delete`, author), {
          id: String(fresh.id),
          lesson_id: String(fresh.lessons[0].id),
        }),
      ),
    )
    const ask = await renderRoute('pt-BR', NS, LessonEdit, { loaderData: freshData })
    expect(ask).toContain('Sim, excluir')
    expect(ask).toContain('value="delete"')
  })
})
