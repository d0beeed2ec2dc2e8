import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { makeUser } from '~/tests/factories'
import { getRequest, post, routeArgs } from '~/tests/setup/helpers'
import { makeOrg, orgUser, response } from '../test-helpers'
import * as organization from './organization'
import * as join from './organization-join'

const status = async (p: Promise<unknown>) => (await response(p)).status

describe('organization area', () => {
  it('managers invite by link or code, people join with it, managers remove them; others get 404', async () => {
    const org = await makeOrg()
    const id = String(org)
    const manager = await orgUser(org, 'manager')
    const url = `/br/organization/${id}`
    await response(
      organization.action(routeArgs(post(url, { intent: 'invite', role: 'professor' }, manager), { id })),
    )
    const page = (await organization.loader(routeArgs(getRequest(url, manager), { id }))) as {
      invites: { role: string; code: string }[]
      origin: string
      counts: Record<string, number>
    }
    const code = page.invites.find((i) => i.role === 'professor')!.code
    // The link is built on the configured public origin, not on the request's host ("test").
    expect(page.origin).toBe('https://trilha.test')
    expect(page.counts).toEqual({ manager: 1, professor: 0, student: 0 })
    const teacher = await makeUser()
    // Opening the link writes nothing; the button does.
    await join.loader(routeArgs(getRequest(`/br/organization/join/${code}`, teacher), { code }))
    const roles = () =>
      db.selectFrom('organization_members').select('role').where('user_id', '=', teacher.id).execute()
    expect(await roles()).toEqual([])
    await response(join.action(routeArgs(post(`/br/organization/join/${code}`, {}, teacher), { code })))
    expect(await roles()).toEqual([{ role: 'professor' }])
    // A new invitation revokes the old code.
    await response(
      organization.action(routeArgs(post(url, { intent: 'invite', role: 'professor' }, manager), { id })),
    )
    expect(
      await status(join.loader(routeArgs(getRequest(`/br/organization/join/${code}`, teacher), { code }))),
    ).toBe(404)
    // The professor may not open the area; nor may an outsider; the manager removes the professor.
    const prof = await orgUser(org, 'professor')
    for (const who of [prof, await makeUser()]) {
      expect(await status(organization.loader(routeArgs(getRequest(url, who), { id })))).toBe(404)
      expect(
        await status(
          organization.action(
            routeArgs(post(url, { intent: 'remove', role: 'professor', userId: String(teacher.id) }, who), {
              id,
            }),
          ),
        ),
      ).toBe(404)
    }
    await response(
      organization.action(
        routeArgs(post(url, { intent: 'remove', role: 'professor', userId: String(teacher.id) }, manager), {
          id,
        }),
      ),
    )
    expect(await roles()).toEqual([])
    expect(
      await status(
        organization.loader(routeArgs(getRequest('/br/organization/abc', manager), { id: 'abc' })),
      ),
    ).toBe(404)
  })
})
