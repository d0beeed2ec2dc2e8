import { requireLogin } from '~/app/kernel/auth/guards.server'
import type { SessionUser } from '~/app/kernel/auth/policy'
import { type ClassPage, type ClassRelation, type OrgPage, mayOpenClassPage, mayOpenOrgPage } from './access'
import { type ClassRow, classRelation, findClass } from './classes/classes.server'
import { findOrganization, orgRelation } from './membership/members.server'

// The routes' one way in: visitors log in and come back; whoever the rules (access.ts) leave out gets a 404.

export const notFound = () => new Response('Not Found', { status: 404 })

const idOf = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : 0)

export interface ClassAccess {
  user: SessionUser
  cls: ClassRow
  relation: ClassRelation
}

export async function requireClassPage(request: Request, id: string | undefined, page: ClassPage) {
  const user = await requireLogin(request)
  const cls = await findClass(idOf(id))
  if (!cls) throw notFound()
  const relation = await classRelation(user, cls)
  if (!mayOpenClassPage(page, relation)) throw notFound()
  return { user, cls, relation } satisfies ClassAccess
}

export async function requireOrgPage(request: Request, id: string | undefined, page: OrgPage) {
  const user = await requireLogin(request)
  const org = await findOrganization(idOf(id))
  if (!org) throw notFound()
  const relation = await orgRelation(user, org.id)
  if (!mayOpenOrgPage(page, relation)) throw notFound()
  return { user, org, relation }
}

/** A number from a route param or a form field, or 0 (matches nothing). */
export { idOf }
