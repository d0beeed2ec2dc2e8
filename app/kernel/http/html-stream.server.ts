import { Transform, type TransformCallback } from 'node:stream'

/**
 * React 18.3's streaming renderer encodes into a reused 2048-byte buffer; when a multi-byte UTF-8 character
 * does not fit at its end, it still flushes the whole buffer, so up to 3 unwritten NUL bytes land in the HTML
 * (react#31134; fixed only in React 19). Browsers mostly shrug, but a NUL before "í" breaks the text and
 * some parsers stop there. HTML never needs a literal NUL, so trailing NULs of a chunk are dropped.
 */
export class HtmlStream extends Transform {
  _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    let end = chunk.length
    while (end > 0 && end > chunk.length - 3 && chunk[end - 1] === 0) end -= 1
    callback(null, end === chunk.length ? chunk : chunk.subarray(0, end))
  }
}
