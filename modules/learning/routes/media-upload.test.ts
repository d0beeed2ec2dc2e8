import fs from 'node:fs'
import path from 'node:path'
import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { makeCourse, makeUser } from '~/tests/factories'
import { routeArgs as call, getRequest as get, useOwnMediaDir } from '~/tests/setup/helpers'
import { submitProject } from '../hub/projects.server'
import { submitMathAnswer } from '../math/math.server'
import { loader } from './media.upload'

const media = useOwnMediaDir()
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
const OGG = new TextEncoder().encode('OggS\0\x02rest-of-the-page')
const NOW = new Date('2026-06-10T12:00:00Z')
const file = (name: string, bytes: Uint8Array) => ({ filename: name, contentType: 'x/y', bytes })

const fetchUpload = async (kind: string, id: number | string, user?: { cookie: string }) =>
  (await loader(call(get(`/media/upload/${kind}/${id}`, user), { kind, id: String(id) }))) as Response

async function mathAnswer() {
  const course = await makeCourse({}, [{ type: 'math' }])
  const lesson = await db
    .selectFrom('lessons')
    .select('math_exercise_id')
    .where('id', '=', course.lessons[0].id)
    .executeTakeFirstOrThrow()
  const owner = await makeUser('free')
  const sent = await submitMathAnswer(
    owner.id,
    lesson.math_exercise_id as number,
    { image: file('conta.png', PNG), audio: file('voz.ogg', OGG) },
    NOW,
  )
  if (!sent.ok) throw new Error(sent.reason)
  return { owner, id: sent.id }
}

describe('GET /media/upload/:kind/:id', () => {
  it('gives the owner the image inline and the audio with their sniffed types, private', async () => {
    const { owner, id } = await mathAnswer()
    const image = await fetchUpload('math-image', id, owner)
    expect(image.status).toBe(200)
    expect(Object.fromEntries(image.headers)).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': `inline; filename="math-image-${id}.png"`,
      'cache-control': 'private, max-age=3600',
    })
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG)
    const audio = await fetchUpload('math-audio', id, owner)
    expect(audio.headers.get('content-type')).toBe('audio/ogg')
    expect(new Uint8Array(await audio.arrayBuffer())).toEqual(OGG)
  })

  it('serves a project ZIP as an attachment to its owner and to staff', async () => {
    const course = await makeCourse({}, [{ type: 'project' }])
    const project = await db
      .selectFrom('lessons')
      .select('project_id')
      .where('id', '=', course.lessons[0].id)
      .executeTakeFirstOrThrow()
    const owner = await makeUser('free')
    const zip = zipSync({ 'README.md': strToU8('# oi') })
    const sent = await submitProject(owner.id, project.project_id as number, { zip: file('p.zip', zip) }, NOW)
    if (!sent.ok) throw new Error(sent.reason)
    for (const user of [owner, await makeUser('author'), await makeUser('admin')]) {
      const res = await fetchUpload('project-zip', sent.id, user)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/zip')
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="project-zip-${sent.id}.zip"`)
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(zip)
    }
  })

  it('answers 404 to another student, to anonymous, for unknown ids, kinds and empty columns', async () => {
    const { owner, id } = await mathAnswer()
    const other = await makeUser('pro')
    expect((await fetchUpload('math-image', id, other)).status).toBe(404)
    expect((await fetchUpload('math-image', id)).status).toBe(404)
    expect((await fetchUpload('math-image', id + 1000, owner)).status).toBe(404)
    expect((await fetchUpload('math-image', 'abc', owner)).status).toBe(404)
    expect((await fetchUpload('math-video', id, owner)).status).toBe(404)
    // A math answer id is not a project hand-in id.
    expect((await fetchUpload('project-zip', id, owner)).status).toBe(404)
    await db.updateTable('math_submissions').set({ audio_path: null }).where('id', '=', id).execute()
    expect((await fetchUpload('math-audio', id, owner)).status).toBe(404)
    expect((await fetchUpload('math-image', id, await makeUser('moderator'))).status).toBe(404)
  })

  it('refuses a stored path that leaves the media folder or a file that is gone', async () => {
    const { owner, id } = await mathAnswer()
    const outside = path.join(path.dirname(media), `outside-${id}.png`)
    fs.writeFileSync(outside, PNG)
    try {
      const relative = path.relative(media, outside)
      await db.updateTable('math_submissions').set({ image_path: relative }).where('id', '=', id).execute()
      expect((await fetchUpload('math-image', id, owner)).status).toBe(404)
    } finally {
      fs.rmSync(outside, { force: true })
    }
    const row = await db
      .selectFrom('math_submissions')
      .select('audio_path')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    fs.rmSync(path.join(media, row.audio_path as string))
    expect((await fetchUpload('math-audio', id, owner)).status).toBe(404)
  })
})
