import { describe, expect, it } from 'vitest'
import { createTestUser, makeCompetition } from '~/tests/factories'
import { activityYear, progressCharts, xpWeeks } from './charts.server'
import { handleJudgedSubmission, recordLessonCompleted } from './index.server'
import { exerciseIn, judged, makeCourse } from './test-helpers'

const at = (iso: string) => new Date(iso)
const NOW = at('2026-05-31T12:00:00Z')

describe('xpWeeks', () => {
  it('sums XP per 7-day span ending today and carries the total from before the window', async () => {
    const { id } = await createTestUser()
    const course = await makeCourse({ lessons: 3, xp: 10 })
    const [a, b, c] = course.lessons
    // Before the 12 weeks (they start on 2026-03-09): counted in the starting total only.
    await recordLessonCompleted(id, a, at('2026-01-05T10:00:00Z'))
    await recordLessonCompleted(id, b, at('2026-05-25T10:00:00Z')) // the last week (05-25 … 05-31)
    await recordLessonCompleted(id, c, at('2026-03-09T10:00:00Z')) // the first day of the first week
    const weeks = await xpWeeks(id, NOW)
    expect(weeks).toHaveLength(12)
    expect(weeks[0]).toEqual({ end: '2026-03-15', gained: 25, total: 50 })
    expect(weeks[11]).toEqual({ end: '2026-05-31', gained: 25, total: 75 })
    expect(weeks.slice(1, 11).every((w) => w.gained === 0 && w.total === 50)).toBe(true)
  })

  it('is a flat zero for someone without XP', async () => {
    const { id } = await createTestUser()
    const weeks = await xpWeeks(id, NOW, 4)
    expect(weeks.map((w) => [w.end, w.total])).toEqual([
      ['2026-05-10', 0],
      ['2026-05-17', 0],
      ['2026-05-24', 0],
      ['2026-05-31', 0],
    ])
  })
})

describe('progressCharts', () => {
  it("counts the judge's solved exercises per category, once each: competitions count, wrong answers do not", async () => {
    const { id } = await createTestUser()
    const graphsAndMath = await exerciseIn('easy', ['graphs', 'math'])
    const graphs = await exerciseIn('hard', ['graphs'])
    const none = await exerciseIn('easy')
    const wrong = await exerciseIn('easy', ['strings'])
    const contest = await exerciseIn('easy', ['basic'])
    const { id: competition } = await makeCompetition({ exercises: [] })
    await handleJudgedSubmission(await judged(id, graphsAndMath), at('2026-05-30T10:00:00Z'))
    await handleJudgedSubmission(await judged(id, graphsAndMath), at('2026-05-31T10:00:00Z'))
    await handleJudgedSubmission(await judged(id, graphs), at('2026-05-31T10:00:00Z'))
    await handleJudgedSubmission(await judged(id, none), at('2026-05-31T10:00:00Z'))
    await handleJudgedSubmission(await judged(id, wrong, { status: 'wrong_answer' }), NOW)
    await handleJudgedSubmission(await judged(id, contest, { competitionId: competition }), NOW)
    const charts = await progressCharts(id, NOW)
    const solved = Object.fromEntries(charts.solvedByCategory.map((s) => [s.category, s.solved]))
    // One definition of solved (modules/judge/practice/solved.server.ts): any accepted submission, a competition's too;
    // only XP ignores competitions.
    expect(solved).toEqual({
      basic: 1,
      general: 0,
      graphs: 2,
      math: 1,
      strings: 0,
      structures: 0,
      techniques: 0,
    })
    expect(charts.uncategorised).toBe(1)
    expect(charts.solvedTotal).toBe(4)
    // easy 20 + daily 15 on 05-30; hard 50 + easy 20 + daily 15 on 05-31.
    expect(charts.xpWeeks[11]).toEqual({ end: '2026-05-31', gained: 120, total: 120 })
  })

  it('gives the calendar a year of days ending today', async () => {
    const { id } = await createTestUser()
    const days = await activityYear(id, NOW)
    expect(days).toHaveLength(365)
    expect(days[364].day).toBe('2026-05-31')
  })
})
