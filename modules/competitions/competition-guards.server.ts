// What the competition routes check first: a login (visitors go to the login page and come back), the
// competition in the address (404 otherwise) and its organizers (403).
import { requireLogin } from '~/app/kernel/guards.server'
import { type Competition, findCompetition, isOrganizer } from './core.server'

/** The competition of `:id`, or a thrown 404. */
export async function requireCompetition(param: string | undefined): Promise<Competition> {
  const id = /^\d{1,9}$/.test(param ?? '') ? Number(param) : 0
  const found = id ? await findCompetition(id) : undefined
  if (!found) throw new Response('Not Found', { status: 404 })
  return found
}

export async function requireOrganizer(request: Request, param: string | undefined) {
  const user = await requireLogin(request)
  const competition = await requireCompetition(param)
  if (!isOrganizer(user, competition)) throw new Response('Forbidden', { status: 403 })
  return { user, competition }
}
