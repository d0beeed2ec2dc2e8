import type { Permission, UserColor } from '~/db/schema'
import { USER_COLORS } from '~/db/schema'

/** What the shell and guards know about the logged-in user (docs/product.md#kernel-people-on-screen). */
export interface SessionUser {
  id: number
  name: string
  email: string
  color: UserColor
  level: number
  isPro: boolean
  isAdmin: boolean
  permissions: Permission[]
  isJttMember: boolean
  preferredLanguage: 'pt-BR' | 'en-GB'
  orgRoles: Array<'professor' | 'manager' | 'student'>
  /** Under 14 and no guardian has confirmed yet (ADR 023): no public posts, not in rankings. */
  awaitingGuardian?: boolean
  /** docs/product.md#kernel-people-on-screen: the profile picture's URL (versioned), or null for the initials. */
  image?: string | null
}

/** Roles (docs/product.md#kernel-roles-and-permissions; visitor is the absence of a user). Team roles come with the social module. */
export type Role =
  | 'free'
  | 'pro'
  | 'admin'
  | 'content_author'
  | 'moderator'
  | 'professor'
  | 'organization_manager'
  | 'student'

export function rolesOf(user: SessionUser | null): Role[] {
  if (!user) return []
  const roles: Role[] = [user.isPro ? 'pro' : 'free']
  if (user.isAdmin) roles.push('admin')
  if (user.permissions.includes('create_content')) roles.push('content_author')
  if (user.permissions.includes('moderate')) roles.push('moderator')
  if (user.orgRoles.includes('professor')) roles.push('professor')
  if (user.orgRoles.includes('manager')) roles.push('organization_manager')
  if (user.orgRoles.includes('student')) roles.push('student')
  return roles
}

/** Admins hold every permission. */
export function hasPermission(user: SessionUser | null, permission: Permission): boolean {
  return !!user && (user.isAdmin || user.permissions.includes(permission))
}

export type Capability =
  | 'admin'
  | 'create_content'
  | 'moderate'
  | 'pro_or_admin'
  | 'jtt_member'
  | 'logged_in'
  | 'use_assistant_unlimited'
  | 'notes'
  | 'create_competition'
  | 'download_failing_test'
  | 'certificates'

/** The one place where the table of docs/product.md#kernel-roles-and-permissions becomes code. */
export function can(user: SessionUser | null, capability: Capability): boolean {
  if (!user) return false
  switch (capability) {
    case 'logged_in':
      return true
    case 'admin':
      return user.isAdmin
    case 'create_content':
      return hasPermission(user, 'create_content')
    case 'moderate':
      return hasPermission(user, 'moderate')
    case 'jtt_member':
      return user.isJttMember || user.isAdmin
    case 'pro_or_admin':
    case 'use_assistant_unlimited':
    case 'notes':
    case 'create_competition':
    case 'download_failing_test':
    case 'certificates':
      return user.isPro || user.isAdmin
  }
}

/** Names with more than two words are shown as first and last word (docs/product.md#kernel-people-on-screen). */
export function displayName(name: string): string {
  const words = name.trim().split(/\s+/)
  return words.length > 2 ? `${words[0]} ${words[words.length - 1]}` : words.join(' ')
}

export function userColor(color: string | null | undefined): UserColor {
  return (USER_COLORS as readonly string[]).includes(color ?? '') ? (color as UserColor) : 'black'
}

export function initials(name: string): string {
  const words = displayName(name).split(' ')
  return words
    .map((w) => w[0] ?? '')
    .join('')
    .toUpperCase()
}

/** The notifications badge shows 9+ above 9 (docs/product.md#kernel-people-on-screen). */
export function badgeCount(n: number): string | null {
  if (n <= 0) return null
  return n > 9 ? '9+' : String(n)
}
