import fs from 'node:fs/promises'
import path from 'node:path'
import { courseImagePath } from '~/modules/learning'
import { encodePng } from './png'
import type { IconDesign, IconShape } from './types'

export const ICON_SIZE = 600

function hex(colour: string): [number, number, number] {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour)
  if (!m) throw new Error(`bad colour ${colour}`)
  return [Number.parseInt(m[1], 16), Number.parseInt(m[2], 16), Number.parseInt(m[3], 16)]
}

/** Signed distance from (x, y) to the shape's edge: negative inside. Gives smooth, anti-aliased edges. */
function distance(shape: IconShape, x: number, y: number): number {
  switch (shape.kind) {
    case 'circle':
      return Math.hypot(x - shape.cx, y - shape.cy) - shape.r
    case 'ring':
      return Math.abs(Math.hypot(x - shape.cx, y - shape.cy) - shape.r) - shape.width / 2
    case 'line': {
      const dx = shape.x2 - shape.x1
      const dy = shape.y2 - shape.y1
      const t = Math.max(0, Math.min(1, ((x - shape.x1) * dx + (y - shape.y1) * dy) / (dx * dx + dy * dy)))
      return Math.hypot(x - (shape.x1 + t * dx), y - (shape.y1 + t * dy)) - shape.width / 2
    }
    case 'rect': {
      const qx = Math.abs(x - (shape.x + shape.w / 2)) - (shape.w / 2 - shape.radius)
      const qy = Math.abs(y - (shape.y + shape.h / 2)) - (shape.h / 2 - shape.radius)
      const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0))
      return outside + Math.min(Math.max(qx, qy), 0) - shape.radius
    }
  }
}

/** Draws the design: a soft vertical gradient of the background, then each layer in order. */
export function renderIcon(design: IconDesign, size = ICON_SIZE): Buffer {
  const scale = size / ICON_SIZE
  const bg = hex(design.background)
  const layers = design.layers.map((l) => ({ shape: l.shape, rgb: hex(l.colour) }))
  const rgb = new Uint8Array(size * size * 3)
  for (let py = 0; py < size; py++) {
    const shade = 1.08 - 0.18 * (py / size)
    for (let px = 0; px < size; px++) {
      const x = (px + 0.5) / scale
      const y = (py + 0.5) / scale
      let r = Math.min(255, bg[0] * shade)
      let g = Math.min(255, bg[1] * shade)
      let b = Math.min(255, bg[2] * shade)
      for (const layer of layers) {
        const alpha = Math.max(0, Math.min(1, 0.5 - distance(layer.shape, x, y) * scale))
        if (alpha === 0) continue
        r += (layer.rgb[0] - r) * alpha
        g += (layer.rgb[1] - g) * alpha
        b += (layer.rgb[2] - b) * alpha
      }
      const i = (py * size + px) * 3
      rgb[i] = Math.round(r)
      rgb[i + 1] = Math.round(g)
      rgb[i + 2] = Math.round(b)
    }
  }
  return encodePng(size, size, rgb)
}

/** Writes the course's 600×600 icon where /image/course-icon/:id.png serves it (write then rename). */
export async function writeCourseIcon(courseId: number, design: IconDesign): Promise<string> {
  const file = courseImagePath(courseId)
  await fs.mkdir(path.dirname(file), { recursive: true })
  const tmp = `${file}.${process.pid}.tmp`
  await fs.writeFile(tmp, renderIcon(design))
  await fs.rename(tmp, file)
  return file
}
