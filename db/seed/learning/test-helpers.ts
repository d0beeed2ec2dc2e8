// Test helpers of the learning seed (not a test file itself).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { inflateSync } from 'node:zlib'
import { afterAll, expect } from 'vitest'
import { crc32 } from './png'

/** Splits a PNG into its chunks, checking each CRC. */
export function readPng(file: Buffer) {
  expect([...file.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  const chunks: { type: string; data: Buffer }[] = []
  let at = 8
  while (at < file.length) {
    const length = file.readUInt32BE(at)
    const type = file.toString('ascii', at + 4, at + 8)
    const data = file.subarray(at + 8, at + 8 + length)
    expect(file.readUInt32BE(at + 8 + length)).toBe(crc32(file.subarray(at + 4, at + 8 + length)))
    chunks.push({ type, data })
    at += 12 + length
  }
  const ihdr = chunks[0].data
  return {
    types: chunks.map((c) => c.type),
    width: ihdr.readUInt32BE(0),
    height: ihdr.readUInt32BE(4),
    depth: ihdr[8],
    colourType: ihdr[9],
    raw: inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data))),
  }
}

/** Each test file writes course icons to its own folder: course ids repeat across the per-file databases. */
export function useOwnMediaDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trilha-media-test-'))
  process.env.MEDIA_DIR = dir
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
  return dir
}
