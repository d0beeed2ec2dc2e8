import { describe, expect, it } from 'vitest'
import { isSameOrigin } from './same-origin.server'

const req = (url: string, headers: Record<string, string>) => new Request(url, { headers })

describe('isSameOrigin', () => {
  it('trusts Sec-Fetch-Site over Origin', () => {
    expect(isSameOrigin(req('https://trilha.dev/x', { 'sec-fetch-site': 'same-origin' }))).toBe(true)
    expect(
      isSameOrigin(
        req('https://trilha.dev/x', { 'sec-fetch-site': 'same-site', origin: 'https://trilha.dev' }),
      ),
    ).toBe(false)
  })

  it('compares the Origin with the request’s own when there is no fetch metadata', () => {
    expect(isSameOrigin(req('https://trilha.dev/x', { origin: 'https://trilha.dev' }))).toBe(true)
    // TLS ended at the proxy.
    expect(isSameOrigin(req('http://trilha.dev/x', { origin: 'https://trilha.dev' }))).toBe(true)
    expect(isSameOrigin(req('https://trilha.dev/x', { origin: 'http://trilha.dev' }))).toBe(false)
    expect(isSameOrigin(req('https://trilha.dev/x', { origin: 'https://trilha.dev:8443' }))).toBe(false)
    expect(isSameOrigin(req('https://trilha.dev/x', { origin: 'null' }))).toBe(false)
    expect(isSameOrigin(req('https://trilha.dev/x', {}))).toBe(false)
  })
})
