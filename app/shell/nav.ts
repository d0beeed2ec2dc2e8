/** The navigation of spec §2 as data: the desktop row, the mobile drawer and tests read the same list. */
export interface NavLink {
  key: string
  /** Path after the locale prefix, or an absolute URL when `external`. */
  to: string
  needsLogin?: boolean
  external?: boolean
  dot?: 'competitions' | 'videos'
}

export interface NavItem {
  key: string
  to?: string
  dot?: NavLink['dot']
  children?: NavLink[]
}

export const COMMUNITY_CHAT_URL = 'https://discord.gg/trilha'

export function navItems(loggedIn: boolean): NavItem[] {
  const items: NavItem[] = [
    { key: 'courses', to: '/courses' },
    {
      key: 'practice',
      children: [
        { key: 'exercises', to: '/exercises' },
        { key: 'projects', to: '/projects' },
        { key: 'sources', to: '/sources' },
        { key: 'submissions', to: '/submissions', needsLogin: true },
        { key: 'communitySubmissions', to: '/community-submissions' },
      ],
    },
    {
      key: 'resources',
      children: [
        { key: 'blog', to: '/blog' },
        { key: 'news', to: '/news' },
        { key: 'videos', to: '/videos', dot: 'videos' },
      ],
    },
    {
      key: 'community',
      children: [
        { key: 'rankings', to: '/rankings' },
        { key: 'hallOfFameProfessional', to: '/hall-of-fame/professional' },
        { key: 'hallOfFameObi', to: '/hall-of-fame/obi' },
        { key: 'streamers', to: '/streamers' },
        { key: 'chat', to: COMMUNITY_CHAT_URL, external: true },
      ],
    },
    { key: 'competitions', to: '/competitions', dot: 'competitions' },
    { key: 'aboutUs', to: '/about-us' },
  ]
  return loggedIn ? [{ key: 'dashboard', to: '/dashboard' }, ...items] : items
}

/** Mobile bottom navigation: four tabs (spec §2). */
export const BOTTOM_TABS = [
  { key: 'courses', to: '/courses', icon: 'book' },
  { key: 'exercises', to: '/exercises', icon: 'code' },
  { key: 'dashboard', to: '/dashboard', icon: 'home' },
  { key: 'monthlyRanking', to: '/ranking/monthly', icon: 'trophy' },
] as const

export const RANKING_LINKS = ['monthly', 'users', 'institutions', 'teams', 'friends', 'replays'] as const

export const EXERCISE_MENU = [
  { key: 'exercises', to: '/exercises' },
  { key: 'submissions', to: '/submissions' },
  { key: 'communitySubmissions', to: '/community-submissions' },
] as const

export interface UserMenuGroup {
  key: string
  /** Only for users with create_content (the management section). */
  management?: boolean
  links: { key: string; to: string }[]
}

export function userMenuGroups(userId: number, isJttMember: boolean): UserMenuGroup[] {
  const profile = [
    { key: 'profile', to: `/user/${userId}` },
    { key: 'manageProfile', to: '/user/edit' },
    { key: 'teams', to: '/teams' },
    { key: 'friends', to: '/friends' },
    { key: 'notes', to: '/notes' },
  ]
  if (isJttMember) profile.push({ key: 'behringAcademy', to: '/behring-academy/profile' })
  return [
    { key: 'profile', links: profile },
    {
      key: 'creators',
      links: [
        { key: 'myExercises', to: '/content/exercises' },
        { key: 'inviteFriend', to: '/partner-program' },
      ],
    },
    {
      key: 'content',
      management: true,
      links: [
        { key: 'texts', to: '/content/texts' },
        { key: 'theoreticalExercises', to: '/content/theoretical-exercises' },
        { key: 'exerciseReview', to: '/exercises/review' },
        { key: 'posts', to: '/content/posts' },
        { key: 'files', to: '/content/files' },
        { key: 'images', to: '/content/images' },
      ],
    },
    {
      key: 'legacy',
      management: true,
      links: [
        { key: 'classes', to: '/programming-classes' },
        { key: 'subjects', to: '/subjects' },
      ],
    },
  ]
}
