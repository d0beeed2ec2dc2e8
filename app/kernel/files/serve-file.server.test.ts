import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { serveStoredFile } from './serve-file.server'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trilha-serve-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('serveStoredFile', () => {
  it('serves the bytes with the chosen type and an ETag; 304 when the browser has them', async () => {
    const file = path.join(dir, '1.png')
    fs.writeFileSync(file, Buffer.from([1, 2, 3]))
    const first = await serveStoredFile(new Request('http://t/x'), file, { 'Content-Type': 'image/png' })
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]))
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toMatch(/^".+"$/)
    const again = await serveStoredFile(
      new Request('http://t/x', { headers: { 'If-None-Match': etag } }),
      file,
      {
        'Content-Type': 'image/png',
      },
    )
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })

  it('answers 404 for a missing file and for a folder', async () => {
    expect((await serveStoredFile(new Request('http://t/x'), path.join(dir, 'none.png'), {})).status).toBe(
      404,
    )
    expect((await serveStoredFile(new Request('http://t/x'), dir, {})).status).toBe(404)
  })
})

describe('serveStoredFile with ranges (videos)', () => {
  const file = path.join(dir, 'video.webm')
  fs.writeFileSync(file, Buffer.from(Array.from({ length: 100 }, (_, i) => i)))
  const get = (range?: string, extra: Record<string, string> = {}) =>
    serveStoredFile(
      new Request('http://t/v', { headers: { ...(range ? { Range: range } : {}), ...extra } }),
      file,
      { 'Content-Type': 'video/webm' },
      'private, max-age=3600',
      { ranges: true },
    )
  const bytes = async (r: Response) => [...new Uint8Array(await r.arrayBuffer())]

  it('answers a range with 206, its bytes, Content-Range and Content-Length', async () => {
    const r = await get('bytes=10-19')
    expect(r.status).toBe(206)
    expect(r.headers.get('content-range')).toBe('bytes 10-19/100')
    expect(r.headers.get('content-length')).toBe('10')
    expect(r.headers.get('accept-ranges')).toBe('bytes')
    expect(await bytes(r)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19])
  })

  it('reads open-ended and suffix ranges, and clips an end past the file', async () => {
    const open = await get('bytes=95-')
    expect(open.headers.get('content-range')).toBe('bytes 95-99/100')
    expect(await bytes(open)).toEqual([95, 96, 97, 98, 99])
    const suffix = await get('bytes=-3')
    expect(suffix.headers.get('content-range')).toBe('bytes 97-99/100')
    expect(await bytes(suffix)).toEqual([97, 98, 99])
    const clipped = await get('bytes=98-5000')
    expect(clipped.status).toBe(206)
    expect(clipped.headers.get('content-range')).toBe('bytes 98-99/100')
  })

  it('answers 416 with the size for ranges it cannot satisfy', async () => {
    for (const bad of ['bytes=100-', 'bytes=200-300', 'bytes=50-10', 'bytes=-0', 'bytes=abc', 'bytes=-']) {
      const r = await get(bad)
      expect(r.status, bad).toBe(416)
      expect(r.headers.get('content-range'), bad).toBe('bytes */100')
    }
  })

  it('sends the whole file without a range, for several ranges, and when If-Range no longer matches', async () => {
    const whole = await get()
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-length')).toBe('100')
    expect((await bytes(whole)).length).toBe(100)
    expect((await get('bytes=0-1,5-6')).status).toBe(200)
    expect((await get('bytes=0-1', { 'If-Range': '"stale"' })).status).toBe(200)
    const etag = whole.headers.get('etag') ?? ''
    expect((await get('bytes=0-1', { 'If-Range': etag })).status).toBe(206)
  })
})
