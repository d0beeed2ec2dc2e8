import { describe, expect, it } from 'vitest'
import { type SessionUser, badgeCount, can, displayName, hasPermission, rolesOf, userColor } from './policy'

const base: SessionUser = {
  id: 1,
  name: 'Ana',
  email: 'a@b.c',
  color: 'black',
  level: 0,
  isPro: false,
  isAdmin: false,
  permissions: [],
  isJttMember: false,
  preferredLanguage: 'pt-BR',
  orgRoles: [],
}

describe('display rules', () => {
  it('shows names of more than two words as first and last word', () => {
    expect(displayName('Pedro Henrique Souza Lima')).toBe('Pedro Lima')
    expect(displayName('Beatriz Santos')).toBe('Beatriz Santos')
    expect(displayName('  Ana  ')).toBe('Ana')
    expect(displayName('Ana  Maria   de Souza')).toBe('Ana Souza')
  })

  it('falls back to black for unknown colours', () => {
    expect(userColor('teal')).toBe('teal')
    expect(userColor('light-blue')).toBe('light-blue')
    expect(userColor('pink')).toBe('black')
    expect(userColor(null)).toBe('black')
  })

  it('shows 9+ above 9 and nothing at 0', () => {
    expect(badgeCount(0)).toBeNull()
    expect(badgeCount(1)).toBe('1')
    expect(badgeCount(9)).toBe('9')
    expect(badgeCount(10)).toBe('9+')
    expect(badgeCount(250)).toBe('9+')
  })
})

describe('policy', () => {
  it('gives a visitor nothing', () => {
    expect(can(null, 'logged_in')).toBe(false)
    expect(rolesOf(null)).toEqual([])
  })

  it('separates free, PRO and admin', () => {
    expect(can(base, 'notes')).toBe(false)
    expect(can({ ...base, isPro: true }, 'notes')).toBe(true)
    expect(can({ ...base, isAdmin: true }, 'pro_or_admin')).toBe(true)
    expect(can(base, 'admin')).toBe(false)
    expect(rolesOf(base)).toEqual(['free'])
    expect(rolesOf({ ...base, isPro: true })).toEqual(['pro'])
  })

  it('reads create_content and moderate permissions; admins hold both', () => {
    const author = { ...base, permissions: ['create_content' as const] }
    expect(can(author, 'create_content')).toBe(true)
    expect(can(author, 'moderate')).toBe(false)
    expect(hasPermission({ ...base, isAdmin: true }, 'moderate')).toBe(true)
    expect(rolesOf(author)).toContain('content_author')
  })

  it('lists organization roles and the mentoring flag', () => {
    const professor = { ...base, orgRoles: ['professor' as const, 'manager' as const] }
    expect(rolesOf(professor)).toEqual(['free', 'professor', 'organization_manager'])
    expect(can({ ...base, isJttMember: true }, 'jtt_member')).toBe(true)
    expect(can(base, 'jtt_member')).toBe(false)
  })
})
