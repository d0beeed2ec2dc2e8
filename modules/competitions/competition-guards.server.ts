// What the competition routes check first: a login (visitors go to the login page and come back), the
// competition in the address (404 otherwise), whether the viewer may see it (a class's competition: 404 to
// outsiders, class-access.server.ts) and its organizers (403).
import { loginRedirect, optionalUser, requireLogin } from '~/app/kernel/auth/guards.server'
import { maySeeCompetition } from './class-access.server'
import { type Competition, findCompetition, isOrganizer } from './core.server'

const notFound = () => new Response('Not Found', { status: 404 })

/**
 * The competition of `:id` if the viewer may see it, or a thrown 404; a visitor meeting a class's competition
 * logs in first (its students come back to it).
 */
export async function requireCompetition(param: string | undefined, request: Request): Promise<Competition> {
  const id = /^\d{1,9}$/.test(param ?? '') ? Number(param) : 0
  const found = id ? await findCompetition(id) : undefined
  if (!found) throw notFound()
  if (found.programming_class_id !== null) {
    const user = await optionalUser(request)
    if (!user) throw loginRedirect(request)
    if (!(await maySeeCompetition(user, found))) throw notFound()
  }
  return found
}

export async function requireOrganizer(request: Request, param: string | undefined) {
  const user = await requireLogin(request)
  const competition = await requireCompetition(param, request)
  if (!isOrganizer(user, competition)) throw new Response('Forbidden', { status: 403 })
  return { user, competition }
}
