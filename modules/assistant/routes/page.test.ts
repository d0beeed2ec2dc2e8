import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { makeUser } from '~/tests/factories'
import { getRequest, loaded, post, routeArgs, settle } from '~/tests/setup/helpers'
import { configureModel } from '../model/client.server'
import { PER_MINUTE_LIMIT } from '../usage/quota.server'
import { action, loader } from './assistant'
import { loader as usageLoader } from './usage'

// The chat without JavaScript (POST → 303 → GET) and the staff usage page. No model configured here: the
// answers are the platform's own content (the JSON and streaming paths are api.test.ts's).

beforeEach(() => configureModel(null))
afterEach(() => configureModel(undefined))

const withCookie = (cookie: string, extra?: string | null) => ({
  cookie: extra ? `${cookie}; ${extra.split(';')[0]}` : cookie,
})

describe('/{lang}/assistant', () => {
  it('posts a question and redirects (303) back to the page, which shows it with its answer', async () => {
    const user = await makeUser()
    const res = (await settle(
      action(
        routeArgs(
          post('/br/assistant?path=%2Fbr%2Fcourses', { path: '/br/courses', text: 'o que é um laço?' }, user),
        ),
      ),
    )) as Response
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/br/assistant?path=%2Fbr%2Fcourses#latest')
    const page = await loaded(loader(routeArgs(getRequest('/br/assistant?path=%2Fbr%2Fcourses', user))))
    expect(page.path).toBe('/br/courses')
    expect(page.messages.map((m) => [m.role, m.kind])).toEqual([
      ['user', 'question'],
      ['assistant', 'offline'],
    ])
    expect(page.left).toBe(2)
  })

  it('after three questions, the fourth comes back with the daily limit (once) and is not stored', async () => {
    const user = await makeUser()
    const ask = (text: string) =>
      settle(action(routeArgs(post('/br/assistant', { path: '', text }, user)))) as Promise<Response>
    for (const text of ['um', 'dois', 'três']) {
      const r = await ask(text)
      expect(r instanceof Response ? r.status : JSON.stringify(r)).toBe(303)
    }
    const fourth = await ask('quatro')
    expect(fourth.status).toBe(303)
    const cookie = fourth.headers.get('set-cookie')
    expect(cookie).toContain('trilha_assistant_flash')
    const page = await loaded(loader(routeArgs(getRequest('/br/assistant', withCookie(user.cookie, cookie)))))
    expect(page.limit).toBe('DAILY_LIMIT')
    expect(page.left).toBe(0)
    const questions = await db
      .selectFrom('assistant_messages')
      .select('text')
      .where('user_id', '=', user.id)
      .where('role', '=', 'user')
      .execute()
    expect(questions.map((q) => q.text)).toEqual(['um', 'dois', 'três'])
  })

  it('tells a PRO user who asks too fast "too many requests", once', async () => {
    const user = await makeUser('pro')
    const ask = (text: string) =>
      settle(action(routeArgs(post('/br/assistant', { path: '', text }, user)))) as Promise<Response>
    for (let i = 0; i < PER_MINUTE_LIMIT; i++)
      expect((await ask(`q${i}`)).headers.get('set-cookie')).toBeNull()
    const refused = await ask('mais')
    expect(refused.status).toBe(303)
    const cookie = refused.headers.get('set-cookie')
    const page = await loaded(loader(routeArgs(getRequest('/br/assistant', withCookie(user.cookie, cookie)))))
    expect(page.limit).toBe('RATE_LIMIT')
    const again = await loaded(loader(routeArgs(getRequest('/br/assistant', user))))
    expect(again.limit).toBeNull()
  })

  it('re-shows the form (422) for an empty question; visitors go to the login', async () => {
    const user = await makeUser()
    const res = await settle(action(routeArgs(post('/br/assistant', { path: '', text: '  ' }, user))))
    expect((res as { init: { status: number } }).init.status).toBe(422)
    const visitor = (await settle(loader(routeArgs(getRequest('/br/assistant'))))) as Response
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('location')).toMatch(/\/br\/login/)
  })
})

describe('/{lang}/assistant/usage', () => {
  it('shows staff the totals per day from model_calls; others are turned away', async () => {
    const admin = await makeUser('admin')
    const day = new Date().toISOString()
    await db
      .insertInto('model_calls')
      .values([
        {
          user_id: null,
          purpose: 'assistant',
          model: 'm',
          prompt_tokens: 10,
          completion_tokens: 5,
          latency_ms: 100,
          ok: 1,
          created_at: day,
        },
        {
          user_id: null,
          purpose: 'assistant',
          model: 'm',
          prompt_tokens: 0,
          completion_tokens: 0,
          latency_ms: 300,
          ok: 0,
          created_at: day,
        },
      ])
      .execute()
    const page = await loaded(usageLoader(routeArgs(getRequest('/br/assistant/usage', admin))))
    const today = page.rows.find((r) => r.day === day.slice(0, 10) && r.purpose === 'assistant')
    expect(today).toMatchObject({ failures: expect.any(Number) })
    expect(today!.calls).toBeGreaterThanOrEqual(2)
    expect(today!.failures).toBeGreaterThanOrEqual(1)
    expect(today!.promptTokens).toBeGreaterThanOrEqual(10)
    expect(page.model).toBeNull()
    const student = await makeUser()
    const refused = (await settle(
      usageLoader(routeArgs(getRequest('/br/assistant/usage', student))),
    )) as Response
    expect(refused.status).toBeGreaterThanOrEqual(300)
  })
})
