import { defineRoutes } from '@remix-run/dev/dist/config/routes'
import { type AgnosticRouteObject, matchRoutes } from '@remix-run/router'
import { describe, expect, it } from 'vitest'
import { routes } from '~/remix.config.js'

/** The app's real route manifest (remix.config.js), nested the way the router ranks it. */
function routeTree(): AgnosticRouteObject[] {
  const manifest = routes(defineRoutes) as Record<
    string,
    { id: string; parentId?: string; path?: string; index?: boolean }
  >
  const build = (parentId: string): AgnosticRouteObject[] =>
    Object.values(manifest)
      .filter((r) => r.parentId === parentId)
      .map((r) =>
        r.index ? { id: r.id, index: true, path: r.path } : { id: r.id, path: r.path, children: build(r.id) },
      )
  return build('root')
}

const leaf = (tree: AgnosticRouteObject[], path: string) => matchRoutes(tree, path)?.at(-1)?.route.id

describe('the notes and feedbacks areas’ routes in the app manifest', () => {
  const tree = routeTree()

  it('mounts the pages under both locales with the product’s ids', () => {
    for (const lang of ['br', 'gb']) {
      expect(leaf(tree, `/${lang}/notes`)).toBe(`${lang}.social.notes`)
      expect(leaf(tree, `/${lang}/feedbacks`)).toBe(`${lang}.social.feedbacks`)
    }
  })

  it('serves the count API and the feedback image at their own paths', () => {
    expect(leaf(tree, '/api/feedbacks/notification-count')).toBe('api.social.feedbacks-count')
    expect(leaf(tree, '/image/feedback/12')).toBe('api.social.feedback-image')
  })
})
