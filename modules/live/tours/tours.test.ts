import { describe, expect, it } from 'vitest'
import { check } from '~/app/kernel/http/http-guard.js'
import { TOURS } from '~/app/kernel/people/tours'
import { showTour } from '~/app/kernel/people/tours.server'
import { handle as coursesHandle, loader as coursesLoader } from '~/modules/learning/routes/courses'
import { handle as dashboardHandle, loader as dashboardLoader } from '~/modules/site/routes/dashboard'
import { makeUser } from '~/tests/factories'
import { getRequest, loaded, post, routeArgs, settle } from '~/tests/setup/helpers'
import { renderRoute } from '~/tests/setup/render'
import { action as dismiss } from '../routes/api.tour-dismiss'
import TourPage, { action as tourAction, loader as tourLoader } from '../routes/tour'

const dismissRequest = (tour: string, user?: { cookie: string }) =>
  routeArgs(
    new Request(`http://test/api/tours/${tour}/dismiss`, {
      method: 'POST',
      headers: { 'X-Requested-With': 'fetch', ...(user ? { cookie: user.cookie } : {}) },
    }),
    { tour },
  )

// Its source path without a build, its hashed file with one (app/ui/editor/preloads.server.ts).
const TOUR_SCRIPT = { script: expect.stringMatching(/\/tour-island/), preloads: [] }

describe('guided tours (issue 22)', () => {
  it("ships the tour's plain module to a new user until the tour is dismissed, never hydrating, never to visitors", async () => {
    const student = await makeUser('free')
    const before = await dashboardLoader(routeArgs(getRequest('/gb/dashboard', student)))
    expect(before).toMatchObject({ tour: true, islands: [TOUR_SCRIPT] })
    expect(dashboardHandle.hydrate).toBeUndefined()
    const res = await dismiss(dismissRequest('dashboard', student))
    expect(res.status).toBe(204)
    // Twice is the same as once (the island may close and finish).
    expect((await dismiss(dismissRequest('dashboard', student))).status).toBe(204)
    const after = await dashboardLoader(routeArgs(getRequest('/gb/dashboard', student)))
    expect(after).toMatchObject({ tour: false, islands: [] })
    // The other tours are still to come.
    expect(await showTour(student.id, 'courses')).toBe(true)
    const visitor = await coursesLoader(routeArgs(getRequest('/gb/courses')))
    expect(visitor).toMatchObject({ tour: false, islands: [] })
    const mine = await coursesLoader(routeArgs(getRequest('/gb/courses', student)))
    expect(mine).toMatchObject({ tour: true, islands: [TOUR_SCRIPT] })
    expect(coursesHandle.hydrate).toBeUndefined()
  })

  it('refuses a visitor (401), an unknown tour (404) and, before Remix, another origin (403)', async () => {
    const visitor = await dismiss(dismissRequest('dashboard'))
    expect(visitor.status).toBe(401)
    expect(await visitor.json()).toMatchObject({ error: 'NOT_LOGGED_IN' })
    const student = await makeUser('free')
    expect((await dismiss(dismissRequest('nope', student))).status).toBe(404)
    expect(await showTour(student.id, 'dashboard')).toBe(true)
    const guard = (origin: string) =>
      check(
        {
          method: 'POST',
          url: '/api/tours/dashboard/dismiss',
          headers: { origin, 'content-length': '0' },
        },
        { publicOrigin: 'https://trilha.example', uploads: [] },
      )
    expect(guard('https://evil.example')).toEqual({ status: 403 })
    expect(guard('https://trilha.example')).toEqual({ ok: true })
  })

  it('explains the steps on a page without JavaScript, where a student hides the tour or brings it back', async () => {
    const missing = await settle(tourLoader(routeArgs(getRequest('/gb/tours/nope'), { tour: 'nope' })))
    expect((missing as Response).status).toBe(404)
    const visitorPage = await loaded(
      tourLoader(routeArgs(getRequest('/gb/tours/exercise'), { tour: 'exercise' })),
    )
    expect(visitorPage).toMatchObject({ tour: 'exercise', showing: null, steps: [...TOURS.exercise] })
    const html = await renderRoute('en-GB', ['common', 'tours'], TourPage, { loaderData: visitorPage })
    expect(html).toContain('How this page works: an exercise')
    expect(html).toContain('The statement')
    expect(html).toContain('Your solution')
    expect(html).toContain('href="/gb/exercises"')
    expect(html).not.toContain('<form')
    expect(html).not.toContain('<script')

    const student = await makeUser('free')
    const hide = (await tourAction(
      routeArgs(post('/br/tours/courses', { intent: 'hide' }, student), { tour: 'courses' }),
    )) as Response
    expect(hide.headers.get('Location')).toBe('/br/tours/courses?tour=hidden')
    expect(await showTour(student.id, 'courses')).toBe(false)
    const page = await loaded(
      tourLoader(routeArgs(getRequest('/br/tours/courses?tour=hidden', student), { tour: 'courses' })),
    )
    expect(page).toMatchObject({ showing: false, changed: 'hidden' })
    const shown = await renderRoute('pt-BR', ['common', 'tours'], TourPage, { loaderData: page })
    expect(shown).toContain('O tour não vai mais aparecer nesta página.')
    expect(shown).toContain('Mostrar este tour de novo')
    await tourAction(routeArgs(post('/br/tours/courses', { intent: 'show' }, student), { tour: 'courses' }))
    expect(await showTour(student.id, 'courses')).toBe(true)
  })
})
