import { describe, expect, it } from 'vitest'
import { loginHref } from '~/app/kernel/auth/login'
import { db } from '~/db/client.server'
import { createTestUser } from '~/tests/factories'
import { formRequest, getRequest, routeArgs } from '~/tests/setup/helpers'
import { inviter } from '../test-helpers'
import * as main from './partner-program'
import * as link from './partner-program.link'
import * as payouts from './partner-program.payouts'
import * as csv from './partner-program.payouts-csv'
import * as receipts from './partner-program.receipts'

/** What a loader or action returned or threw (redirects and 404s are thrown Responses). */
async function settle(run: () => unknown): Promise<unknown> {
  try {
    return await run()
  } catch (thrown) {
    return thrown
  }
}
const status = (value: unknown) => (value instanceof Response ? value.status : 200)
const location = (value: unknown) => (value instanceof Response ? value.headers.get('location') : null)

describe('the programme pages', () => {
  it('Brazil only: /gb says so, and so does /br to a user whose institution is abroad', async () => {
    const user = await createTestUser()
    expect(await main.loader(routeArgs(getRequest('/gb/partner-program', user)) as never)).toMatchObject({
      eligibility: 'locale',
    })
    const abroad = await db
      .insertInto('institutions')
      .values({ name: 'Lisbon School', short_name: 'LIS', type: 'educational', country: 'PT' })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db.updateTable('users').set({ institution_id: abroad.id }).where('id', '=', user.id).execute()
    expect(await main.loader(routeArgs(getRequest('/br/partner-program', user)) as never)).toMatchObject({
      eligibility: 'country',
    })
  })

  it('a visitor logs in and comes back to the page asked for', async () => {
    for (const [page, path] of [
      [main, '/br/partner-program'],
      [link, '/br/partner-program/link'],
      [receipts, '/br/partner-program/receipts'],
    ] as const) {
      const result = await settle(() => page.loader(routeArgs(getRequest(path)) as never))
      expect([status(result), location(result)]).toEqual([302, loginHref('br', path)])
    }
  })

  it('creating a link: a PIX key of the wrong shape is a 422, a taken identifier a 409, never a 500', async () => {
    const ana = await inviter('ana-rota')
    const bia = await createTestUser()
    const post = (fields: Record<string, string>) =>
      settle(() =>
        link.action(
          routeArgs(formRequest('/br/partner-program/link', fields, { cookie: bia.cookie })) as never,
        ),
      )
    const fields = {
      identifier: 'bia',
      pixKeyType: 'cnpj',
      pixKey: '11.222.333/0001-82',
      ownerName: 'Bia Lima',
    }
    const bad = (await post(fields)) as Response
    expect(bad.status).toBe(422)
    expect(JSON.stringify(await bad.json())).toContain('errors.pix.cnpj')
    expect(status(await post({ ...fields, pixKeyType: 'bitcoin' }))).toBe(422)
    expect(status(await post({}))).toBe(422)
    const taken = await post({ ...fields, identifier: ana.identifier, pixKey: '11.222.333/0001-81' })
    expect(status(taken)).toBe(409)
    const made = await post({ ...fields, pixKey: '11.222.333/0001-81' })
    expect([status(made), location(made)]).toEqual([302, '/br/partner-program'])
  })
})

describe('staff pages and the seam', () => {
  it('payouts and their CSV are staff only; a malformed month is a 404', async () => {
    const user = await createTestUser()
    const admin = await createTestUser({ is_admin: 1 })
    const refused = await settle(() =>
      csv.loader(routeArgs(getRequest('/br/partner-program/payouts/csv?month=2026-11', user)) as never),
    )
    expect([status(refused), location(refused)]).toEqual([302, '/br'])
    const closed = await settle(() =>
      payouts.action(
        routeArgs(
          formRequest('/br/partner-program/payouts', { intent: 'close' }, { cookie: user.cookie }),
        ) as never,
      ),
    )
    expect(location(closed)).toBe('/br')
    const bad = await settle(() =>
      csv.loader(routeArgs(getRequest('/br/partner-program/payouts/csv?month=x', admin)) as never),
    )
    expect(status(bad)).toBe(404)
    const file = (await csv.loader(
      routeArgs(getRequest('/br/partner-program/payouts/csv?month=2026-11', admin)) as never,
    )) as Response
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const markBad = (await payouts.action(
      routeArgs(
        formRequest(
          '/br/partner-program/payouts',
          { payoutId: '1', endToEndId: 'E1' },
          { cookie: admin.cookie },
        ),
      ) as never,
    )) as Response
    expect(markBad.status).toBe(422)
    expect(await markBad.json()).toMatchObject({ endToEndId: 'E1', error: 'errors.endToEndInvalid' })
  })
})
