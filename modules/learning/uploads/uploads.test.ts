import { describe, expect, it } from 'vitest'
import { isBodyTooLarge, readLessonForm, sniffAudio, sniffImage } from './uploads.server'

const bytes = (...values: number[]) => new Uint8Array(values)
const text = (s: string) => new TextEncoder().encode(s)

describe('sniffImage / sniffAudio', () => {
  it('reads the real type from the first bytes', () => {
    expect(sniffImage(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png')
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpg')
    expect(sniffImage(text('GIF89a'))).toBeNull()
    expect(sniffImage(text('<svg>'))).toBeNull()
    expect(sniffAudio(text('OggS\0'))).toBe('ogg')
    expect(sniffAudio(text('ID3\x04'))).toBe('mp3')
    expect(sniffAudio(bytes(0xff, 0xfb, 0x90))).toBe('mp3')
    expect(sniffAudio(bytes(0x1a, 0x45, 0xdf, 0xa3))).toBe('webm')
    expect(sniffAudio(new Uint8Array([0, 0, 0, 0x20, ...text('ftypM4A ')]))).toBe('m4a')
    expect(sniffAudio(new Uint8Array([0, 0, 0, 0x20, ...text('ftypqt  ')]))).toBeNull()
    expect(sniffAudio(bytes(0xff, 0xd8, 0xff))).toBeNull()
    expect(sniffAudio(text('RIFF....WAVE'))).toBeNull()
  })
})

function multipart(form: FormData) {
  return new Request('http://test/br/x', { method: 'POST', body: form })
}

describe('readLessonForm', () => {
  it('keeps text fields and files within their limits, names the ones past it, drops unknown files', async () => {
    const form = new FormData()
    form.set('intent', 'math')
    form.set('image', new Blob([new Uint8Array(100)]), 'a.png')
    form.set('audio', new Blob([new Uint8Array(300)]), 'a.ogg')
    form.set('other', new Blob([new Uint8Array(10)]), 'x.bin')
    const read = await readLessonForm(multipart(form), { image: 100, audio: 299 }, 10_000)
    expect(read.formData.get('intent')).toBe('math')
    expect(read.files.image.bytes.byteLength).toBe(100)
    expect(read.files.image.filename).toBe('a.png')
    expect(read.files.audio).toBeUndefined()
    expect(read.files.other).toBeUndefined()
    expect(read.tooLarge).toEqual(['audio'])
  })

  it('treats an empty file input as no file', async () => {
    const form = new FormData()
    form.set('image', new Blob([]), '')
    const read = await readLessonForm(multipart(form), { image: 100 }, 10_000)
    expect(read.files).toEqual({})
    expect(read.tooLarge).toEqual([])
  })

  it('stops a body past the total limit', async () => {
    const form = new FormData()
    form.set('image', new Blob([new Uint8Array(5000)]), 'a.png')
    const error = await readLessonForm(multipart(form), { image: 10_000 }, 1000).catch((e) => e)
    expect(isBodyTooLarge(error)).toBe(true)
  })

  it('reads urlencoded forms as they are', async () => {
    const request = new Request('http://test/br/x', {
      method: 'POST',
      body: new URLSearchParams({ intent: 'understood' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    const read = await readLessonForm(request, {}, 1000)
    expect(read.formData.get('intent')).toBe('understood')
  })
})
