import type { makeUser } from '~/tests/factories'
import { routeArgs as call, loaded, post, settle } from '~/tests/setup/helpers'
// Requests to the lesson route for its tests (not a test file itself).
import { action, loader as lessonLoader } from './lesson'

export type User = Awaited<ReturnType<typeof makeUser>>

/** The page loaders answer data(page, { headers }) (flash.server.ts): the tests read the page. */
export const loader = (args: Parameters<typeof lessonLoader>[0]) => loaded(lessonLoader(args))

export const url = (slug: string, id: number, lang = 'br') => `/${lang}/course/${slug}/lesson/${id}`
export const params = (slug: string, id: number | string) => ({ course_id: slug, lesson_id: String(id) })

/** POSTs a lesson form and returns the answer (a redirect or the re-rendered page's Response). */
export const send = (slug: string, id: number, fields: Record<string, string>, user?: User, lang = 'br') =>
  settle(action(call(post(url(slug, id, lang), fields, user), params(slug, id)))) as Promise<Response>
