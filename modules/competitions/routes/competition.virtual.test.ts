import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { useOwnJudgeDataDir } from '~/modules/judge/test-helpers'
import { ended, makeCompetition, makeUser } from '~/tests/factories'
import { routeArgs as call, getRequest as get, loaded, post, settle } from '~/tests/setup/helpers'
import { type User, followCookies, participationRows } from '../competition-test-helpers'
import { action, loader } from './competition'

useOwnJudgeDataDir()

const url = (id: number, lang = 'br') => `/${lang}/competition/${id}`
const page = async (id: number, user?: { cookie: string }, lang = 'br') =>
  (await loaded(loader(call(get(url(id, lang), user), { id: String(id) })))).page

async function refusal(res: Response) {
  return { status: res.status, ...((await res.json()) as { error: string; as: string; intent: string }) }
}

describe('virtual runs (intent=virtual)', () => {
  const virtual = (id: number, user: User | undefined, lang = 'br') =>
    settle(
      action(call(post(url(id, lang), { intent: 'virtual' }, user), { id: String(id) })),
    ) as Promise<Response>

  it('starts a PRO user\u2019s run of an ended competition on their own clock', async () => {
    const { id } = await makeCompetition(ended())
    const pro = await makeUser('pro')
    expect((await page(id, pro)).viewer.canStartVirtual).toBe(true)
    const before = Date.now()
    const res = await virtual(id, pro)
    expect(res.status).toBe(302)
    const [run] = await participationRows(id)
    expect(run).toMatchObject({ kind: 'virtual', user_id: pro.id })
    expect(Date.parse(run.starts_at)).toBeGreaterThanOrEqual(before)
    expect(Date.parse(run.ends_at) - Date.parse(run.starts_at)).toBe(3 * 3_600_000)
    const shown = await loaded(
      loader(call(get(url(id), { cookie: followCookies(res, pro) }), { id: String(id) })),
    )
    expect(shown.flash).toBe('virtual')
    expect(shown.page.viewer).toMatchObject({ canStartVirtual: false, entry: { kind: 'virtual' } })
    // Virtual runs do not fill the original's places.
    expect(shown.page.participants).toBe(0)
  })

  it('shows free users the PRO copy and refuses them; refuses who took part live; waits for the end', async () => {
    const past = await makeCompetition(ended())
    const free = await makeUser('free')
    expect(await refusal(await virtual(past.id, free, 'gb'))).toMatchObject({
      status: 403,
      error: 'Virtual runs are a PRO feature, and you are not PRO yet.',
    })
    expect(await participationRows(past.id)).toEqual([])
    const pro = await makeUser('pro')
    await db
      .insertInto('participations')
      .values({
        competition_id: past.id,
        user_id: pro.id,
        starts_at: '2020-01-01T00:00:00Z',
        ends_at: '2020-01-01T03:00:00Z',
      })
      .execute()
    const entry = await db
      .selectFrom('participations')
      .select('id')
      .where('user_id', '=', pro.id)
      .executeTakeFirstOrThrow()
    await db
      .insertInto('participation_members')
      .values({ participation_id: entry.id, competition_id: past.id, user_id: pro.id })
      .execute()
    expect(await refusal(await virtual(past.id, pro))).toMatchObject({
      status: 409,
      error: 'Você já está inscrito nesta competição.',
    })
    const running = await makeCompetition()
    expect(await refusal(await virtual(running.id, await makeUser('pro')))).toMatchObject({
      status: 409,
      error: 'A participação virtual só começa depois que a competição termina.',
    })
  })

  it('waits for the final scoreboard: none while an ended competition is still frozen', async () => {
    const hour = 3_600_000
    const frozen = await makeCompetition({
      starts_at: new Date(Date.now() - 4 * hour).toISOString(),
      ends_at: new Date(Date.now() - hour).toISOString(),
      frozen_minutes: 60,
    })
    const pro = await makeUser('pro')
    expect((await page(frozen.id, pro)).viewer).toMatchObject({ canStartVirtual: false, virtualWaits: true })
    expect(await refusal(await virtual(frozen.id, pro))).toMatchObject({
      status: 409,
      error: 'A participação virtual abre quando o placar final for revelado.',
    })
    await db
      .updateTable('competitions')
      .set({ unfrozen_at: new Date().toISOString() })
      .where('id', '=', frozen.id)
      .execute()
    expect((await page(frozen.id, pro)).viewer.canStartVirtual).toBe(true)
    expect((await virtual(frozen.id, pro)).status).toBe(302)
  })
})
