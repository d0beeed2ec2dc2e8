import { createFlash } from '~/app/kernel/requests/flash.server'

// One-shot notices after the blog area's POST/redirect/GET (app/kernel/requests/flash.server.ts).
export const BLOG_FLASHES = [
  'posted',
  'deleted',
  'commented',
  'commentDeleted',
  'created',
  'saved',
  'postDeleted',
  'uploaded',
  'removed',
] as const
export type BlogFlash = (typeof BLOG_FLASHES)[number]

export const blogFlash = createFlash('trilha_blog_flash', (v): v is BlogFlash =>
  (BLOG_FLASHES as readonly unknown[]).includes(v),
)

/** A redirect to `to` that shows `flash` there once. */
export async function redirectWith(to: string, flash: BlogFlash) {
  return new Response(null, {
    status: 302,
    headers: { Location: to, 'Set-Cookie': await blogFlash.set(to, flash) },
  })
}
