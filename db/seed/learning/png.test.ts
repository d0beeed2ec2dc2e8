import { describe, expect, it } from 'vitest'
import { renderIcon } from './icons'
import { COURSES } from './index'
import { crc32, encodePng } from './png'
import { readPng } from './test-helpers'

describe('PNG encoder', () => {
  it('matches the CRC-32 check value of the PNG specification', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926)
  })

  it('writes signature, IHDR, IDAT and IEND with the pixels row by row', () => {
    const pixels = Uint8Array.from([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30])
    const png = readPng(encodePng(2, 2, pixels))
    expect(png.types).toEqual(['IHDR', 'IDAT', 'IEND'])
    expect([png.width, png.height, png.depth, png.colourType]).toEqual([2, 2, 8, 2])
    expect([...png.raw]).toEqual([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 10, 20, 30])
  })

  it('refuses pixel data of the wrong size', () => {
    expect(() => encodePng(2, 2, new Uint8Array(11))).toThrow()
  })
})

describe('course icons', () => {
  it('are 600×600 RGB drawings with more than a flat background', () => {
    for (const course of COURSES) {
      const png = readPng(renderIcon(course.icon))
      expect([png.width, png.height]).toEqual([600, 600])
      expect(png.raw.length).toBe(600 * (1 + 600 * 3))
      // The background is a vertical gradient starting at the left edge: count what is drawn over it.
      let drawn = 0
      for (let y = 0; y < 600; y++) {
        const row = png.raw.subarray(y * 1801 + 1, (y + 1) * 1801)
        const background = row.readUIntBE(0, 3)
        for (let x = 0; x < 1800; x += 3) if (row.readUIntBE(x, 3) !== background) drawn++
      }
      expect(drawn / 360_000, course.slug).toBeGreaterThan(0.1)
      expect(drawn / 360_000, course.slug).toBeLessThan(0.9)
    }
  })
})
