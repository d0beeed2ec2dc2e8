import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { listNotifications } from '~/modules/social/notifications.server'
import { makeUser } from '~/tests/factories'
import { enrollStudent, removeStudent } from '../classes/classes.server'
import { makeClass, makeOrg, orgUser } from '../test-helpers'
import { runWeeklyNotices } from './weekly-notices.server'
import { saveWeeklyAnswer, setWeeklyConfig } from './weekly.server'

// The clock is injected: each run is told the time (São Paulo is UTC−3, no daylight saving since 2019).
const at = (iso: string) => new Date(iso)

const kinds = async (userId: number) =>
  (
    await db
      .selectFrom('notifications')
      .select(['type', 'content'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute()
  ).map((n) => `${n.type} ${JSON.parse(n.content).week}`)

async function weeklyClass(opts: { form?: boolean; hidden?: boolean; archived?: boolean } = {}) {
  const org = await makeOrg()
  const prof = await orgUser(org, 'professor')
  const id = await makeClass(org, prof.id, {
    title: 'Turma Semanal',
    archived: !!opts.archived,
    hidden: !!opts.hidden,
  })
  if (opts.form !== false) await setWeeklyConfig(id, 'form-1', 'Conte como foi')
  const [ana, bia] = [await makeUser(), await makeUser()]
  for (const s of [ana, bia]) await enrollStudent(id, org, s.id)
  return { id, org, prof, ana, bia }
}

const answer = {
  difficulty: 3,
  effort_hours: 4,
  plan: '',
  priority_subject: '',
  team_feedback: '',
  mentorships: 0,
}

describe('the weekly notification', () => {
  it('reaches each student once per São Paulo week, and the professor once the week is over', async () => {
    const c = await weeklyClass()
    // Wednesday 2 December 2026, 10:00 in São Paulo: the week of Monday 30 November.
    expect((await runWeeklyNotices(at('2026-12-02T13:00:00Z'))).students).toContain(c.id)
    expect(await kinds(c.ana.id)).toEqual(['weekly_form 2026-11-30'])
    expect(await kinds(c.bia.id)).toEqual(['weekly_form 2026-11-30'])
    // Again the same week, up to Sunday 23:59 in São Paulo (Monday 02:59 UTC): nothing more.
    for (const t of ['2026-12-02T13:15:00Z', '2026-12-07T02:59:00Z']) {
      const run = await runWeeklyNotices(at(t))
      expect(run.students).not.toContain(c.id)
      expect(run.professors).not.toContain(c.id)
    }
    expect(await kinds(c.ana.id)).toEqual(['weekly_form 2026-11-30'])
    expect(await kinds(c.prof.id)).toEqual([])

    await saveWeeklyAnswer(c.id, c.ana.id, at('2026-12-03T12:00:00Z'), { ...answer, happiness: 4 })
    // Monday 00:00 in São Paulo: a new week for the students, last week's count for the professor.
    const monday = await runWeeklyNotices(at('2026-12-07T03:00:00Z'))
    expect(monday.students).toContain(c.id)
    expect(monday.professors).toContain(c.id)
    expect(await kinds(c.ana.id)).toEqual(['weekly_form 2026-11-30', 'weekly_form 2026-12-07'])
    expect(await kinds(c.prof.id)).toEqual(['weekly_answers 2026-11-30'])
    const again = await runWeeklyNotices(at('2026-12-07T09:00:00Z'))
    expect(again.students).not.toContain(c.id)
    expect(again.professors).not.toContain(c.id)
    expect(await kinds(c.prof.id)).toEqual(['weekly_answers 2026-11-30'])

    // The bell: the student's sentence links to the form; the professor's says how many answered.
    const [student] = await listNotifications(c.bia.id, 'en-GB', 'gb')
    expect(student.view.href).toBe(`/gb/programming-class/${c.id}/weekly`)
    expect(student.view.text).toContain('Turma Semanal')
    const [professor] = await listNotifications(c.prof.id, 'pt-BR', 'br')
    expect(professor.view.text).toContain('1 de 2')
    expect(professor.view.text).toContain('30 de nov.')
    expect(professor.view.href).toBe(`/br/programming-class/${c.id}/weekly`)
  })

  it('skips classes without a form, hidden or archived ones, and students removed from the class', async () => {
    const none = await weeklyClass({ form: false })
    const hidden = await weeklyClass({ hidden: true })
    const archived = await weeklyClass({ archived: true })
    const open = await weeklyClass()
    await removeStudent(open.id, open.bia.id)
    const run = await runWeeklyNotices(at('2027-01-06T15:00:00Z'))
    for (const c of [none, hidden, archived]) {
      expect(run.students).not.toContain(c.id)
      expect(await kinds(c.ana.id)).toEqual([])
    }
    expect(await kinds(open.ana.id)).toEqual(['weekly_form 2027-01-04'])
    expect(await kinds(open.bia.id)).toEqual([])
    // A week nobody was asked about reports nothing to the professor (the form came after it).
    const next = await runWeeklyNotices(at('2027-01-11T12:00:00Z'))
    expect(next.professors).toContain(open.id)
    expect(next.professors).not.toContain(none.id)
    const unasked = await weeklyClass()
    const later = await runWeeklyNotices(at('2027-01-18T12:00:00Z'))
    expect(later.professors).not.toContain(unasked.id)
    expect(later.students).toContain(unasked.id)
  })
})
