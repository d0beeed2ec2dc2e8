import { type Request, type Response, type WebError, test as base, expect } from '@playwright/test'

/** Not network requests: inline and in-memory URLs. (mailto: links are never requested at all.) */
const LOCAL_SCHEMES = new Set(['data:', 'about:', 'blob:'])
/** Subresources whose failure leaves a page broken (a document may well be a 404 page). */
const ASSET_TYPES = new Set(['stylesheet', 'image', 'font', 'script'])

/**
 * Every spec imports `test` and `expect` from here. The auto fixture `networkGuard` watches every
 * request of the test's browser context. The test fails if a page requested a host other than
 * the server under test (no CDN, font, analytics or image host: the privacy policy promises it),
 * or if one of its own assets failed to load (e.g. a stylesheet 404 because build/ was rebuilt
 * under the running server, which would otherwise show up as puzzling visibility failures), or if a page
 * threw an error nobody caught (a broken hydration shows up as a missing island much later, if at all).
 */
export const test = base.extend<{ networkGuard: undefined }>({
  networkGuard: [
    async ({ context, baseURL }, use) => {
      const origin = new URL(baseURL!).origin
      const foreign: string[] = []
      const broken: string[] = []
      const thrown: string[] = []
      const onWebError = (error: WebError) => {
        thrown.push(`${error.page()?.url() ?? '?'}: ${error.error().message}`)
      }
      const onRequest = (request: Request) => {
        const url = new URL(request.url())
        if (LOCAL_SCHEMES.has(url.protocol)) return
        if (url.origin !== origin) foreign.push(`${request.method()} ${request.url()}`)
      }
      const onResponse = (response: Response) => {
        if (response.status() >= 400 && ASSET_TYPES.has(response.request().resourceType())) {
          broken.push(`${response.status()} ${response.url()}`)
        }
      }
      // A stylesheet answered with a 404 page never gets a response event: nosniff makes Chromium
      // refuse the text/html body, so the request fails instead. (Stylesheets only: page loads wait
      // for them, so no test navigation cancels one in flight.)
      const onRequestFailed = (request: Request) => {
        if (request.resourceType() === 'stylesheet' && new URL(request.url()).origin === origin) {
          broken.push(`${request.failure()?.errorText ?? 'failed'} ${request.url()}`)
        }
      }
      context.on('request', onRequest)
      context.on('response', onResponse)
      context.on('requestfailed', onRequestFailed)
      context.on('weberror', onWebError)
      await use(undefined)
      context.off('weberror', onWebError)
      context.off('request', onRequest)
      context.off('response', onResponse)
      context.off('requestfailed', onRequestFailed)
      expect(foreign, `requests to hosts other than ${origin}`).toEqual([])
      expect(broken, 'assets of the server under test that failed to load').toEqual([])
      expect(thrown, 'uncaught errors in the pages').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
