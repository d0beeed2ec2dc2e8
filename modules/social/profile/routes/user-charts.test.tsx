import { describe, expect, it } from 'vitest'
import { handleJudgedSubmission, recordLessonCompleted } from '~/modules/learning/index'
import { exerciseIn, judged, makeCourse } from '~/modules/learning/progress/test-helpers'
import { createTestUser } from '~/tests/factories'
import { getRequest, routeArgs } from '~/tests/setup/helpers'
import { renderRoute } from '~/tests/setup/render'
import UserProfile, { handle, loader } from './user'

const NS = handle.i18n as string[]

describe('/{lang}/user/:id charts', () => {
  it("shows anyone the person's XP over time and solved per category, from the judge's solved", async () => {
    const { id } = await createTestUser()
    const course = await makeCourse({ lessons: 1, xp: 10 })
    const now = new Date()
    await recordLessonCompleted(id, course.lessons[0], now)
    const strings = await exerciseIn('hard', ['strings'])
    await handleJudgedSubmission(await judged(id, strings), now)
    // A wrong answer solves nothing.
    await handleJudgedSubmission(
      await judged(id, await exerciseIn('easy', ['math']), { status: 'wrong_answer' }),
      now,
    )
    const data = await loader(routeArgs(getRequest(`/gb/user/${id}`), { id: String(id) }))
    expect(data.page.charts.xpWeeks[11]).toMatchObject({ gained: 75, total: 75 })
    const solved = Object.fromEntries(data.page.charts.solvedByCategory.map((c) => [c.category, c.solved]))
    expect(solved).toMatchObject({ strings: 1, math: 0 })
    const html = await renderRoute('en-GB', NS, UserProfile, { loaderData: data })
    expect(html).toContain('Progress in charts')
    expect(html).toContain('aria-label="Total XP: from 0 XP to 75 XP over the last 12 weeks (+75 XP)."')
    expect(html).toContain(
      'aria-label="1 exercise solved. By category: Basic 0, General 0, Graphs 0, Maths 0, Strings 1',
    )
    expect(html).toContain('<figcaption id="profile-xp-caption">XP over the last 12 weeks</figcaption>')
    expect(html).not.toMatch(/\sstyle="/)
  })
})
