export { type NotificationType, countNewNotifications, notify } from '~/app/kernel/notify.server'

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
