import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestUser } from '~/tests/factories'
import { routeArgs } from '~/tests/setup/helpers'
import { savePicture } from '../picture.server'
import { loader } from './image.user-profile'

let dir = ''
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trilha-user-picture-'))
  process.env.MEDIA_DIR = dir
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const get = (file: string, headers: Record<string, string> = {}) =>
  loader(routeArgs(new Request(`http://test/image/user-profile/${file}`, { headers }), { file }))

describe('GET /image/user-profile/:id.png', () => {
  it('serves the stored picture with caching headers and answers 304 to a matching ETag', async () => {
    const user = await createTestUser()
    const square = await sharp({ create: { width: 300, height: 900, channels: 4, background: '#c33' } })
      .webp()
      .toBuffer()
    expect(
      await savePicture(user.id, { filename: 'a.webp', contentType: 'image/webp', bytes: square }),
    ).toEqual({
      ok: true,
    })
    const res = await get(`${user.id}.png`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('max-age=')
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 640, 640])
    const etag = res.headers.get('etag')!
    expect((await get(`${user.id}.png`, { 'if-none-match': etag })).status).toBe(304)
    expect((await get(`${user.id}.png`, { 'if-none-match': '"other"' })).status).toBe(200)
  })

  it('404s users without a picture and names that are not <id>.png', async () => {
    const user = await createTestUser()
    for (const file of [
      `${user.id}.png`,
      `${user.id}.jpg`,
      'abc.png',
      '0.png',
      '..%2F1.png',
      '1.png.png',
      '',
    ]) {
      expect((await get(file)).status).toBe(404)
    }
  })
})
