// Test data for the blog area's tests (not a test file itself).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll } from 'vitest'
import { db } from '~/db/client.server'
import type { BlogTag, BlogVisibility } from '~/db/schema-social'

let counter = 0

/** Uploads of this test file go to a folder of its own (ids repeat across the per-file databases). */
export function useOwnMediaDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trilha-blog-test-'))
  process.env.MEDIA_DIR = dir
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
  return dir
}

export async function befriend(a: number, b: number, status: 'accepted' | 'pending' = 'accepted') {
  await db.insertInto('friendships').values({ user_id: a, friend_id: b, status }).execute()
}

export function png(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#36c' } })
    .png()
    .toBuffer()
}

export function jpeg(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#c63' } })
    .jpeg()
    .toBuffer()
}

export async function makeBlogPost(
  fields: Partial<{
    url: string
    title_br: string
    title_gb: string | null
    text: string
    tag: BlogTag
    visibility: BlogVisibility
    author_id: number | null
    is_tutorial: number
    created_at: string
  }> = {},
) {
  counter += 1
  const { id } = await db
    .insertInto('blog_posts')
    .values({
      url: `post-${counter}-${Date.now() % 100000}`,
      title_br: `Post ${counter}`,
      text: `Primeiro parágrafo do post ${counter}.\n\nSegundo parágrafo, o resto do texto.`,
      visibility: 'public',
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return db.selectFrom('blog_posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}

/** A multipart POST as a browser sends a form with files. */
export function multipartRequest(url: string, form: FormData, user?: { cookie: string }) {
  return new Request(`http://test${url}`, {
    method: 'POST',
    body: form,
    headers: user ? { cookie: user.cookie } : {},
  })
}

/** The response a loader or action threw (a 404, a redirect), or fails. */
export async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
  throw new Error('expected a thrown response')
}

/** What a loader or action returned with data(): its payload and status. */
export function payload<T>(result: unknown): { data: T; status: number; headers: Headers } {
  const r = result as { data: T; init: ResponseInit | null }
  return { data: r.data, status: r.init?.status ?? 200, headers: new Headers(r.init?.headers) }
}
