import { describe, expect, it } from 'vitest'
import type { SessionUser } from '~/app/kernel/auth/policy'
import { canStartCourse, lessonAccess, lessonLock } from './access'

const NOW = new Date('2026-03-10T12:00:00Z')

function user(extra: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 1,
    name: 'Ana',
    email: 'ana@example.com',
    color: 'black',
    level: 0,
    isPro: false,
    isAdmin: false,
    permissions: [],
    isJttMember: false,
    preferredLanguage: 'pt-BR',
    orgRoles: [],
    ...extra,
  }
}

const free = { is_free: 1, is_locked: 0 }
const pro = { is_free: 0, is_locked: 0 }
const locked = { is_free: 1, is_locked: 1 }
const lesson = { is_free_preview: 0, available_from: null }
const preview = { is_free_preview: 1, available_from: null }
const later = { is_free_preview: 0, available_from: '2026-03-11T00:00:00Z' }
const earlier = { is_free_preview: 0, available_from: '2026-03-10T11:59:59Z' }

describe('lessonAccess', () => {
  it('asks visitors to log in, even for a free lesson', () => {
    expect(lessonAccess(null, free, lesson, NOW)).toBe('login')
    expect(lessonAccess(null, pro, preview, NOW)).toBe('login')
  })

  it('opens free courses to any student', () => {
    expect(lessonAccess(user(), free, lesson, NOW)).toBe('ok')
  })

  it('keeps PRO courses for PRO students, except free previews', () => {
    expect(lessonAccess(user(), pro, lesson, NOW)).toBe('pro')
    expect(lessonAccess(user(), pro, preview, NOW)).toBe('ok')
    expect(lessonAccess(user({ isPro: true }), pro, lesson, NOW)).toBe('ok')
  })

  it('says "not yet" before available_from, for PRO students too, and opens at the date', () => {
    expect(lessonAccess(user(), free, later, NOW)).toBe('not_yet')
    expect(lessonAccess(user({ isPro: true }), pro, later, NOW)).toBe('not_yet')
    expect(lessonAccess(user(), free, earlier, NOW)).toBe('ok')
    expect(lessonAccess(user(), free, later, new Date('2026-03-11T00:00:00Z'))).toBe('ok')
  })

  it('closes a locked course to everyone but staff', () => {
    expect(lessonAccess(user(), locked, lesson, NOW)).toBe('locked')
    expect(lessonAccess(user({ isPro: true }), locked, preview, NOW)).toBe('locked')
    expect(lessonAccess(user({ isAdmin: true }), locked, lesson, NOW)).toBe('ok')
    expect(
      lessonAccess(user({ permissions: ['create_content'] }), { ...locked, is_free: 0 }, later, NOW),
    ).toBe('ok')
  })

  it('does not let a moderator skip the PRO rule', () => {
    expect(lessonAccess(user({ permissions: ['moderate'] }), pro, lesson, NOW)).toBe('pro')
  })
})

describe('lessonLock (course page marks)', () => {
  it('reads a visitor as a free student', () => {
    expect(lessonLock(null, pro, lesson, NOW)).toBe('pro')
    expect(lessonLock(null, pro, preview, NOW)).toBeNull()
    expect(lessonLock(null, free, later, NOW)).toBe('not_yet')
    expect(lessonLock(user({ isPro: true }), pro, lesson, NOW)).toBeNull()
  })
})

describe('course start', () => {
  it('lets students start only unlocked courses', () => {
    expect(canStartCourse(null, { is_locked: 0 })).toBe(false)
    expect(canStartCourse(user(), { is_locked: 0 })).toBe(true)
    expect(canStartCourse(user(), { is_locked: 1 })).toBe(false)
  })
})
