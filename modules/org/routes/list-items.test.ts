import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { addSubmission, exerciseRow, makeUser } from '~/tests/factories'
import { getRequest, post, routeArgs } from '~/tests/setup/helpers'
import { enrollStudent } from '../classes/classes.server'
import { makeClass, makeOrg, orgUser, replied, response } from '../test-helpers'
import * as grid from './grid'
import * as list from './list'
import * as listForm from './list-form'
import * as report from './report'

// Lists hold math exercises and projects as well as programming exercises (docs/product.md#org): the teacher
// finds them with the form's search and ticks them; students see each one's status; the grid and the report
// carry them, under the same late policy (São Paulo time).

async function mathRow(title: string, fields: Record<string, unknown> = {}) {
  const row = await db
    .insertInto('math_exercises')
    .values({ title_br: title, title_gb: null, text_br: 'Quanto é 2 + 2?', is_free: 1, ...fields })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

async function projectRow(name: string) {
  const row = await db
    .insertInto('projects')
    .values({ name_br: name, name_gb: null, description_br: 'Uma calculadora.', is_free: 1 })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

type Form = { picked: { key: string; kind: string }[]; results: { key: string; title: string }[] }

describe('math and project items in a list', () => {
  it('are found, picked and saved in order; a private exercise of someone else is not offered', async () => {
    const org = await makeOrg()
    const prof = await orgUser(org, 'professor')
    const id = String(await makeClass(org, prof.id))
    const math = await mathRow('Frações equivalentes')
    const project = await projectRow('Frações na calculadora')
    await mathRow('Frações secretas', { visibility: 'private' })
    const url = `/br/programming-class/${id}/list/new`
    const base = {
      title: 'Lista mista',
      startsAt: '2026-01-01T08:00',
      endsAt: '2026-02-01T00:00',
      latePolicy: 'closed',
    }
    const searched = replied(
      await listForm.action(routeArgs(post(url, { ...base, q: 'frações', intent: 'search' }, prof), { id })),
    ).data as unknown as Form
    expect(searched.results.map((r) => r.title)).toEqual(['Frações equivalentes', 'Frações na calculadora'])
    // Tick both, move the project up, save.
    const items = [`math:${math}`, `project:${project}`]
    const moved = replied(
      await listForm.action(
        routeArgs(post(url, { ...base, item: items, intent: `up:project:${project}` }, prof), { id }),
      ),
    ).data as unknown as Form
    expect(moved.picked.map((p) => p.key)).toEqual([`project:${project}`, `math:${math}`])
    const saved = await response(
      listForm.action(
        routeArgs(post(url, { ...base, item: moved.picked.map((p) => p.key), intent: 'save' }, prof), { id }),
      ),
    )
    expect(saved.status).toBe(302)
    const rows = await db
      .selectFrom('org_list_items')
      .select(['kind', 'exercise_id', 'math_exercise_id', 'project_id', 'position'])
      .orderBy('position')
      .where('list_id', '=', Number(/(\d+)$/.exec(saved.headers.get('Location')!)![1]))
      .execute()
    expect(rows).toEqual([
      { kind: 'project', exercise_id: null, math_exercise_id: null, project_id: project, position: 1 },
      { kind: 'math', exercise_id: null, math_exercise_id: math, project_id: null, position: 2 },
    ])
  })

  it('students see sent, graded with a score, late and not started; the grid and the CSV carry them', async () => {
    const org = await makeOrg()
    const prof = await orgUser(org, 'professor')
    const classId = await makeClass(org, prof.id)
    const id = String(classId)
    const [m1, m2, m3] = [await mathRow('M1'), await mathRow('M2'), await mathRow('M3')]
    const project = await projectRow('P1')
    const e1 = await exerciseRow({ title_br: 'Soma' })
    // Ends at midnight São Paulo, 1 February (03:00 UTC); late answers count at 50%.
    const fields = {
      title: 'Lista mista',
      startsAt: '2026-01-01T08:00',
      endsAt: '2026-02-01T00:00',
      latePolicy: 'penalty',
      latePenalty: '50',
      intent: 'save',
      item: [`programming:${e1}`, `math:${m1}`, `math:${m2}`, `project:${project}`, `math:${m3}`],
    }
    const saved = await response(
      listForm.action(routeArgs(post(`/br/programming-class/${id}/list/new`, fields, prof), { id })),
    )
    const listId = /(\d+)$/.exec(saved.headers.get('Location')!)![1]
    const student = await makeUser('free', { name: 'Bia Souza' })
    await enrollStudent(classId, org, student.id)
    await addSubmission(student.id, e1, { created_at: '2026-01-10T12:00:00.000Z' })
    const answer = (mathId: number, status: string, at: string, rubrics: number | null) =>
      db
        .insertInto('math_submissions')
        .values({
          user_id: student.id,
          math_exercise_id: mathId,
          text_answer: '4',
          status: status as 'accepted',
          rubric_strategy: rubrics,
          rubric_accuracy: rubrics,
          rubric_communication: rubrics,
          created_at: at,
        })
        .execute()
    await answer(m1, 'under_review', '2026-01-20T12:00:00.000Z', null) // sent, waiting for a grade
    await answer(m2, 'accepted', '2026-02-01T03:00:01.000Z', 4) // one second after midnight: late, 100 → 50
    await db
      .insertInto('project_submissions')
      .values({
        user_id: student.id,
        project_id: project,
        kind: 'github',
        repository_url: 'https://github.com/bia/calc',
        status: 'accepted',
        score: 80,
        created_at: '2026-01-31T23:00:00.000Z',
      })
      .execute()

    const page = (await list.loader(
      routeArgs(getRequest(`/br/programming-class/${id}/list/${listId}`, student), { id, listId }),
    )) as { items: { key: string; href: string; mine: { status: string; score: number | null } }[] }
    expect(page.items.map((i) => [i.key, i.mine.status, i.mine.score])).toEqual([
      [`programming:${e1}`, 'solved', 100],
      [`math:${m1}`, 'sent', null],
      [`math:${m2}`, 'graded_late', 50],
      [`project:${project}`, 'graded', 80],
      [`math:${m3}`, 'not_started', null],
    ])
    expect(page.items[1].href).toBe(`/br/math-exercise/${m1}`)
    expect(page.items[3].href).toBe(`/br/project/${project}`)

    const shown = (await grid.loader(
      routeArgs(getRequest(`/br/programming-class/${id}/grid`, prof), { id }),
    )) as { rows: { solved: number; score: number }[]; columns: { key: string }[] }
    expect(shown.columns).toHaveLength(5)
    expect(shown.rows[0]).toMatchObject({ solved: 3, score: 230 })

    const csv = await (
      await report.loader(routeArgs(getRequest(`/br/programming-class/${id}/report.csv`, prof), { id }))
    ).text()
    const [header, row] = csv.replace('\uFEFF', '').trim().split(/\r?\n/)
    expect(header).toContain('Lista mista / M2')
    expect(header).toContain('Lista mista / P1')
    expect(row).toContain('Enviado, aguardando correção')
    expect(row).toContain('Corrigido, entregue com atraso (50)')
    expect(row).toContain('Corrigido (80)')
  })
})
