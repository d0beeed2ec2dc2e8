import { db } from '~/db/client.server'

export type NotificationType =
  | 'blog'
  | 'new_feed'
  | 'friend'
  | 'friend_request'
  | 'contest_rejudge'
  | 'new_clarification'
  | 'clarification_reply'

/** The bell's count: notifications not seen yet. */
export async function countNewNotifications(userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('is_new', '=', 1)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

export async function notify(userId: number, type: NotificationType, content: Record<string, unknown> = {}) {
  await db
    .insertInto('notifications')
    .values({ user_id: userId, type, content: JSON.stringify(content) })
    .execute()
}

// Teams and friends: the core competitions and rankings read (teams.server.ts).
export {
  type TeamSummary,
  createTeam,
  findTeam,
  friendIds,
  joinTeam,
  teamMemberIds,
  teamsOf,
} from './teams.server'

// The notifications page and `/api/notification/all` (notifications.server.ts).
export {
  type NotificationItem,
  type NotificationView,
  listNotifications,
  markAllSeen,
} from './notifications.server'

// Team pages: list, team page and the membership rules (teams-actions.server.ts).
export {
  type CreateTeamResult,
  type JoinResult,
  type MembershipResult,
  type TeamDetail,
  type TeamListItem,
  type TeamMember,
  createTeamFor,
  joinWithPassword,
  listTeams,
  removeFromTeam,
  teamDetail,
} from './teams-actions.server'

// The areas' surfaces (each folder's public.ts).
export * from './blog/public'
export * from './feedbacks/public'
export * from './friends/public'
export * from './notes/public'
export * from './profile/public'
export * from './search/public'
