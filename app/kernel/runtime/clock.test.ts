import { afterEach, describe, expect, it, vi } from 'vitest'
import { moveTestClock, testClockEnabled } from './clock.server'

afterEach(() => vi.unstubAllEnvs())

describe('the test clock', () => {
  it('is on only with TRILHA_TEST_CLOCK=1, and never on Fly or with real payments', () => {
    vi.stubEnv('TRILHA_TEST_CLOCK', '')
    expect(testClockEnabled()).toBe(false)
    vi.stubEnv('TRILHA_TEST_CLOCK', '1')
    vi.stubEnv('FLY_APP_NAME', '')
    vi.stubEnv('STRIPE_SECRET_KEY', '')
    expect(testClockEnabled()).toBe(true)
    vi.stubEnv('FLY_APP_NAME', 'trilha')
    expect(testClockEnabled()).toBe(false)
    expect(() => moveTestClock(1)).toThrow(/off/)
    vi.stubEnv('FLY_APP_NAME', '')
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_live_x')
    expect(testClockEnabled()).toBe(false)
  })
})
