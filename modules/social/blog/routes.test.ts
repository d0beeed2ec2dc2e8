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

describe('the blog area’s routes in the app manifest', () => {
  const tree = routeTree()

  it('/image/:file never takes the other image routes', () => {
    expect(leaf(tree, '/image/12')).toBe('api.social.content-image')
    expect(leaf(tree, '/image/12.png')).toBe('api.social.content-image')
    expect(leaf(tree, '/image/post/12.webp')).toBe('api.social.image-post')
    expect(leaf(tree, '/image/course-icon/3.png')).toBe('api.learning.course-icon')
    for (const other of ['/image/team/3.png', '/image/user-profile/3.png']) {
      expect(leaf(tree, other)).not.toBe('api.social.content-image')
      expect(leaf(tree, other)).not.toBe('api.social.image-post')
    }
    expect(leaf(tree, '/file/7')).toBe('api.social.content-file')
  })

  it('mounts the pages under both locales with the product’s ids', () => {
    expect(leaf(tree, '/br/news')).toBe('br.social.news')
    expect(leaf(tree, '/gb/feed/5')).toBe('gb.social.feed-id')
    expect(leaf(tree, '/br/blog')).toBe('br.social.blog')
    expect(leaf(tree, '/gb/blog/como-estudar')).toBe('gb.social.blog-url')
    expect(leaf(tree, '/br/content/posts')).toBe('br.social.content-posts')
    expect(leaf(tree, '/br/content/posts/3')).toBe('br.social.content-post')
    expect(leaf(tree, '/br/content/images')).toBe('br.social.content-images')
    expect(leaf(tree, '/gb/content/files')).toBe('gb.social.content-files')
  })
})
