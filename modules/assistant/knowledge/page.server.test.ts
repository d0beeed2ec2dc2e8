import { describe, expect, it } from 'vitest'
import { addSubmission, makeCourse, makeExercise, makeUser } from '~/tests/factories'
import { pageContext, safePath } from './page.server'

// What the assistant reads of the page the chat was opened on: through each module's index.ts, under that
// module's access rules (a page the user could not open gives no context).

const now = () => new Date()

describe('pageContext', () => {
  it('reads an exercise statement, a submission with its verdict and code, a lesson and a course', async () => {
    const user = await makeUser()
    const exercise = await makeExercise({ title_br: 'Média de três', text_br: 'Leia três notas.' })
    const ex = await pageContext(user.session, `/br/exercise/${exercise}`, 'pt-BR', now())
    expect(ex).toMatchObject({
      kind: 'exercise',
      exerciseId: exercise,
      competition: false,
      href: `/br/exercise/${exercise}`,
    })
    expect(ex.text).toContain('Leia três notas.')

    const submission = await addSubmission(user.id, exercise, {
      status: 'wrong_answer',
      code: 'int main(){return 1;}',
    })
    const sub = await pageContext(user.session, `/br/submission/${submission}`, 'pt-BR', now())
    expect(sub.kind).toBe('submission')
    expect(sub.text).toContain('verdict: wrong_answer')
    expect(sub.text).toContain('int main(){return 1;}')

    const course = await makeCourse({ description_br: 'Um curso sobre vetores.' }, [{ type: 'text' }])
    const lesson = await pageContext(
      user.session,
      `/br/course/${course.slug}/lesson/${course.lessons[0].id}`,
      'pt-BR',
      now(),
    )
    expect(lesson.kind).toBe('lesson')
    expect(lesson.text).toContain('Corpo da aula')
    const page = await pageContext(user.session, `/gb/course/${course.slug}`, 'en-GB', now())
    expect(page).toMatchObject({ kind: 'course', href: `/gb/course/${course.slug}` })
    expect(page.text).toContain('Um curso sobre vetores.')
  })

  it('gives nothing of a page the user may not open: a private exercise, another person’s submission, a PRO lesson', async () => {
    const user = await makeUser()
    const other = await makeUser()
    const hidden = await makeExercise({ visibility: 'private', text_br: 'segredo do autor' })
    expect((await pageContext(user.session, `/br/exercise/${hidden}`, 'pt-BR', now())).kind).toBe('none')
    const exercise = await makeExercise()
    const theirs = await addSubmission(other.id, exercise)
    expect((await pageContext(user.session, `/br/submission/${theirs}`, 'pt-BR', now())).kind).toBe('none')
    const pro = await makeCourse({ is_free: 0 }, [{ type: 'text' }])
    const lesson = await pageContext(
      user.session,
      `/br/course/${pro.slug}/lesson/${pro.lessons[0].id}`,
      'pt-BR',
      now(),
    )
    expect(lesson.kind).toBe('lesson')
    expect(lesson.text).not.toContain('Corpo da aula')
  })

  it('reads any other path, or none, as no context; only same-site paths are kept', async () => {
    const user = await makeUser()
    for (const path of ['', '/br/dashboard', '/br/exercise/abc', 'https://evil.example/br/exercise/1'])
      expect((await pageContext(user.session, path, 'pt-BR', now())).kind).toBe('none')
    expect(safePath('//evil.example/x')).toBe('')
    expect(safePath('https://evil.example/')).toBe('')
    expect(safePath('/br/exercise/1?competition=2')).toBe('/br/exercise/1?competition=2')
  })
})
