import sharp from 'sharp'

// Images people upload (profile pictures, team images, blog images, content images). sharp reads the real
// format from the bytes, so a renamed file cannot pass for an image; decoding is capped so a tiny file that
// claims huge dimensions cannot exhaust memory.
const MAX_PIXELS = 40_000_000
sharp.cache(false)

export const IMAGE_FORMATS = ['png', 'jpeg', 'webp', 'gif'] as const
export type ImageFormat = (typeof IMAGE_FORMATS)[number]

export interface ImageInfo {
  format: ImageFormat
  width: number
  height: number
}

/** The image's real format and size, or null when the bytes are not a readable PNG, JPEG, WebP or GIF. */
export async function inspectImage(bytes: Uint8Array): Promise<ImageInfo | null> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata()
    const format = meta.format as ImageFormat
    if (!IMAGE_FORMATS.includes(format) || !meta.width || !meta.height) return null
    // A JPEG's EXIF orientation 5–8 swaps what the viewer sees.
    const swapped = (meta.orientation ?? 1) >= 5
    return {
      format,
      width: swapped ? meta.height : meta.width,
      height: swapped ? meta.width : meta.height,
    }
  } catch {
    return null
  }
}

/**
 * A square PNG of `size` pixels (profile pictures and team images, docs/product.md#kernel-images: 640×640): turned upright by its
 * EXIF orientation, cropped to the centre and scaled. Metadata (GPS included) is not copied.
 */
export async function squarePng(bytes: Uint8Array, size: number): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize(size, size, { fit: 'cover', position: 'centre' })
    .png({ compressionLevel: 9 })
    .toBuffer()
}

/**
 * A square WebP of `size` pixels from a stored image: what a page shows at 64–240 px instead of a 600×600 PNG
 * (issue 24: the course icons were two thirds of the courses page's bytes).
 */
export async function squareWebp(bytes: Uint8Array, size: number, quality = 80): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize(size, size, { fit: 'cover', position: 'centre' })
    .webp({ quality })
    .toBuffer()
}

/** The same picture as WebP (what /image/post/:id.webp serves: a fraction of the PNG's bytes on slow links). */
export async function webpOf(bytes: Uint8Array, quality = 80): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate().webp({ quality }).toBuffer()
}

/** Re-encodes an upload in its own format without metadata, so what we serve is what we decoded. */
export async function cleanCopy(bytes: Uint8Array, format: ImageFormat): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, animated: format === 'gif' }).rotate()
  if (format === 'png') return image.png({ compressionLevel: 9 }).toBuffer()
  if (format === 'jpeg') return image.jpeg({ quality: 85 }).toBuffer()
  if (format === 'webp') return image.webp({ quality: 85 }).toBuffer()
  return image.gif().toBuffer()
}

export const IMAGE_TYPES: Record<ImageFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
}
