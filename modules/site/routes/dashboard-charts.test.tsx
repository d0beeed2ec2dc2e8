import { describe, expect, it } from 'vitest'
import { handleJudgedSubmission, recordLessonCompleted } from '~/modules/learning/index'
import { exerciseIn, judged, makeCourse } from '~/modules/learning/progress/test-helpers'
import { makeUser } from '~/tests/factories'
import { getRequest, routeArgs } from '~/tests/setup/helpers'
import { renderRoute } from '~/tests/setup/render'
import Dashboard, { loader } from './dashboard'

// The loader reads "today" from the clock: the student acts today so the last week and day hold it.
async function student() {
  const user = await makeUser('free', { name: 'Rita Lee' })
  const course = await makeCourse({ lessons: 1, xp: 10 })
  const now = new Date()
  await recordLessonCompleted(user.id, course.lessons[0], now)
  await handleJudgedSubmission(await judged(user.id, await exerciseIn('medium', ['graphs', 'math'])), now)
  await handleJudgedSubmission(await judged(user.id, await exerciseIn('easy', ['graphs'])), now)
  return user
}

describe('/{lang}/dashboard charts', () => {
  it('gives XP per week, solved per category and the year of activity', async () => {
    const user = await student()
    const data = await loader(routeArgs(getRequest('/br/dashboard', user)))
    // lesson 10 + daily bonus 15 + medium 30 + easy 20.
    expect(data.charts.xpWeeks).toHaveLength(12)
    expect(data.charts.xpWeeks[11]).toMatchObject({ gained: 75, total: 75 })
    expect(data.charts.xpWeeks[10]).toMatchObject({ gained: 0, total: 0 })
    const solved = Object.fromEntries(data.charts.solvedByCategory.map((c) => [c.category, c.solved]))
    expect(solved).toMatchObject({ graphs: 2, math: 1, basic: 0 })
    expect(data.charts.solvedTotal).toBe(2)
    expect(data.activity).toHaveLength(365)
    expect(data.activity.filter((d) => d.lessons === 1 && d.exercises === 2)).toHaveLength(1)
  })

  it('renders the two charts as labelled figures and the calendar, with no style attribute', async () => {
    const user = await student()
    const data = await loader(routeArgs(getRequest('/br/dashboard', user)))
    const html = await renderRoute('pt-BR', ['common', 'site', 'progress', 'profile'], Dashboard, {
      loaderData: data,
    })
    expect(html).toContain('Seu progresso em gráficos')
    expect(html).toContain('aria-label="XP total: de 0 XP para 75 XP nas últimas 12 semanas (+75 XP)."')
    expect(html).toMatch(
      /aria-label="2 exercícios resolvidos. Por categoria: Básico 0, Geral 0, Grafos 2, Matemática 1/,
    )
    expect(html).toContain('<th scope="row">Grafos</th><td>2</td>')
    expect(html).toContain('class="calendar-svg"')
    expect(html).toContain('1 aula concluída')
    expect(html).not.toMatch(/\sstyle="/)
  })

  it('says so instead of drawing empty charts for a newcomer', async () => {
    const user = await makeUser('free', { name: 'Nova Aluna' })
    const data = await loader(routeArgs(getRequest('/gb/dashboard', user)))
    const html = await renderRoute('en-GB', ['common', 'site', 'progress', 'profile'], Dashboard, {
      loaderData: data,
    })
    expect(html).toContain('No XP yet: complete a lesson or solve an exercise.')
    expect(html).toContain('No exercise solved yet.')
  })
})
