import { describe, expect, it } from 'vitest'
import { resources } from './index'

function keys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => keys(v, `${prefix}[${i}]`))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
  }
  return [prefix]
}

function leaves(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(leaves)
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves)
  return [value]
}

describe('locales', () => {
  const namespaces = Object.keys(resources['pt-BR']) as (keyof (typeof resources)['pt-BR'])[]

  it.each(namespaces)('namespace %s has the same keys in pt-BR and en-GB', (ns) => {
    expect(keys(resources['en-GB'][ns]).sort()).toEqual(keys(resources['pt-BR'][ns]).sort())
  })

  it.each(namespaces)('namespace %s has no empty string', (ns) => {
    for (const lng of ['pt-BR', 'en-GB'] as const) {
      for (const leaf of leaves(resources[lng][ns]))
        expect(typeof leaf === 'string' && leaf.trim().length > 0).toBe(true)
    }
  })
})
