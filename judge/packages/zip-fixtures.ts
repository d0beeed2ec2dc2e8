// Test helper: a zip writer that lies on request (sizes, flags, attributes, names), which honest zip
// libraries refuse to do. Only tests import it.
import zlib from 'node:zlib'

export interface RawZipEntry {
  name: string
  /** Bytes as stored in the archive (already deflated when method is 8). */
  data?: Buffer
  method?: 0 | 8
  /** Declared uncompressed size; defaults to data.length for stored entries. */
  size?: number
  /** General purpose flags (bit 0 = encrypted). */
  flags?: number
  /** Unix mode put in the external attributes' high half (e.g. 0o120777 for a symlink). */
  unixMode?: number
}

export function buildRawZip(entries: RawZipEntry[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8')
    const data = entry.data ?? Buffer.alloc(0)
    const method = entry.method ?? 0
    const size = entry.size ?? data.length
    const flags = (entry.flags ?? 0) | 0x800
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(flags, 6)
    local.writeUInt16LE(method, 8)
    local.writeUInt32LE(0, 14) // crc: yauzl does not check it
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(size, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE((3 << 8) | 20, 4) // made by Unix
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(flags, 8)
    central.writeUInt16LE(method, 10)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(size, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(((entry.unixMode ?? 0o100644) << 16) >>> 0, 38)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, data)
    centrals.push(central, name)
    offset += local.length + name.length + data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

/** Raw deflate of `bytes` zeros, streamed so the zeros never sit in memory at once (~1 KiB out per MiB). */
export async function deflatedZeros(bytes: number): Promise<Buffer> {
  const deflate = zlib.createDeflateRaw({ level: 9 })
  const chunks: Buffer[] = []
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject))
  const block = Buffer.alloc(1 << 20)
  for (let written = 0; written < bytes; written += block.length) {
    const part = Math.min(block.length, bytes - written)
    if (!deflate.write(part === block.length ? block : block.subarray(0, part))) {
      await new Promise((resolve) => deflate.once('drain', resolve))
    }
  }
  deflate.end()
  await done
  return Buffer.concat(chunks)
}
