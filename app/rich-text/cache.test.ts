import { describe, expect, it } from 'vitest'
import { RenderCache } from './cache.server'

describe('RenderCache', () => {
  it('keys by prefix and text', () => {
    const cache = new RenderCache(10, 1000)
    expect(cache.key('br', 'a')).not.toBe(cache.key('gb', 'a'))
    expect(cache.key('br', 'a')).not.toBe(cache.key('br', 'b'))
    expect(cache.key('br', 'a')).toBe(cache.key('br', 'a'))
  })

  it('evicts the least recently used entry', () => {
    const cache = new RenderCache(2, 1000)
    cache.set('a', 'A')
    cache.set('b', 'B')
    expect(cache.get('a')).toBe('A')
    cache.set('c', 'C')
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBe('A')
    expect(cache.get('c')).toBe('C')
    expect(cache.size).toBe(2)
  })

  it('does not keep oversized renders', () => {
    const cache = new RenderCache(2, 3)
    cache.set('big', 'ABCD')
    expect(cache.get('big')).toBeUndefined()
  })
})
