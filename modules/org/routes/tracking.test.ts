import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { escapeFormula } from '~/app/kernel/files/csv'
import { db } from '~/db/client.server'
import { addSubmission, exerciseRow, makeUser } from '~/tests/factories'
import { getRequest, post, routeArgs } from '~/tests/setup/helpers'
import { makeOrg, orgUser, replied, response } from '../test-helpers'
import * as classForm from './class-form'
import * as classes from './classes'
import * as grid from './grid'
import * as journey from './journey'
import * as listForm from './list-form'
import * as report from './report'
import * as weekly from './weekly'

const status = async (p: Promise<unknown>) => (await response(p)).status

/** A class with one list of two exercises, a student who solved the first and tried the second. */
async function trackedClass(studentName: string) {
  const org = await makeOrg()
  const prof = await orgUser(org, 'professor')
  const made = await response(
    classForm.action(routeArgs(post('/br/programming-classes/new', { title: 'Turma R' }, prof))),
  )
  const id = /(\d+)$/.exec(made.headers.get('Location')!)![1]
  const [e1, e2] = [await exerciseRow({ title_br: 'Soma' }), await exerciseRow({ title_br: '=Subtração' })]
  const fields = {
    title: 'Lista 1',
    startsAt: '2026-01-01T08:00',
    endsAt: '2036-01-01T08:00',
    latePolicy: 'closed',
    intent: 'save',
  }
  await response(
    listForm.action(
      routeArgs(
        post(`/br/programming-class/${id}/list/new`, { ...fields, item: [String(e1), String(e2)] }, prof),
        { id },
      ),
    ),
  )
  const student = await makeUser('free', { name: studentName, xp: 1234 })
  const { join_code } = await db
    .selectFrom('org_classes')
    .select('join_code')
    .where('id', '=', Number(id))
    .executeTakeFirstOrThrow()
  await response(classes.action(routeArgs(post('/br/programming-classes', { code: join_code }, student))))
  await addSubmission(student.id, e1, { created_at: '2026-06-01T23:30:00.000Z' })
  await addSubmission(student.id, e2, {
    status: 'wrong_answer',
    score: 37.5,
    created_at: '2026-06-02T12:00:00.000Z',
  })
  return { id, prof, student, e1, e2 }
}

describe('tracking and reports', () => {
  it('the grid shows each student × item; the journey is the teacher’s or the student’s own', async () => {
    const { id, prof, student } = await trackedClass('Ana Lima')
    const page = (await grid.loader(
      routeArgs(getRequest(`/br/programming-class/${id}/grid`, prof), { id }),
    )) as {
      rows: { name: string; cells: { status: string; score: number | null }[]; solved: number; xp: number }[]
      weeks: { solved: number }[]
    }
    expect(page.rows).toEqual([
      expect.objectContaining({
        name: 'Ana Lima',
        solved: 1,
        xp: 1234,
        cells: [
          expect.objectContaining({ status: 'solved', score: 100 }),
          expect.objectContaining({ status: 'tried', score: 37.5 }),
        ],
      }),
    ])
    expect(page.weeks.at(-1)?.solved).toBe(1)
    expect(
      await status(grid.loader(routeArgs(getRequest(`/br/programming-class/${id}/grid`, student), { id }))),
    ).toBe(404)
    const own = `/br/programming-class/${id}/student/${student.id}`
    expect(
      (
        (await journey.loader(routeArgs(getRequest(own, student), { id, userId: String(student.id) }))) as {
          name: string
        }
      ).name,
    ).toBe('Ana Lima')
    const other = await makeUser()
    expect(
      await status(journey.loader(routeArgs(getRequest(own, other), { id, userId: String(student.id) }))),
    ).toBe(404)
    expect(
      await status(
        report.loader(routeArgs(getRequest(`/br/programming-class/${id}/report.csv`, student), { id })),
      ),
    ).toBe(404)
  })

  it('CSV: BOM, `;` and decimal comma in pt-BR, formulas escaped; `,` in en-GB', async () => {
    const { id, prof } = await trackedClass('=HYPERLINK("http://x")')
    const csv = await (
      await report.loader(routeArgs(getRequest(`/br/programming-class/${id}/report.csv`, prof), { id }))
    ).arrayBuffer()
    const bytes = new Uint8Array(csv)
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes.slice(3))
    const [header, row] = text.split('\r\n')
    expect(header).toBe(
      'Estudante;E-mail;Lista 1 / Soma;Lista 1 / =Subtração;Resolvidos;Pontos;Aulas concluídas;XP;Última atividade (horário de São Paulo)',
    )
    const cells = row.split(';')
    expect(cells[0]).toBe('"\'=HYPERLINK(""http://x"")"')
    expect(cells.slice(2)).toEqual([
      'Resolvido (100)',
      'Tentou (37,5)',
      '1',
      '137,5',
      '0',
      '1234',
      '2026-06-02 09:00',
    ])
    const gb = await (
      await report.loader(routeArgs(getRequest(`/gb/programming-class/${id}/report.csv`, prof), { id }))
    ).text()
    expect(gb.split('\r\n')[1].split(',').slice(-5)).toEqual(['1', '137.5', '0', '1234', '2026-06-02 09:00'])
  })

  it('XLSX: the same table, read back', async () => {
    const { id, prof } = await trackedClass('Bia Souza')
    const res = await report.loader(
      routeArgs(getRequest(`/br/programming-class/${id}/report.xlsx`, prof), { id }),
    )
    expect(res.headers.get('Content-Type')).toContain('spreadsheetml')
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(await res.arrayBuffer())
    const ws = book.worksheets[0]
    expect(ws.name).toBe('Turma R')
    expect(ws.getRow(1).getCell(3).value).toBe('Lista 1 / Soma')
    const row = ws.getRow(2)
    expect([
      row.getCell(1).value,
      row.getCell(3).value,
      row.getCell(4).value,
      row.getCell(5).value,
      row.getCell(6).value,
    ]).toEqual(['Bia Souza', 'Resolvido (100)', 'Tentou (37,5)', 1, 137.5])
    expect(row.getCell(9).value).toBe('2026-06-02 09:00')
  })

  it('escapes every formula start', () => {
    expect(['=1', '+1', '-1', '@a', '\t1', 'ok'].map(escapeFormula)).toEqual([
      "'=1",
      "'+1",
      "'-1",
      "'@a",
      "'\t1",
      'ok',
    ])
  })

  it('weekly: students answer (again = replace), invalid answers keep the values, teachers read them', async () => {
    const { id, prof, student } = await trackedClass('Caio Reis')
    const url = `/br/programming-class/${id}/weekly`
    const answer = {
      intent: 'answer',
      difficulty: '4',
      effort_hours: '6',
      plan: 'Revisar laços',
      priority_subject: 'vetores',
      team_feedback: '',
      mentorships: '1',
      happiness: '5',
    }
    const bad = replied(
      await weekly.action(routeArgs(post(url, { ...answer, happiness: '9' }, student), { id })),
    )
    expect(bad.init?.status).toBe(422)
    expect(bad.data).toMatchObject({ invalid: ['happiness'], values: { plan: 'Revisar laços' } })
    await response(weekly.action(routeArgs(post(url, answer, student), { id })))
    await response(weekly.action(routeArgs(post(url, { ...answer, effort_hours: '8' }, student), { id })))
    const seen = (await weekly.loader(routeArgs(getRequest(url, prof), { id }))) as {
      answers: { name: string; effort_hours: number }[]
    }
    expect(seen.answers.map((a) => [a.name, a.effort_hours])).toEqual([['Caio Reis', 8]])
    // A teacher does not answer; a student does not configure.
    expect(await status(weekly.action(routeArgs(post(url, answer, prof), { id })))).toBe(404)
    expect(
      await status(weekly.action(routeArgs(post(url, { intent: 'config', formId: 'x' }, student), { id }))),
    ).toBe(404)
  })
})
