// Who may open which page of the org module (docs/product.md#org): the one table of the module, tested as
// route × role in access.test.ts. Pages answer 404 (never 403) to whoever may not open them, so a professor
// of class A cannot even learn that class B exists.

/** A person's relation to an organization (an institution). Admins hold every permission. */
export type OrgRelation = 'admin' | 'manager' | 'professor' | 'student' | 'outsider'

/**
 * A person's relation to a class: `manager` of its organization, `owner` (the class's professor), another
 * `professor` of the organization, an enrolled `student`, or an `outsider` (anyone else, a removed student).
 */
export type ClassRelation = 'admin' | 'manager' | 'owner' | 'professor' | 'student' | 'outsider'

export const ORG_PAGES = [
  'org.area',
  'org.members',
  'org.invite',
  'org.remove',
  'class.create',
  'org.seats.buy',
] as const
export type OrgPage = (typeof ORG_PAGES)[number]

export const CLASS_PAGES = [
  'class.view',
  'class.edit',
  'class.members',
  'list.view',
  'list.edit',
  'grid',
  'journey.any',
  'journey.own',
  'report',
  'weekly.fill',
  'weekly.answers',
  'weekly.config',
  'discussion',
  'calendar.token',
] as const
export type ClassPage = (typeof CLASS_PAGES)[number]

const STAFF = ['admin', 'manager'] as const
const TEACHERS = ['admin', 'manager', 'owner'] as const

const ORG_RULES: Record<OrgPage, readonly OrgRelation[]> = {
  // The organization area (general, members, classes, progress, report): its managers and admins.
  'org.area': STAFF,
  'org.members': STAFF,
  'org.invite': STAFF,
  'org.remove': STAFF,
  // Professors create their own classes; managers create them for a professor of theirs.
  'class.create': ['admin', 'manager', 'professor'],
  // Buying PRO seats spends the organization's money (ADR 029): its managers only; staff grant seats instead.
  'org.seats.buy': ['manager'],
}

const CLASS_RULES: Record<ClassPage, readonly ClassRelation[]> = {
  'class.view': [...TEACHERS, 'student'],
  'class.edit': TEACHERS,
  'class.members': TEACHERS,
  // A student opens only the lists that have started (the route checks the start); teachers any.
  'list.view': [...TEACHERS, 'student'],
  'list.edit': TEACHERS,
  grid: TEACHERS,
  'journey.any': TEACHERS,
  'journey.own': [...TEACHERS, 'student'],
  report: TEACHERS,
  'weekly.fill': ['student'],
  'weekly.answers': TEACHERS,
  'weekly.config': TEACHERS,
  discussion: [...TEACHERS, 'student'],
  'calendar.token': [...TEACHERS, 'student'],
}

export function mayOpenOrgPage(page: OrgPage, relation: OrgRelation): boolean {
  return ORG_RULES[page].includes(relation)
}

export function mayOpenClassPage(page: ClassPage, relation: ClassRelation): boolean {
  return CLASS_RULES[page].includes(relation)
}

/** Teachers of a class: whoever may edit it. */
export const isTeacher = (relation: ClassRelation) => mayOpenClassPage('class.edit', relation)

/** The classes page's tabs (client-safe: the page draws them). */
export const CLASS_TABS = ['current', 'archived', 'closed'] as const
export type ClassTab = (typeof CLASS_TABS)[number]
