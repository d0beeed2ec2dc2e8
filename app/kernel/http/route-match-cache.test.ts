import { matchRoutes } from '@remix-run/router'
import { describe, expect, it, vi } from 'vitest'
import { memoizeMatchRoutes } from './route-match-cache.js'

// A table shaped like the app's: a root, both locale prefixes, index routes, params and a splat.
function table() {
  const leaves = (lang: string) => [
    { id: `${lang}-home`, index: true },
    { id: `${lang}-course`, path: 'course/:slug' },
    { id: `${lang}-lesson`, path: 'course/:slug/lesson/:id' },
    { id: `${lang}-about`, path: 'about-us', caseSensitive: true },
    { id: `${lang}-splat`, path: '*' },
  ]
  return [
    {
      id: 'root',
      path: '',
      children: [
        { id: 'br', path: 'br', children: leaves('br') },
        { id: 'gb', path: 'gb', children: leaves('gb') },
        { id: 'healthz', path: 'healthz' },
      ],
    },
  ]
}

const paths = [
  '/',
  '/br',
  '/gb/',
  '/br/course/intro',
  '/gb/course/intro/lesson/7',
  '/br/course/a%20b',
  '/br/ABOUT-US',
  '/br/about-us',
  '/br/nao/existe',
  '/healthz',
  '/br/course/intro?x=1#top',
  '/xx',
]

describe('memoizeMatchRoutes', () => {
  it('answers what matchRoutes answers, the first time and from memory', () => {
    const cached = memoizeMatchRoutes(matchRoutes)
    for (const round of [1, 2]) {
      for (const path of paths) {
        const routes = table()
        expect(cached(routes, path), `${path}, round ${round}`).toEqual(matchRoutes(routes, path))
        expect(cached(routes, { pathname: path }), path).toEqual(matchRoutes(routes, { pathname: path }))
      }
    }
    expect(cached(table(), '/gb/course/x', '/gb')).toEqual(matchRoutes(table(), '/gb/course/x', '/gb'))
  })

  it('matches once per path and hands back the caller’s own route objects and params', () => {
    const spy = vi.fn(matchRoutes)
    const cached = memoizeMatchRoutes(spy)
    const first = cached(table(), '/br/course/intro')
    const routes = table()
    const second = cached(routes, '/br/course/intro')
    expect(spy).toHaveBeenCalledTimes(1)
    expect(second?.at(-1)?.route).toBe(routes[0].children?.[0].children?.[1])
    expect(second?.at(-1)?.params).toEqual({ slug: 'intro' })
    expect(second?.at(-1)?.params).not.toBe(first?.at(-1)?.params)
  })

  it('matches a table of another shape again, and one without unique ids every time', () => {
    const spy = vi.fn(matchRoutes)
    const cached = memoizeMatchRoutes(spy)
    cached(table(), '/br')
    const other = table()
    other[0].children[0].path = 'pt'
    expect(cached(other, '/br')).toEqual(matchRoutes(other, '/br'))
    expect(spy).toHaveBeenCalledTimes(2)
    const twins = [
      { id: 'a', path: 'x' },
      { id: 'a', path: 'y' },
    ]
    cached(twins, '/y')
    expect(cached(twins, '/y')?.[0].route).toBe(twins[1])
    expect(spy).toHaveBeenCalledTimes(4)
  })
})
