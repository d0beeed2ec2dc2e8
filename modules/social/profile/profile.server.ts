import { type SessionUser, displayName, initials, userColor } from '~/app/kernel/auth/policy'
import { isProUser } from '~/app/kernel/auth/pro.server'
// The public profile (docs/product.md#social-profiles: "Public user profile"): who the person is, and the page's data put together.
import type { Lng, Prefix } from '~/app/kernel/i18n/locale'
import { renderRichText } from '~/app/rich-text/index.server'
import { db } from '~/db/client.server'
import type { UserColor } from '~/db/schema'
import { MEMBER_TAGS, type MemberTag, SOCIAL_LINK_KINDS, type SocialLinkKind } from '~/db/schema-social'
import { viewerPositions } from '~/modules/competitions'
import { authoredExercises, solvedExercisesPage } from '~/modules/judge'
import {
  type CategoryProgress,
  type ProgressCharts,
  authoredLessons,
  enrolledCourses,
  profileStats,
  progressCharts,
} from '~/modules/learning'
import { type FriendshipState, friendshipState } from '../friends/friends.server'
import { teamsOf } from '../teams.server'
import { type Calendar, buildCalendar } from './calendar'
import { type EarnedAchievement, type ExternalResultView, type JobView, journey } from './journey.server'
import {
  type AuthoredExercise,
  type AuthoredLesson,
  type EnrolledCourse,
  type SolvedItem,
  type Tutorial,
  authoredTutorials,
} from './profile-lists.server'

/** A user id from a route parameter; null when it cannot be one. */
export function userIdParam(param: string | undefined): number | null {
  return /^[1-9]\d{0,9}$/.test(param ?? '') && Number(param) <= 2_147_483_647 ? Number(param) : null
}

export function parseMemberTags(json: string | null | undefined): MemberTag[] {
  try {
    const value: unknown = JSON.parse(json ?? '[]')
    return Array.isArray(value) ? MEMBER_TAGS.filter((t) => value.includes(t)) : []
  } catch {
    return []
  }
}

export interface ProfileUser {
  id: number
  /** Display form: more than two words → first and last (docs/product.md#kernel-people-on-screen). */
  name: string
  initials: string
  color: UserColor
  isPro: boolean
  level: number
  xp: number
  /** The picture's URL (versioned so a new picture shows at once), or null: initials in the user's colour. */
  picture: string | null
  showInRankings: boolean
  biography: string
  memberTags: MemberTag[]
  institution: { id: number; name: string; shortName: string } | null
}

/** The person behind /user/:id, or null when no such user exists. */
export async function findProfileUser(id: number): Promise<ProfileUser | null> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('institutions as i', 'i.id', 'u.institution_id')
    .select([
      'u.id',
      'u.name',
      'u.color',
      'u.level',
      'u.xp',
      'u.has_picture',
      'u.updated_at',
      'u.show_in_rankings',
      'u.biography',
      'u.member_tags',
      'i.id as institution_id',
      'i.name as institution_name',
      'i.short_name',
    ])
    .where('u.id', '=', id)
    // An account being deleted (or erased) has no profile: the person asked to disappear (docs/privacy.md).
    .where('u.deactivated_at', 'is', null)
    .executeTakeFirst()
  if (!row) return null
  const version = Date.parse(row.updated_at) || 0
  return {
    id: row.id,
    name: displayName(row.name),
    initials: initials(row.name),
    color: userColor(row.color),
    isPro: await isProUser(row.id),
    level: row.level,
    xp: row.xp,
    picture: row.has_picture === 1 ? `/image/user-profile/${row.id}.png?v=${version.toString(36)}` : null,
    showInRankings: row.show_in_rankings === 1,
    biography: row.biography,
    memberTags: parseMemberTags(row.member_tags),
    institution:
      row.institution_id !== null
        ? { id: row.institution_id, name: row.institution_name ?? '', shortName: row.short_name ?? '' }
        : null,
  }
}

/** A biography as one plain line for the meta description: links keep their text, markup goes. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/<[^>]*>/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(?:#{1,6}|>|[-+*]|\d+\.)\s+/gm, '')
    .replace(/[*_`~|]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

export interface SocialLink {
  kind: SocialLinkKind
  url: string
}

export async function socialLinksOf(userId: number): Promise<SocialLink[]> {
  const rows = await db
    .selectFrom('social_links')
    .select(['kind', 'url'])
    .where('user_id', '=', userId)
    .execute()
  return SOCIAL_LINK_KINDS.flatMap((kind) => rows.filter((r) => r.kind === kind))
}

/** A ranking place and the ranking page it is on. */
export interface Place {
  position: number
  page: number
}

export interface ProfileStatsView {
  /** The person chose not to show in rankings: no positions at all. */
  hidden: boolean
  individual: Place | null
  /** Their place among their institution's members. */
  institution: (Place & { shortName: string; institutionId: number }) | null
  exercisesSolved: number
  lessonsCompleted: number
  xp: number
}

export type { EarnedAchievement, ExternalResultView, JobView }

export const PROFILE_TABS = ['exercises', 'lessons', 'tutorials'] as const
export type ProfileTab = (typeof PROFILE_TABS)[number]

export interface ProfilePage {
  user: ProfileUser
  isSelf: boolean
  friendship: FriendshipState
  teams: { id: number; name: string }[]
  socialLinks: SocialLink[]
  biographyHtml: string
  stats: ProfileStatsView
  categories: CategoryProgress[]
  calendar: Calendar
  /** XP over the last weeks and solved per category (issue 16's charts). */
  charts: ProgressCharts
  streak: { current: number; longest: number }
  courses: EnrolledCourse[]
  solved: { items: SolvedItem[]; total: number }
  results: ExternalResultView[]
  jobs: JobView[]
  achievements: EarnedAchievement[]
  tabs: {
    current: ProfileTab | null
    exercises: AuthoredExercise[]
    lessons: AuthoredLesson[]
    tutorials: Tutorial[]
  }
}

export const LATEST_SOLVED = 10

async function statsView(user: ProfileUser, now: Date) {
  const [stats, positions] = await Promise.all([profileStats(user.id, now), viewerPositions(user.id, now)])
  // docs/product.md#social-profiles: whoever chose not to show in rankings appears in none of them, their own profile included.
  const hidden = !user.showInRankings || positions.hidden
  const internal = positions.institution?.internal
  const view: ProfileStatsView = {
    hidden,
    individual:
      !hidden && positions.users ? { position: positions.users.position, page: positions.users.page } : null,
    institution:
      !hidden && positions.institution && internal
        ? {
            position: internal.position,
            page: internal.page,
            shortName: positions.institution.shortName,
            institutionId: positions.institution.id,
          }
        : null,
    exercisesSolved: stats.exercisesSolved,
    lessonsCompleted: stats.lessonsCompleted,
    xp: stats.xp,
  }
  return { view, stats }
}

/** Everything /{lang}/user/:id shows, or null for an unknown user. */
export async function profilePage(
  viewer: SessionUser | null,
  userId: number,
  options: { lng: Lng; prefix: Prefix; tab: ProfileTab | null; now?: Date },
): Promise<ProfilePage | null> {
  const user = await findProfileUser(userId)
  if (!user) return null
  const { lng, prefix, tab } = options
  const now = options.now ?? new Date()
  const [
    { view, stats },
    teams,
    socialLinks,
    friendship,
    courses,
    solved,
    story,
    exercises,
    lessons,
    tutorials,
    charts,
  ] = await Promise.all([
    statsView(user, now),
    teamsOf(userId),
    socialLinksOf(userId),
    friendshipState(viewer?.id ?? null, userId),
    enrolledCourses(userId, lng),
    solvedExercisesPage(viewer, userId, lng, 1, LATEST_SOLVED),
    journey(userId),
    authoredExercises(viewer, userId, lng),
    authoredLessons(userId, lng),
    authoredTutorials(userId, lng),
    progressCharts(userId, now),
  ])
  const available = { exercises, lessons, tutorials }
  // Without ?tab=, the first tab that has something is open.
  const current = tab ?? PROFILE_TABS.find((t) => available[t].length > 0) ?? null
  return {
    user,
    isSelf: viewer?.id === userId,
    friendship,
    teams: teams.map((t) => ({ id: t.id, name: t.name })),
    socialLinks,
    biographyHtml: await renderRichText(user.biography, { prefix }),
    stats: view,
    categories: stats.categories,
    calendar: buildCalendar(stats.consistency),
    charts,
    streak: { current: stats.streak.current, longest: stats.streak.longest },
    courses,
    solved: { items: solved.items, total: solved.total },
    results: story.results,
    jobs: story.jobs,
    achievements: story.achievements,
    tabs: { current, ...available },
  }
}
