// Rows and calls for the org module's tests (not a test file itself).
import { db } from '~/db/client.server'
import type { OrgRole } from '~/db/schema-org'
import { type TestUser, makeUser } from '~/tests/factories'
import { getRequest, loaded, post, routeArgs } from '~/tests/setup/helpers'
import { type ClassInput, createClass } from './classes/classes.server'
import * as subscriptions from './routes/org-subscriptions'

let n = 0

/** An organization (institution) with a short name no other test uses. */
export async function makeOrg(name = 'Escola de Teste') {
  n += 1
  const letters = `${process.pid}${Date.now()}${n}`.replace(/\d/g, (d) => 'ABCDEFGHIJ'[Number(d)]).slice(-12)
  const row = await db
    .insertInto('institutions')
    .values({ name, short_name: `T-${letters}`, type: 'educational', country: 'BR', state: 'SP' })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** A logged-in user holding `role` in the organization (the session is read after the role is given). */
export async function orgUser(orgId: number, role: OrgRole): Promise<TestUser> {
  const user = await makeUser()
  await db
    .insertInto('organization_members')
    .values({ institution_id: orgId, user_id: user.id, role })
    .execute()
  return { ...user, session: { ...user.session, orgRoles: [role] } }
}

/** A thrown or returned Response (guards throw redirects and 404s; actions return redirects). */
export async function response(promise: Promise<unknown>): Promise<Response> {
  try {
    const value = await promise
    if (value instanceof Response) return value
    throw new Error(`not a response: ${JSON.stringify(value).slice(0, 200)}`)
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
}

/** What `data(value, init)` returned (an action's re-rendered form). */
export const replied = (value: unknown) =>
  value as { data: Record<string, unknown>; init: ResponseInit | null }

/** A class of `professorId` in the organization, the way the class form makes it (defaults: visible, open). */
export function makeClass(orgId: number, professorId: number, input: Partial<ClassInput> = {}) {
  return createClass(orgId, professorId, {
    title: 'Turma de Teste',
    caption: '',
    calendarUrl: null,
    certificates: false,
    competitionId: null,
    archived: false,
    inviteOnly: false,
    hidden: false,
    ...input,
  })
}

/** A new organization's subscriptions tab (ADRs 024, 029), posted to and read as its manager (or `who`). */
export async function subscriptionsTab(name: string) {
  const org = await makeOrg(name)
  const id = String(org)
  const manager = await orgUser(org, 'manager')
  const url = `/br/organization/${id}/subscriptions`
  const send = (fields: Record<string, string>, who: { cookie: string } = manager) =>
    subscriptions.action(routeArgs(post(url, fields, who), { id }))
  const page = async (who: { cookie: string } = manager) =>
    (await loaded(subscriptions.loader(routeArgs(getRequest(url, who), { id })))) as Awaited<
      ReturnType<typeof subscriptions.loader>
    >
  return { org, id, manager, url, send, page }
}
