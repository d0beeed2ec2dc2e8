import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { cleanCopy, inspectImage, squarePng, webpOf } from './images.server'

const solid = (width: number, height: number, format: 'png' | 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    [format]()
    .toBuffer()

describe('images', () => {
  it('reads the real format and size from the bytes', async () => {
    expect(await inspectImage(await solid(900, 600, 'png'))).toEqual({
      format: 'png',
      width: 900,
      height: 600,
    })
    expect(await inspectImage(await solid(20, 30, 'jpeg'))).toEqual({ format: 'jpeg', width: 20, height: 30 })
  })

  it('refuses bytes that are not an image, whatever the name says', async () => {
    expect(await inspectImage(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeNull()
    expect(await inspectImage(new Uint8Array(0))).toBeNull()
  })

  it('crops any picture to a centred square PNG of the asked size', async () => {
    const out = await squarePng(await solid(1200, 500, 'jpeg'), 640)
    expect(await inspectImage(out)).toEqual({ format: 'png', width: 640, height: 640 })
  })

  it('encodes WebP smaller than the PNG it came from', async () => {
    const png = await solid(900, 600, 'png')
    const webp = await webpOf(png)
    expect(await inspectImage(webp)).toEqual({ format: 'webp', width: 900, height: 600 })
    expect(webp.byteLength).toBeLessThan(png.byteLength)
  })

  it('re-encodes an upload in its own format', async () => {
    const copy = await cleanCopy(await solid(10, 10, 'jpeg'), 'jpeg')
    expect((await inspectImage(copy))?.format).toBe('jpeg')
  })
})
