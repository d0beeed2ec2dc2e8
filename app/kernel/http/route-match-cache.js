// Plain JS: server.js (not bundled) installs it before it serves, and the tests import it directly.
//
// Why (ADR 020): @remix-run/router's matchRoutes flattens, ranks and compiles the whole route table into
// regular expressions on every call, and a page calls it three times (Remix's server, its fog-of-war manifest,
// React Router's render) over a table that mounts every route twice (/br and /gb): a quarter of a page's CPU.
// The answer depends only on the table's shape and the path, so it is remembered by (shape, basename, path)
// and handed back with the caller's own route objects, found by id (the arrays are rebuilt per request).
import { createRequire } from 'node:module'

const MAX_ENTRIES = 5000

/** Every shape of route table seen, numbered (one in production: the build's). */
const shapes = new Map()

/**
 * The shape of a route table (ids, paths, index flags) and its routes by id, once per array.
 * @type {WeakMap<object[], { shape: number, byId: Map<string, object> } | null>}
 */
const tables = new WeakMap()

function describe(routes) {
  if (tables.has(routes)) return tables.get(routes)
  const byId = new Map()
  let shape = ''
  let ok = true
  const walk = (list) => {
    shape += '['
    for (const route of list) {
      if (typeof route.id !== 'string' || byId.has(route.id)) ok = false
      byId.set(route.id, route)
      shape += `${route.id}\u0001${route.path ?? ''}\u0001${route.index ? 1 : 0}${route.caseSensitive ? 1 : 0}`
      if (route.children?.length) walk(route.children)
      shape += '\u0002'
    }
    shape += ']'
  }
  walk(routes)
  // A table without unique ids cannot be mapped back: it is matched the slow way. The shape is numbered so
  // the keys below stay short.
  if (ok && !shapes.has(shape)) shapes.set(shape, shapes.size)
  const table = ok ? { shape: shapes.get(shape), byId } : null
  tables.set(routes, table)
  return table
}

/** matchRoutes with its answers remembered; same arguments and result as React Router's. */
export function memoizeMatchRoutes(matchRoutes) {
  /** @type {Map<string, { id: string, params: object, pathname: string, pathnameBase: string }[] | null>} */
  const answers = new Map()
  return function cachedMatchRoutes(routes, locationArg, basename = '/') {
    const pathname = typeof locationArg === 'string' ? locationArg : locationArg?.pathname
    const table = Array.isArray(routes) && typeof pathname === 'string' ? describe(routes) : null
    if (!table) return matchRoutes(routes, locationArg, basename)
    // A location string is parsed (its ?search and #hash dropped), an object's pathname taken as it is.
    const kind = typeof locationArg === 'string' ? 's' : 'o'
    const key = `${table.shape}\u0000${basename}\u0000${kind}${pathname}`
    let answer = answers.get(key)
    if (answer === undefined) {
      const matches = matchRoutes(routes, locationArg, basename)
      answer = matches
        ? matches.map((m) => ({
            id: m.route.id,
            params: m.params,
            pathname: m.pathname,
            pathnameBase: m.pathnameBase,
          }))
        : null
      // Paths are the visitor's to choose: the memory stays bounded whatever they send.
      if (answers.size >= MAX_ENTRIES) answers.clear()
      answers.set(key, answer)
    }
    // Fresh objects each time: a caller may change its params without touching the next request's.
    return answer
      ? answer.map((m) => ({
          params: { ...m.params },
          pathname: m.pathname,
          pathnameBase: m.pathnameBase,
          route: table.byId.get(m.id),
        }))
      : null
  }
}

/**
 * Replaces @remix-run/router's exported matchRoutes for everyone who calls it through the module (Remix's
 * server runtime, @remix-run/react, react-router): they look it up on the exports object at each call.
 */
export function installRouteMatchCache() {
  const router = createRequire(import.meta.url)('@remix-run/router')
  if (router.matchRoutes.memoized) return
  const cached = memoizeMatchRoutes(router.matchRoutes)
  cached.memoized = true
  router.matchRoutes = cached
}
