/**
 * Features whose pages have not landed yet: switched off, nothing in the shell or on the landing points at
 * them (issue 16 item 7: no link may lead to a "coming soon" page). The issue that builds one turns its
 * switch on here; every link to it follows. `pro`: the PRO button (top bar, drawer) and every in-page PRO link
 * (FeatureLink, featureHref) → /subscription;
 * `videos`, `projects`: the nav links; `classes`: the staff "Turmas" link and the landing's teachers card;
 * `partnerProgram`, `behringAcademy`: the user menu's links.
 */
export const FEATURES: Readonly<Record<Feature, boolean>> = {
  pro: true,
  videos: true,
  projects: false,
  classes: true,
  partnerProgram: true,
  behringAcademy: true,
}
export type Feature = 'pro' | 'videos' | 'projects' | 'classes' | 'partnerProgram' | 'behringAcademy'

/**
 * The pages of the features that have one, for links inside pages (a PRO gate, the profile's PRO card): while the
 * feature is off there is no link at all (FeatureLink in app/ui renders nothing), so no page leads to "em breve".
 */
const FEATURE_PAGES = { pro: '/subscription', partnerProgram: '/partner-program' } as const
export type PagedFeature = keyof typeof FEATURE_PAGES

/** The feature's page under the locale prefix while the feature is on; null while it is off. */
export function featureHref(feature: PagedFeature, prefix: string): string | null {
  return FEATURES[feature] ? `/${prefix}${FEATURE_PAGES[feature]}` : null
}

/** Whether a link's feature is on (links without one always are). */
export function featureOn(link: { feature?: Feature }) {
  return !link.feature || FEATURES[link.feature]
}

/** The navigation of docs/product.md#site-shell as data: the desktop row, the mobile drawer and tests read the same list. */
export interface NavLink {
  key: string
  /** Path after the locale prefix, or an absolute URL when `external`. */
  to: string
  needsLogin?: boolean
  external?: boolean
  dot?: 'competitions' | 'videos'
  /** Shown only while this feature is on (FEATURES). */
  feature?: Feature
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
        // Issue 21: math exercises outside lessons (modules/learning).
        { key: 'mathExercises', to: '/math-exercises' },
        { key: 'projects', to: '/projects', feature: 'projects' },
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
        { key: 'videos', to: '/videos', dot: 'videos', feature: 'videos' },
        // Live classes (modules/live): the calendar of classes and streams, the training guides.
        { key: 'calendar', to: '/calendar' },
        { key: 'trainingGuides', to: '/training-guides' },
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
  const shown = items.map((item) =>
    item.children ? { ...item, children: item.children.filter(featureOn) } : item,
  )
  return loggedIn ? [{ key: 'dashboard', to: '/dashboard' }, ...shown] : shown
}

/** Mobile bottom navigation: four tabs (docs/product.md#site-shell). */
export const BOTTOM_TABS = [
  { key: 'courses', to: '/courses', icon: 'book' },
  { key: 'exercises', to: '/exercises', icon: 'code' },
  { key: 'dashboard', to: '/dashboard', icon: 'home' },
  { key: 'monthlyRanking', to: '/ranking/monthly', icon: 'trophy' },
] as const

export const RANKING_LINKS = ['monthly', 'users', 'institutions', 'teams', 'friends', 'replays'] as const

export interface UserMenuGroup {
  key: string
  /** Only for users with create_content (the management section). */
  management?: boolean
  /** Only for admins (PRO grants, the referral payouts, the assistant's usage). */
  staff?: boolean
  links: { key: string; to: string; feature?: Feature }[]
}

export function userMenuGroups(userId: number, isJttMember: boolean): UserMenuGroup[] {
  const profile: UserMenuGroup['links'] = [
    { key: 'profile', to: `/user/${userId}` },
    { key: 'manageProfile', to: '/user/edit' },
    { key: 'teams', to: '/teams' },
    { key: 'friends', to: '/friends' },
    { key: 'notes', to: '/notes' },
    // Students and professors reach their classes (join by code, lists, weekly form) from here (issue 20).
    { key: 'myClasses', to: '/programming-classes', feature: 'classes' },
  ]
  if (isJttMember)
    profile.push({ key: 'behringAcademy', to: '/behring-academy/profile', feature: 'behringAcademy' })
  const groups: UserMenuGroup[] = [
    { key: 'profile', links: profile },
    {
      key: 'creators',
      links: [
        { key: 'myExercises', to: '/content/exercises' },
        { key: 'inviteFriend', to: '/partner-program', feature: 'partnerProgram' },
      ],
    },
    {
      key: 'content',
      management: true,
      links: [
        // Issue 21: the course editor (modules/learning).
        { key: 'courses', to: '/content/courses' },
        { key: 'texts', to: '/content/texts' },
        { key: 'theoreticalExercises', to: '/content/theoretical-exercises' },
        { key: 'exerciseReview', to: '/exercises/review' },
        { key: 'gradingReview', to: '/grading' },
        { key: 'posts', to: '/content/posts' },
        { key: 'files', to: '/content/files' },
        { key: 'images', to: '/content/images' },
      ],
    },
    {
      key: 'legacy',
      management: true,
      links: [
        { key: 'classes', to: '/programming-classes', feature: 'classes' },
        { key: 'subjects', to: '/subjects' },
      ],
    },
    {
      key: 'staff',
      staff: true,
      links: [
        { key: 'proGrants', to: '/subscription/grants', feature: 'pro' },
        { key: 'referralPayouts', to: '/partner-program/payouts', feature: 'partnerProgram' },
        { key: 'assistantUsage', to: '/assistant/usage' },
      ],
    },
  ]
  return groups.map((g) => ({ ...g, links: g.links.filter(featureOn) })).filter((g) => g.links.length > 0)
}
