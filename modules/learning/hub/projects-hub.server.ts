import { type SessionUser, can, displayName } from '~/app/kernel/auth/policy'
// The projects hub (issue 21, docs/product.md#learning-math-and-projects): tabs step-by-step and ideas (projects
// by kind) and community (public hand-ins), and who may see or edit a project outside lessons.
import type { Lng } from '~/app/kernel/i18n/locale'
import { db } from '~/db/client.server'
import type { ProjectKind } from '~/db/schema-learning'
import { jsonStrings, pick } from '../text'
import { openOutsideLessons } from './authored.server'
import { HUB_TABS, type HubTab } from './tabs'

const KIND_OF_TAB: Record<Exclude<HubTab, 'community'>, ProjectKind> = {
  'step-by-step': 'step_by_step',
  ideas: 'idea',
}
const LISTED = 50

export const hubTab = (value: string | null): HubTab =>
  (HUB_TABS as readonly string[]).includes(value ?? '') ? (value as HubTab) : 'step-by-step'

export async function hubProjects(tab: Exclude<HubTab, 'community'>, user: SessionUser | null, lng: Lng) {
  let query = db
    .selectFrom('projects')
    .select(['id', 'name_br', 'name_gb', 'complexity', 'technologies', 'is_free', 'visibility', 'author_id'])
    .where('kind', '=', KIND_OF_TAB[tab])
  if (!can(user, 'create_content')) {
    query = query
      .where((eb) =>
        eb.or([eb('visibility', '!=', 'private'), ...(user ? [eb('author_id', '=', user.id)] : [])]),
      )
      // A course's project is read in its lesson, behind the course's PRO and schedule rules (lessonAccess).
      .where('id', 'not in', (eb) =>
        eb.selectFrom('lessons').select('project_id').where('project_id', 'is not', null),
      )
  }
  const rows = await query.orderBy('id').limit(LISTED).execute()
  return rows.map((p) => ({
    id: p.id,
    name: pick(p.name_br, p.name_gb, lng),
    complexity: p.complexity,
    technologies: jsonStrings(p.technologies),
    isFree: p.is_free === 1,
    isPrivate: p.visibility === 'private',
  }))
}

/** The community tab: hand-ins their authors made public, newest first (a ZIP is named, not linked). */
export async function communityHandIns(lng: Lng) {
  const rows = await db
    .selectFrom('project_submissions as s')
    .innerJoin('projects as p', 'p.id', 's.project_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.kind', 's.repository_url', 's.status', 's.score', 's.created_at'])
    .select(['p.id as projectId', 'p.name_br', 'p.name_gb', 'u.id as userId', 'u.name as userName'])
    .where('s.visibility', '=', 'public')
    .where('p.visibility', '!=', 'private')
    .orderBy('s.id', 'desc')
    .limit(LISTED)
    .execute()
  return rows.map((r) => ({
    id: r.id,
    projectId: r.projectId,
    projectName: pick(r.name_br, r.name_gb, lng),
    userId: r.userId,
    userName: displayName(r.userName),
    kind: r.kind,
    repositoryUrl: r.repository_url,
    status: r.status,
    score: r.score,
    createdAt: r.created_at,
  }))
}

/** A project row for its pages, or null when it does not exist for this person. */
export async function visibleProject(user: SessionUser | null, id: number) {
  const project = await db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst()
  return (await openOutsideLessons(user, project, 'project_id')) ? (project ?? null) : null
}
