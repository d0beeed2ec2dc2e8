import { remember } from '@epic-web/remember'
import type { SessionUser } from '~/app/kernel/auth/policy'
import { db } from '~/db/client.server'
import { type Competition, isOrganizer } from './core.server'

// A competition restricted to a programming class (`competitions.programming_class_id`, docs/product.md#org).
// Classes are the org module's, above this one (ADR 014): org installs the answer to "what is this user to that
// class?" at start (`installClassStanding`, from its `startOrg`). Without it nobody but the competition's
// organizers gets in: a restricted competition is never opened by mistake.
//
// Who sees it: its organizers, and the class's teachers and students; everyone else gets a 404 (as org's own
// class pages: a class's competition does not tell outsiders the class exists). Only its students join.

export interface ClassStanding {
  relation: 'teacher' | 'student'
  /** The class's title (the form and the page name it). */
  title: string
}

type Lookup = (user: SessionUser, classId: number) => Promise<ClassStanding | null>

const state = remember('trilha-class-standing', () => ({ lookup: null as Lookup | null }))

export function installClassStanding(lookup: Lookup): () => void {
  state.lookup = lookup
  return () => {
    if (state.lookup === lookup) state.lookup = null
  }
}

/** What the user is to the class: its teacher, its student, or nothing (also when no org answers). */
export async function classStanding(
  user: SessionUser | null,
  classId: number,
): Promise<ClassStanding | null> {
  if (!user || !state.lookup) return null
  return state.lookup(user, classId)
}

type Restricted = Pick<Competition, 'programming_class_id' | 'created_by'>

/** Anyone sees an open competition; a class's one only its organizers and the class's people. */
export async function maySeeCompetition(user: SessionUser | null, c: Restricted): Promise<boolean> {
  if (c.programming_class_id === null) return true
  if (isOrganizer(user, c)) return true
  return (await classStanding(user, c.programming_class_id)) !== null
}

/** Only the class's students take part in its competition. */
export async function mayJoinClassCompetition(user: SessionUser, c: Restricted): Promise<boolean> {
  if (c.programming_class_id === null) return true
  return (await classStanding(user, c.programming_class_id))?.relation === 'student'
}

/** A class's competitions, soonest first (the class page lists them for its people). */
export async function classCompetitions(classId: number) {
  return db
    .selectFrom('competitions')
    .select(['id', 'title', 'style', 'starts_at', 'ends_at'])
    .where('programming_class_id', '=', classId)
    .where('kind', '=', 'live')
    .orderBy('starts_at', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute()
}
