// The organizers' page: who gets in, what it shows, and its actions (POST → redirect → one-shot notice), with
// the rejudge notifications reaching each affected participant once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '~/db/client.server'
import { useOwnJudgeDataDir } from '~/modules/judge/test-helpers'
import { makeTeam, makeUser, plainUser } from '~/tests/factories'
import { routeArgs as call, formRequest, getRequest as get } from '~/tests/setup/helpers'
import { renderRoute } from '~/tests/setup/render'
import { findCompetition } from '../core.server'
import { boardFor } from '../scoreboard/scoreboard-cache.server'
import { at, join, makeBoardCompetition, now, submission } from '../scoreboard/scoreboard-test-helpers'
import ManageRoute, { action, handle, loader } from './competition.manage'

useOwnJudgeDataDir()

type User = Awaited<ReturnType<typeof makeUser>>

const path = (id: number) => `/br/competition/${id}/manage`

async function settle<T>(p: Promise<T>): Promise<T | Response> {
  return p.catch((e: unknown) => {
    if (e instanceof Response) return e
    throw e
  })
}

/** The loader's body (it answers data(body, {headers})). */
async function page(id: number, user: User, cookie = '') {
  const request = get(path(id), user)
  if (cookie) request.headers.set('cookie', `${user.cookie}; ${cookie}`)
  const result = (await loader(call(request, { id: String(id) }))) as unknown as {
    data: Awaited<ReturnType<typeof loader>> extends { data: infer D } ? D : never
    init: { headers?: HeadersInit } | null
  }
  return result
}

async function post(id: number, user: User | null, fields: Record<string, string>) {
  const request = formRequest(path(id), fields, user ? { cookie: user.cookie } : {})
  return settle(action(call(request, { id: String(id) })) as Promise<Response>)
}

async function notificationsOf(userId: number) {
  return db.selectFrom('notifications').select(['type', 'content']).where('user_id', '=', userId).execute()
}

describe('/competition/:id/manage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(now(270))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('lets in the creator and admins; others get 403, visitors the login, unknown ids 404', async () => {
    const creator = await makeUser('pro')
    const admin = await makeUser('admin')
    const other = await makeUser('pro')
    const { id } = await makeBoardCompetition({ created_by: creator.id, password: 'abacaxi' })
    for (const user of [creator, admin]) expect((await page(id, user)).data.page.competition.id).toBe(id)
    const forbidden = await settle(loader(call(get(path(id), other), { id: String(id) })))
    expect(forbidden).toBeInstanceOf(Response)
    expect((forbidden as Response).status).toBe(403)
    const visitor = (await settle(loader(call(get(path(id)), { id: String(id) })))) as Response
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('location')).toBe(
      `/br/login?login=true&redirectTo=${encodeURIComponent(path(id))}`,
    )
    const missing = (await settle(loader(call(get(path(999_999), creator), { id: '999999' })))) as Response
    expect(missing.status).toBe(404)
    // The actions are guarded the same way.
    expect(((await post(id, other, { intent: 'refresh' })) as Response).status).toBe(403)
  })

  it('shows the password behind a details, the participants and the latest submissions', async () => {
    const creator = await makeUser('pro')
    const { id, exercises } = await makeBoardCompetition({
      created_by: creator.id,
      password: 'abacaxi',
      frozen_minutes: 60,
    })
    const ana = await plainUser('Ana Maria Souza')
    const bia = await plainUser('Bia')
    const caio = await plainUser('Caio')
    await join(id, { userId: ana }, { createdAt: at(-60) })
    const team = await makeTeam('Os Vetores', bia, caio)
    await join(id, { teamId: team, members: [bia, caio] }, { createdAt: at(-30) })
    const wrong = await submission(id, ana, exercises[1], at(20), 'wrong_answer')
    const test = await submission(id, creator.id, exercises[0], at(21))
    const { data } = await page(id, creator)
    const html = (
      await renderRoute('pt-BR', handle.i18n as string[], ManageRoute, { loaderData: data })
    ).replace(/<!-- -->/g, '')
    expect(html).toMatch(
      /<details class="manage-password"><summary>Mostrar a senha<\/summary><p><code>abacaxi<\/code>/,
    )
    expect(html).toContain('Participantes (2)')
    // Each table is named by its heading.
    expect(html).toMatch(/<h2 id="manage-participants-title">/)
    expect(html).toContain(
      '<table class="data-table manage-table" aria-labelledby="manage-participants-title">',
    )
    expect(html).toContain(
      '<table class="data-table manage-table" aria-labelledby="manage-submissions-title">',
    )
    expect(html).toContain('>Ana Souza</a>')
    expect(html).toContain(`href="/br/team/${team}"`)
    expect(html).toContain('Equipe')
    expect(html).toContain('Individual')
    expect(html).toContain('Ao vivo')
    expect(html).toContain(`href="/br/submission/${wrong}"`)
    expect(html).toContain('<td>Resposta errada</td>')
    expect(html).toContain(`href="/br/submission/${test}"`)
    expect(html).toContain('teste do organizador')
    expect(html).toContain('Descongelar o placar')
    expect(html).toContain('Pode levar até 2 minutos')
    expect(html).not.toContain('<script')
  })

  it('refreshes, unfreezes and rejudges with a one-shot notice, notifying each affected participant once', async () => {
    const creator = await makeUser('pro')
    const { id, exercises } = await makeBoardCompetition({ created_by: creator.id, frozen_minutes: 60 })
    const other = await makeBoardCompetition()
    const ana = await plainUser()
    const bia = await plainUser()
    const caio = await plainUser()
    const idle = await plainUser()
    await join(id, { userId: ana })
    const team = await makeTeam('Equipe Rocket', bia, caio)
    await join(id, { teamId: team, members: [bia, caio] })
    await join(id, { userId: idle })
    const anaFirst = await submission(id, ana, exercises[0], at(250))
    await submission(id, ana, exercises[1], at(251), 'wrong_answer')
    await submission(id, bia, exercises[0], at(252))
    await submission(id, creator.id, exercises[0], at(253)) // the organizer's test
    const elsewhere = await submission(other.id, ana, other.exercises[0], at(10))

    // Refresh: the cached board goes.
    const c = await findCompetition(id)
    const cached = await boardFor(c!, 'organizer', now(270))
    const refreshed = (await post(id, creator, { intent: 'refresh' })) as Response
    expect(refreshed.status).toBe(302)
    expect(refreshed.headers.get('location')).toBe(path(id))
    expect(await boardFor(c!, 'organizer', now(270))).not.toBe(cached)
    const cookie = refreshed.headers.get('set-cookie')!.split(';')[0]
    const shown = await page(id, creator, cookie)
    expect(shown.data.flash).toEqual({ kind: 'refreshed' })
    expect(new Headers(shown.init?.headers).get('set-cookie')).toMatch(/trilha_manage_flash=;/)
    expect((await page(id, creator)).data.flash).toBeNull()

    // Unfreeze: once; a second time is refused.
    expect(((await post(id, creator, { intent: 'unfreeze' })) as Response).status).toBe(302)
    expect((await findCompetition(id))?.unfrozen_at).toBe(now(270).toISOString())
    const again = (await post(id, creator, { intent: 'unfreeze' })) as unknown as {
      data: unknown
      init: { status: number }
    }
    expect(again.init.status).toBe(409)
    expect(again.data).toMatchObject({ error: 'notFrozen' })

    // Rejudge one: must belong to the competition; a bad number re-renders with what was typed.
    const bad = (await post(id, creator, { intent: 'rejudge_one', submission_id: 'abc' })) as unknown as {
      data: unknown
      init: { status: number }
    }
    expect(bad.init.status).toBe(422)
    expect(bad.data).toEqual({ intent: 'rejudge_one', error: 'submissionId', submissionId: 'abc' })
    const foreign = (await post(id, creator, {
      intent: 'rejudge_one',
      submission_id: String(elsewhere),
    })) as unknown as { data: unknown; init: { status: number } }
    expect(foreign.init.status).toBe(422)
    expect(foreign.data).toMatchObject({ error: 'notInCompetition' })
    expect(await notificationsOf(ana)).toEqual([])

    const one = (await post(id, creator, {
      intent: 'rejudge_one',
      submission_id: String(anaFirst),
    })) as Response
    expect(one.status).toBe(302)
    const row = await db
      .selectFrom('submissions')
      .select(['status', 'score'])
      .where('id', '=', anaFirst)
      .executeTakeFirst()
    expect(row).toEqual({ status: 'in_queue', score: null })
    const content = { competition: { id, title: 'Maratona de teste' } }
    expect(await notificationsOf(ana)).toEqual([
      { type: 'contest_rejudge', content: JSON.stringify(content) },
    ])
    expect(await notificationsOf(bia)).toEqual([])

    // Rejudge all: every submitting participation's members, once each; not the idle one, not the organizer.
    const all = (await post(id, creator, { intent: 'rejudge_all' })) as Response
    const flash = await page(id, creator, all.headers.get('set-cookie')!.split(';')[0])
    expect(flash.data.flash).toEqual({ kind: 'rejudged', count: 4 })
    expect(await notificationsOf(ana)).toHaveLength(2)
    expect(await notificationsOf(bia)).toHaveLength(1)
    expect(await notificationsOf(caio)).toHaveLength(1) // a team member who never submitted
    expect(await notificationsOf(idle)).toEqual([])
    expect(await notificationsOf(creator.id)).toEqual([])
    const statuses = await db
      .selectFrom('submissions')
      .select('status')
      .where('competition_id', '=', id)
      .execute()
    expect(statuses.every((s) => s.status === 'in_queue')).toBe(true)
  })
})
