// Writes a Brotli (.br) and a gzip (.gz) copy beside each hashed asset of the client build, at the highest
// levels: made once per build, so the server sends the smallest bytes without compressing at each request
// (app/kernel/http/precompressed.js serves them; ADR 027, "slow link"). Brotli is ~15–20% smaller than gzip on our JS.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest|txt)$/

export function precompress(dir) {
  let written = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue
    const file = path.join(dir, entry.name)
    const raw = fs.readFileSync(file)
    if (raw.length < 1024) continue // a header costs more than it saves
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(raw, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
    )
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(raw, { level: zlib.constants.Z_BEST_COMPRESSION }))
    written++
  }
  return written
}
