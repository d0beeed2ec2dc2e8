import { type SessionUser, can } from '~/app/kernel/auth/policy'
// What the competition page shows (docs/product.md#competitions-creating): the description, the style and its rule, the times and the
// freeze, the problems once it started (organizers see them before), the viewer's entry and how they may join.
import type { Lng, Prefix } from '~/app/kernel/i18n/locale'
import { teamsOf } from '~/app/kernel/people/people.server'
import { renderRichText } from '~/app/rich-text/index.server'
import { db } from '~/db/client.server'
import {
  type Competition,
  type CompetitionExercise,
  type CompetitionPhase,
  competitionExercises,
  freezeOffsetMs,
  isFrozen,
  isOrganizer,
  participationOf,
  phaseOf,
} from '../core.server'
import { type ProblemStatus, problemStatuses } from '../running/problem-status.server'

export interface CompetitionPageData {
  id: number
  title: string
  descriptionHtml: string
  style: Competition['style']
  kind: Competition['kind']
  allowed: Competition['allowed']
  isOfficial: boolean
  startsAt: string
  endsAt: string
  /** When the scoreboard freezes (null: never). */
  freezesAt: string | null
  frozenMinutes: number
  unfrozen: boolean
  phase: CompetitionPhase
  capacity: number | null
  participants: number
  hasPassword: boolean
  organizer: boolean
  /** null until the start for everyone but organizers; `status` is the viewer's (null without an entry). */
  exercises: (CompetitionExercise & { status: ProblemStatus | null })[] | null
  /** When the page was rendered: the countdown's "now" (a page without JavaScript shows the time left then). */
  renderedAt: string
  course: { slug: string; title: string } | null
  source: { slug: string; title: string } | null
  viewer: {
    loggedIn: boolean
    isPro: boolean
    entry: {
      kind: 'live' | 'virtual'
      team: string | null
      startsAt: string
      endsAt: string
      /** Inside the entry's own window now (a virtual run counts while its clock runs). */
      running: boolean
    } | null
    /** Teams the viewer may register (teams allowed and the viewer belongs to some). */
    teams: { id: number; name: string }[]
    canJoin: boolean
    canStartVirtual: boolean
    /** Ended but still frozen: virtual runs open once the final scoreboard is revealed. */
    virtualWaits: boolean
  }
}

async function participantCount(competitionId: number) {
  const row = await db
    .selectFrom('participations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('competition_id', '=', competitionId)
    .where('kind', '=', 'live')
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

type TitledRow = { title_br: string; title_gb: string | null; slug: string }

/** A source named by its path from the top ("OBI 2023 · Fase 1 · Nível 1"): "Nível 1" alone says little. */
async function sourceWithPath(sourceId: number, lng: Lng) {
  const title = (r: TitledRow) => (lng === 'en-GB' && r.title_gb ? r.title_gb : r.title_br)
  const names: string[] = []
  let slug: string | null = null
  const seen = new Set<number>()
  for (let id: number | null = sourceId; id !== null && !seen.has(id); ) {
    seen.add(id)
    const row = await db
      .selectFrom('sources')
      .select(['slug', 'title_br', 'title_gb', 'parent_id'])
      .where('id', '=', id)
      .executeTakeFirst()
    if (!row) break
    slug ??= row.slug
    names.unshift(title(row))
    id = row.parent_id
  }
  return slug === null ? undefined : { slug, title: names.join(' · ') }
}

async function linked(c: Competition, lng: Lng) {
  const pick = (r: TitledRow) => ({
    slug: r.slug,
    title: lng === 'en-GB' && r.title_gb ? r.title_gb : r.title_br,
  })
  const [course, source] = await Promise.all([
    c.course_id === null
      ? undefined
      : db
          .selectFrom('courses')
          .select(['slug', 'title_br', 'title_gb'])
          .where('id', '=', c.course_id)
          .executeTakeFirst(),
    c.source_id === null ? undefined : sourceWithPath(c.source_id, lng),
  ])
  return { course: course ? pick(course) : null, source: source ?? null }
}

export async function competitionPage(
  user: SessionUser | null,
  c: Competition,
  lng: Lng,
  prefix: Prefix,
  now = new Date(),
): Promise<CompetitionPageData> {
  const phase = phaseOf(c, now)
  const organizer = isOrganizer(user, c)
  const freeze = freezeOffsetMs(c)
  const [exercises, participants, entry, links] = await Promise.all([
    phase !== 'upcoming' || organizer ? competitionExercises(c.id, lng) : Promise.resolve(null),
    participantCount(c.id),
    user ? participationOf(c.id, user.id) : Promise.resolve(undefined),
    linked(c, lng),
  ])
  const team =
    entry?.teamId != null
      ? await db.selectFrom('teams').select('name').where('id', '=', entry.teamId).executeTakeFirst()
      : undefined
  const statuses = entry && exercises ? await problemStatuses(c.id, entry.id) : null
  const open = phase !== 'ended' && c.kind === 'live'
  const teams = user && open && !entry && c.allowed !== 'individual' ? await teamsOf(user.id) : []
  return {
    id: c.id,
    title: c.title,
    descriptionHtml: c.description.trim() ? await renderRichText(c.description, { prefix }) : '',
    style: c.style,
    kind: c.kind,
    allowed: c.allowed,
    isOfficial: c.is_official === 1,
    startsAt: c.starts_at,
    endsAt: c.ends_at,
    freezesAt: freeze === null ? null : new Date(Date.parse(c.starts_at) + freeze).toISOString(),
    frozenMinutes: c.frozen_minutes,
    unfrozen: !!c.unfrozen_at,
    phase,
    capacity: c.capacity,
    participants,
    hasPassword: !!c.password,
    organizer,
    exercises:
      exercises?.map((e) => ({
        ...e,
        status: statuses ? (statuses.get(e.exerciseId) ?? 'not_tried') : null,
      })) ?? null,
    renderedAt: now.toISOString(),
    course: links.course,
    source: links.source,
    viewer: {
      loggedIn: !!user,
      isPro: can(user, 'pro_or_admin'),
      entry: entry
        ? {
            kind: entry.kind,
            team: team?.name ?? null,
            startsAt: entry.startsAt,
            endsAt: entry.endsAt,
            running: Date.parse(entry.startsAt) <= now.getTime() && now.getTime() < Date.parse(entry.endsAt),
          }
        : null,
      teams: teams.map((t) => ({ id: t.id, name: t.name })),
      canJoin: open && !entry,
      canStartVirtual: c.kind === 'live' && phase === 'ended' && !isFrozen(c, now) && !entry,
      virtualWaits: c.kind === 'live' && phase === 'ended' && isFrozen(c, now) && !entry,
    },
  }
}
