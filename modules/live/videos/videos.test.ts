import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { makeUser } from '~/tests/factories'
import { getRequest, loaded, multipart, routeArgs, settle } from '~/tests/setup/helpers'
import * as hasNewRoute from '../routes/api.videos-has-new'
import * as mediaRoute from '../routes/media.video'
import * as videoRoute from '../routes/video'
import * as editRoute from '../routes/video-edit'
import { VIDEO_MAX, VIDEO_MAX_MIB, isWebVtt, sniffVideo } from './rules'
import { stagingDir } from './upload.server'
import { hasNewVideos, saveVideo } from './videos.server'

process.env.MEDIA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'trilha-live-media-'))
afterAll(() => fs.rmSync(process.env.MEDIA_DIR!, { recursive: true, force: true }))

const DAY = 86_400_000
/** The first bytes of a real WebM (EBML header) and of an MP4 (ftyp box), padded to 1000 bytes. */
const WEBM = new Uint8Array(1000).map((_, i) => [0x1a, 0x45, 0xdf, 0xa3][i] ?? i % 251)
const MP4 = new Uint8Array(1000).map(
  (_, i) => [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d][i] ?? 7,
)

const input = (over: Partial<Parameters<typeof saveVideo>[1]> = {}) => ({
  title: 'Aula de grafos',
  description: '',
  partNote: '',
  proOnly: false,
  publishedAt: new Date(Date.now() - DAY).toISOString(),
  subjects: [],
  lessons: [],
  exercises: [],
  ...over,
})

describe('video files', () => {
  it('knows MP4 and WebM by their bytes, not by their name', () => {
    expect(sniffVideo(WEBM)).toBe('video/webm')
    expect(sniffVideo(MP4)).toBe('video/mp4')
    expect(sniffVideo(new TextEncoder().encode('<html>not a video</html>'))).toBeNull()
    expect(isWebVtt(new TextEncoder().encode('\uFEFFWEBVTT\n\n00:00.000 --> 00:01.000\nOi'))).toBe(true)
    expect(isWebVtt(new TextEncoder().encode('1\n00:00:00,000 --> 00:00:01,000\nSRT'))).toBe(false)
  })

  it('staff upload refuses a file that is not a video, and stores one that is', async () => {
    const admin = await makeUser('admin')
    const form = (file: Uint8Array, name: string) => {
      const body = new FormData()
      body.set('title', 'Aula enviada')
      body.set('publishedOn', '2026-11-20')
      body.set('lessons', '')
      body.set('exercises', '')
      body.set('video', new Blob([file as Uint8Array<ArrayBuffer>]), name)
      return body
    }
    const refused = (await editRoute.action(
      routeArgs(multipart('/br/videos/new', form(new TextEncoder().encode('MZ fake'), 'aula.mp4'), admin)),
    )) as { data: { file?: string }; init: { status: number } }
    expect(refused.init.status).toBe(422)
    expect(refused.data.file).toBe('videoType')
    const stored = (await settle(
      editRoute.action(routeArgs(multipart('/br/videos/new', form(WEBM, 'aula.bin'), admin))),
    )) as Response
    expect(stored.status).toBe(302)
    const id = stored.headers.get('Location')!.split('/').pop()!
    const file = (await mediaRoute.loader(
      routeArgs(getRequest(`/media/videos/${id}/file`), { id, kind: 'file' }),
    )) as Response
    expect(file.headers.get('content-type')).toBe('video/webm')
    // A visitor cannot upload (the guard sends them home).
    const visitor = (await settle(
      editRoute.action(routeArgs(multipart('/br/videos/new', form(WEBM, 'a.webm')))),
    )) as Response
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('Location')).toBe('/br')
  })
})

/** A multipart upload streamed in 1 MiB chunks, with no Content-Length: the limit must hold while it streams. */
function streamedUpload(videoBytes: number, user: { cookie: string }, onProgress?: (sent: number) => void) {
  const boundary = 'trilha-test-boundary'
  const enc = new TextEncoder()
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
  const head = enc.encode(
    [
      field('title', 'Aula grande'),
      field('publishedOn', '2026-11-20'),
      `--${boundary}\r\n`,
      'Content-Disposition: form-data; name="video"; filename="grande.mp4"\r\nContent-Type: video/mp4\r\n\r\n',
    ].join(''),
  )
  const tail = enc.encode(`\r\n--${boundary}--\r\n`)
  const chunk = new Uint8Array(1024 * 1024).fill(7)
  let sent = -1
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === -1) {
        controller.enqueue(head)
        controller.enqueue(MP4)
        sent = MP4.byteLength
      } else if (sent < videoBytes) {
        const piece = chunk.subarray(0, Math.min(chunk.byteLength, videoBytes - sent))
        onProgress?.(sent)
        controller.enqueue(piece)
        sent += piece.byteLength
      } else {
        controller.enqueue(tail)
        controller.close()
      }
    },
  })
  return new Request('http://test/br/videos/new', {
    method: 'POST',
    body,
    duplex: 'half',
    headers: { cookie: user.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
  })
}

const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : []

describe('video uploads stream to disk', () => {
  it(`stops an upload past ${VIDEO_MAX_MIB} MiB as it streams: 413, and nothing left on disk`, async () => {
    const admin = await makeUser('admin')
    const before = filesUnder(process.env.MEDIA_DIR!)
    const res = (await editRoute.action(routeArgs(streamedUpload(VIDEO_MAX + 1024 * 1024, admin)))) as {
      data: { file?: string }
      init: { status: number }
    }
    expect(res.init.status).toBe(413)
    expect(res.data.file).toBe('tooLarge')
    expect(filesUnder(process.env.MEDIA_DIR!)).toEqual(before)
  })

  it('moves a valid streamed upload into place, whole, and leaves no staged file', async () => {
    const admin = await makeUser('admin')
    const size = 3 * 1024 * 1024 + 17
    const stored = (await settle(editRoute.action(routeArgs(streamedUpload(size, admin))))) as Response
    expect(stored.status).toBe(302)
    const id = Number(stored.headers.get('Location')!.split('/').pop())
    expect(fs.statSync(path.join(process.env.MEDIA_DIR!, 'videos', `${id}.mp4`)).size).toBe(size)
    expect(filesUnder(stagingDir())).toEqual([])
  })

  it('removes staged files a crashed upload left a day ago, not one in flight', async () => {
    fs.mkdirSync(stagingDir(), { recursive: true })
    const old = path.join(stagingDir(), 'crashed.part')
    const fresh = path.join(stagingDir(), 'in-flight.part')
    fs.writeFileSync(old, 'x')
    fs.writeFileSync(fresh, 'y')
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000)
    fs.utimesSync(old, twoDaysAgo, twoDaysAgo)
    const admin = await makeUser('admin')
    const stored = (await settle(editRoute.action(routeArgs(streamedUpload(1024 * 1024, admin))))) as Response
    expect(stored.status).toBe(302)
    expect(filesUnder(stagingDir())).toEqual(['in-flight.part'])
    fs.rmSync(fresh)
  })

  it('deletes the staged file when the form is refused (422)', async () => {
    const admin = await makeUser('admin')
    const body = new FormData()
    body.set('title', 'x') // too short
    body.set('publishedOn', '2026-11-20')
    body.set('video', new Blob([WEBM]), 'a.webm')
    const res = (await editRoute.action(routeArgs(multipart('/br/videos/new', body, admin)))) as {
      init: { status: number }
    }
    expect(res.init.status).toBe(422)
    expect(filesUnder(stagingDir())).toEqual([])
  })
})

describe('PRO videos', () => {
  it('serve their file in ranges to PRO users only; the page tells others they are not PRO yet', async () => {
    const id = String(await saveVideo(null, input({ proOnly: true }), { video: MP4 }))
    const free = await makeUser('free')
    const pro = await makeUser('pro')
    const media = (user?: { cookie: string }, range?: string) => {
      const request = getRequest(`/media/videos/${id}/file`, user)
      if (range) request.headers.set('Range', range)
      return mediaRoute.loader(routeArgs(request, { id, kind: 'file' })) as Promise<Response>
    }
    expect((await media()).status).toBe(403)
    expect((await media(free)).status).toBe(403)
    const part = await media(pro, 'bytes=0-99')
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe('bytes 0-99/1000')
    expect((await part.arrayBuffer()).byteLength).toBe(100)
    expect((await media(pro, 'bytes=5000-')).status).toBe(416)
    const page = async (user?: { cookie: string }) =>
      (await loaded(videoRoute.loader(routeArgs(getRequest(`/br/videos/${id}`, user), { id })))) as {
        allowed: boolean
      }
    expect((await page(free)).allowed).toBe(false)
    expect((await page(pro)).allowed).toBe(true)
  })

  it('an unknown video or kind is a 404, never a 500', async () => {
    const r = (await mediaRoute.loader(
      routeArgs(getRequest('/media/videos/x/file'), { id: 'x', kind: 'file' }),
    )) as Response
    expect(r.status).toBe(404)
    const page = await settle(videoRoute.loader(routeArgs(getRequest('/br/videos/999999'), { id: '999999' })))
    expect((page as Response).status).toBe(404)
  })
})

describe('GET /api/videos/has-new and the navigation dot', () => {
  it('say yes for a published video of the last 7 days, and only then', async () => {
    const now = new Date('2030-01-10T12:00:00Z')
    await saveVideo(null, input({ publishedAt: new Date(now.getTime() - 10 * DAY).toISOString() }), {
      video: WEBM,
    })
    // A future one does not count yet.
    await saveVideo(null, input({ publishedAt: new Date(now.getTime() + DAY).toISOString() }), {
      video: WEBM,
    })
    expect(await hasNewVideos(now)).toBe(false)
    await saveVideo(null, input({ publishedAt: new Date(now.getTime() - 2 * DAY).toISOString() }), {
      video: WEBM,
    })
    expect(await hasNewVideos(now)).toBe(true)
    // Eight days after the future one came out, nothing is new any more.
    expect(await hasNewVideos(new Date(now.getTime() + 9 * DAY))).toBe(false)
    const api = await hasNewRoute.loader()
    expect(await api.json()).toEqual({ has_new: await hasNewVideos(new Date()) })
  })
})
