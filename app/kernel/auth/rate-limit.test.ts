import { describe, expect, it } from 'vitest'
import { type RateRule, hit, peek } from './rate-limit.server'

const rule: RateRule = { bucket: 'test', limit: 3, windowMs: 1000 }

describe('rate limit', () => {
  it('allows the limit and refuses the next hit until the window ends', () => {
    const t0 = 1_000_000
    expect(hit(rule, 'a', t0).ok).toBe(true)
    expect(hit(rule, 'a', t0 + 1).ok).toBe(true)
    expect(hit(rule, 'a', t0 + 2).ok).toBe(true)
    const refused = hit(rule, 'a', t0 + 3)
    expect(refused.ok).toBe(false)
    expect(refused.retryAfterSeconds).toBe(1)
    expect(hit(rule, 'b', t0 + 3).ok).toBe(true)
    expect(hit(rule, 'a', t0 + 1000).ok).toBe(true)
  })

  it('peeks without counting', () => {
    const t0 = 5_000_000
    for (let i = 0; i < 5; i++) expect(peek(rule, 'p', t0).ok).toBe(true)
    hit(rule, 'p', t0)
    hit(rule, 'p', t0)
    expect(peek(rule, 'p', t0).ok).toBe(true)
    hit(rule, 'p', t0)
    expect(peek(rule, 'p', t0).ok).toBe(false)
  })
})
