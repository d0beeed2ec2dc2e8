import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { Suspense, createElement } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { HtmlStream } from './html-stream.server'

// Renders through React's streaming renderer the way entry.server does and returns the bytes.
function stream(element: ReturnType<typeof createElement>, through: boolean): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        const sink = through
          ? new HtmlStream()
          : new (class extends HtmlStream {
              _transform(chunk: Buffer, _e: BufferEncoding, cb: (e: null, c: Buffer) => void) {
                cb(null, chunk)
              }
            })()
        const chunks: Buffer[] = []
        sink.on('data', (c: Buffer) => chunks.push(c))
        sink.on('end', () => resolve(Buffer.concat(chunks)))
        pipe(sink)
      },
      onError: reject,
    })
  })
}

// Short text (< 683 characters, so React encodes it into its buffer) with two-byte characters crossing the
// 2048-byte boundary for some padding; a Suspense boundary takes the buffered path, as Remix does.
const page = (pad: number) =>
  createElement(
    Suspense,
    null,
    createElement(
      'main',
      null,
      'a'.repeat(pad % 300),
      Array.from({ length: 150 }, (_, i) =>
        createElement('p', { key: i }, `acessível ${'í'.repeat(pad % 7)}`),
      ),
    ),
  )

describe('HtmlStream', () => {
  it('drops the NUL bytes React 18 leaves at a chunk end, and nothing else', async () => {
    let sawBug = false
    for (let pad = 0; pad < 300; pad++) {
      const raw = await stream(page(pad), false)
      if (raw.includes(0)) sawBug = true
      const fixed = await stream(page(pad), true)
      expect(fixed.includes(0)).toBe(false)
      expect(fixed.toString('utf8')).toBe(raw.toString('utf8').replaceAll('\0', ''))
    }
    // The test proves something only while React still has the bug.
    expect(sawBug).toBe(true)
  })

  it('keeps a chunk without trailing NULs as it is', async () => {
    const out = await text(Readable.from([Buffer.from('olá')]).pipe(new HtmlStream()))
    expect(out).toBe('olá')
  })
})
