import { type Request, test as base, expect } from '@playwright/test'

/** Not network requests: inline and in-memory URLs. (mailto: links are never requested at all.) */
const LOCAL_SCHEMES = new Set(['data:', 'about:', 'blob:'])

/**
 * Every spec imports `test` and `expect` from here. The auto fixture `networkGuard` records each
 * request a page of the test's browser context makes; the test fails if any went to a host other
 * than the server under test (no CDN, font, analytics or image host: the privacy policy promises it).
 */
export const test = base.extend<{ networkGuard: void }>({
  networkGuard: [
    async ({ context, baseURL }, use) => {
      const origin = new URL(baseURL!).origin
      const foreign: string[] = []
      const record = (request: Request) => {
        const url = new URL(request.url())
        if (LOCAL_SCHEMES.has(url.protocol)) return
        if (url.origin !== origin) foreign.push(`${request.method()} ${request.url()}`)
      }
      context.on('request', record)
      await use()
      context.off('request', record)
      expect(foreign, `requests to hosts other than ${origin}`).toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
