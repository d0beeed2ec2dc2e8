import { describe, expect, it } from 'vitest'
import { inLine, lineLength } from './one-at-a-time.server'

describe('one at a time', () => {
  it('runs the jobs of a key in order, never two at once, past a failure; other keys do not wait', async () => {
    const log: string[] = []
    let release!: () => void
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const first = inLine('a', async () => {
      log.push('a1 start')
      await gate
      log.push('a1 end')
      throw new Error('boom')
    })
    const second = inLine('a', async () => {
      log.push('a2')
      return 2
    })
    const other = await inLine('b', async () => 'b')
    expect(other).toBe('b')
    expect(lineLength('a')).toBe(2)
    expect(log).toEqual(['a1 start'])
    release()
    await expect(first).rejects.toThrow('boom')
    expect(await second).toBe(2)
    expect(log).toEqual(['a1 start', 'a1 end', 'a2'])
    expect(lineLength('a')).toBe(0)
  })
})
