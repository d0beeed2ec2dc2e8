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
