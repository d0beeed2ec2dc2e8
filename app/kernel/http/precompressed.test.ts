import fs from 'node:fs'
import type http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompress } from '../../../scripts/precompress.mjs'
import { pickEncoding, precompressed } from './precompressed.js'

describe('pickEncoding', () => {
  const both = new Map([
    ['br', 'x.br'],
    ['gzip', 'x.gz'],
  ])
  it('prefers Brotli, then gzip, honouring q=0 and *', () => {
    expect(pickEncoding('gzip, deflate, br, zstd', both)).toBe('br')
    expect(pickEncoding('gzip, deflate', both)).toBe('gzip')
    expect(pickEncoding('br;q=0, gzip', both)).toBe('gzip')
    expect(pickEncoding('*', both)).toBe('br')
    expect(pickEncoding('identity', both)).toBeNull()
    expect(pickEncoding(undefined, both)).toBeNull()
    expect(pickEncoding('br', new Map([['gzip', 'x.gz']]))).toBeNull()
  })
})

describe('precompressed assets', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trilha-assets-'))
  const js = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `palavra-${i}`))}\n`
  let server: http.Server
  let base = ''
  beforeAll(async () => {
    fs.writeFileSync(path.join(dir, 'app-abc.js'), js)
    fs.writeFileSync(path.join(dir, 'tiny-abc.js'), 'x')
    expect(precompress(dir)).toBe(1) // the tiny file is not worth a copy
    const app = express()
    app.use('/assets', precompressed(dir))
    app.use('/assets', express.static(dir))
    server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => {
    server.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  const raw = async (url: string, acceptEncoding: string, method = 'GET') => {
    const { request } = await import('node:http')
    return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = request(url, { method, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
      })
      req.on('error', reject)
      req.end()
    })
  }

  it('sends the Brotli copy to a browser that takes it, the gzip one otherwise, the file itself last', async () => {
    const br = await raw(`${base}/assets/app-abc.js`, 'gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(br.headers['cache-control']).toContain('immutable')
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(js)
    expect(br.body.length).toBeLessThan(zlib.gzipSync(js).length)
    const gz = await raw(`${base}/assets/app-abc.js`, 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.body).toString()).toBe(js)
    const plain = await raw(`${base}/assets/app-abc.js`, 'identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(js)
    const head = await raw(`${base}/assets/app-abc.js`, 'br', 'HEAD')
    expect(head.headers['content-length']).toBe(String(br.body.length))
    expect((await raw(`${base}/assets/tiny-abc.js`, 'br')).body.toString()).toBe('x')
  })
})
