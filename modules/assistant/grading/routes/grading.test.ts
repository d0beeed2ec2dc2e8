import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { gradesOf, saveMathGrade } from '~/modules/learning/index'
import { mathView } from '~/modules/learning/math/math.server'
import { makeUser } from '~/tests/factories'
import { getRequest, loaded, post, routeArgs, settle, useOwnMediaDir } from '~/tests/setup/helpers'
import { gradeRow, mathAnswer, projectAnswer } from '../grading-test-helpers'
import { enqueueAnswer } from '../queue.server'
import { loader as listLoader } from './grading'
import { action, loader as answerLoader } from './grading.answer'

// Staff review and override of grades; the student then sees who graded.

useOwnMediaDir()
const T0 = new Date('2026-11-26T12:00:00.000Z')
const aiRubric = (score: number) => ({ score, feedback: 'Da IA.' })

describe('the staff review pages', () => {
  it('are for staff only', async () => {
    const student = await makeUser('free')
    const res = (await settle(listLoader(routeArgs(getRequest('/br/grading', student))))) as Response
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/br')
    const { id } = await mathAnswer({ text: '435' })
    const posted = (await settle(
      action(
        routeArgs(post(`/br/grading/math/${id}`, { strategy_score: '4' }, student), {
          kind: 'math',
          id: String(id),
        }),
      ),
    )) as Response
    expect(posted.status).toBe(302)
    expect((await gradeRow('math', id))?.grader ?? null).toBeNull()
  })

  it('list what waits for staff and what the AI graded; an unknown answer is a 404', async () => {
    const staff = await makeUser('author')
    const waiting = await mathAnswer({ audio: new TextEncoder().encode('OggS\0x') })
    await enqueueAnswer('math', waiting.id, T0)
    await db
      .updateTable('answer_grades')
      .set({ state: 'staff_review' })
      .where('kind', '=', 'math')
      .where('submission_id', '=', waiting.id)
      .execute()
    const page = await loaded(listLoader(routeArgs(getRequest('/gb/grading', staff))))
    expect(page.waiting.map((i) => [i.kind, i.id])).toContainEqual(['math', waiting.id])
    const missing = (await settle(
      answerLoader(routeArgs(getRequest('/br/grading/math/999999', staff), { kind: 'math', id: '999999' })),
    )) as Response
    expect(missing.status).toBe(404)
    const badKind = (await settle(
      answerLoader(routeArgs(getRequest('/br/grading/quiz/1', staff), { kind: 'quiz', id: '1' })),
    )) as Response
    expect(badKind.status).toBe(404)
  })

  it('override an AI grade; the student sees the staff member’s name and the new scores', async () => {
    const staff = await makeUser('author', { name: 'Professora Ana' })
    const { id, student } = await mathAnswer({ text: 'São 435, mas não expliquei.' })
    await saveMathGrade(
      id,
      { rubrics: { strategy: aiRubric(2), accuracy: aiRubric(2), communication: aiRubric(1) }, summary: '' },
      { grader: 'ai' },
      T0,
    )
    const url = `/br/grading/math/${id}`
    const page = await loaded(
      answerLoader(routeArgs(getRequest(url, staff), { kind: 'math', id: String(id) })),
    )
    expect(page.answer).toMatchObject({
      kind: 'math',
      student: student.session.name,
      text: 'São 435, mas não expliquei.',
    })

    const invalid = (await action(
      routeArgs(post(url, { strategy_score: '5', strategy_feedback: '' }, staff), {
        kind: 'math',
        id: String(id),
      }),
    )) as unknown as { init: { status: number }; data: { errors: Record<string, string[]> } }
    expect(invalid.init.status).toBe(422)
    expect(Object.keys(invalid.data.errors)).toEqual(
      expect.arrayContaining(['strategy_score', 'strategy_feedback', 'accuracy_score']),
    )

    const fields = {
      strategy_score: '4',
      strategy_feedback: 'Boa ideia: contar pares.',
      accuracy_score: '4',
      accuracy_feedback: 'Conta certa.',
      communication_score: '2',
      communication_feedback: 'Explique por que divide por 2.',
      summary: 'Revisado pela professora.',
    }
    const saved = (await action(
      routeArgs(post(url, fields, staff), { kind: 'math', id: String(id) }),
    )) as Response
    expect(saved.status).toBe(303)
    expect(saved.headers.get('location')).toBe(url)
    const grade = (await gradesOf('math', [id])).get(id)
    expect(grade).toMatchObject({ state: 'graded', grader: 'staff', gradedBy: 'Professora Ana' })
    const course = await db
      .selectFrom('math_submissions')
      .select('math_exercise_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    const view = await mathView(course.math_exercise_id, student.id, 'pt-BR', 'br', T0)
    expect(view.submissions[0]).toMatchObject({
      status: 'accepted',
      rubrics: { strategy: 4, accuracy: 4, communication: 2 },
      feedback: 'Revisado pela professora.',
      grade: { grader: 'staff', gradedBy: 'Professora Ana' },
    })
  })

  it('grade a project per requirement, within each requirement’s points', async () => {
    const staff = await makeUser('author')
    const { id } = await projectAnswer({ 'README.md': '# Projeto' })
    const url = `/br/grading/project/${id}`
    const over = (await action(
      routeArgs(
        post(url, { req_1_score: '61', req_1_reason: 'ok', req_2_score: '40', req_2_reason: 'ok' }, staff),
        {
          kind: 'project',
          id: String(id),
        },
      ),
    )) as unknown as { init: { status: number }; data: { errors: Record<string, string[]> } }
    expect(over.init.status).toBe(422)
    expect(Object.keys(over.data.errors)).toEqual(['req_1_score'])
    const saved = (await action(
      routeArgs(
        post(
          url,
          { req_1_score: '30', req_1_reason: 'Metade.', req_2_score: '40', req_2_reason: 'Completo.' },
          staff,
        ),
        { kind: 'project', id: String(id) },
      ),
    )) as Response
    expect(saved.status).toBe(303)
    const row = await db
      .selectFrom('project_submissions')
      .select(['status', 'score'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'accepted', score: 70 })
  })
})
