import fs from 'node:fs'
import path from 'node:path'
import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { makeCourse, makeUser } from '~/tests/factories'
import {
  routeArgs as call,
  loaded,
  multipart,
  setCookies,
  settle,
  useOwnMediaDir,
  withCookies,
} from '~/tests/setup/helpers'
import { lessonAction } from '../lessons/lesson-actions.server'
import { action, loader as lessonLoader } from './lesson'

// The page loaders answer data(page, { headers }) (flash.server.ts): the tests read the page.
const loader = (args: Parameters<typeof lessonLoader>[0]) => loaded(lessonLoader(args))

const media = useOwnMediaDir()
const MB = 1024 * 1024
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
const OGG = new TextEncoder().encode('OggS\0\x02rest-of-the-page')
type User = Awaited<ReturnType<typeof makeUser>>

const lessonUrl = (slug: string, id: number) => `/br/course/${slug}/lesson/${id}`
const params = (slug: string, id: number) => ({ course_id: slug, lesson_id: String(id) })

function form(fields: Record<string, string | [Uint8Array, string]>) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') body.set(name, value)
    else body.set(name, new Blob([value[0] as Uint8Array<ArrayBuffer>]), value[1])
  }
  return body
}

async function send(
  slug: string,
  id: number,
  fields: Record<string, string | [Uint8Array, string]>,
  user: User,
) {
  return (await settle(
    action(call(multipart(lessonUrl(slug, id), form(fields), user), params(slug, id))),
  )) as Response
}

const big = (size: number, head: Uint8Array) => {
  const bytes = new Uint8Array(size)
  bytes.set(head)
  return bytes
}

describe('math answers', () => {
  it('stores text, image and audio under the user folder and shows them "under review"', async () => {
    const course = await makeCourse({}, [{ type: 'math' }])
    const [lesson] = course.lessons
    const student = await makeUser('free')
    const res = await send(
      course.slug,
      lesson.id,
      { intent: 'math', text_answer: 'É 4.', image: [PNG, 'conta.png'], audio: [OGG, 'voz.ogg'] },
      student,
    )
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`${lessonUrl(course.slug, lesson.id)}#answers`)
    const row = await db
      .selectFrom('math_submissions')
      .selectAll()
      .where('user_id', '=', student.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ text_answer: 'É 4.', status: 'under_review' })
    expect(row.image_path).toMatch(new RegExp(`^uploads/${student.id}/math-image-.+\\.png$`))
    expect(row.audio_path).toMatch(/\.ogg$/)
    expect(fs.readFileSync(path.join(media, row.image_path as string))).toEqual(Buffer.from(PNG))
    await db
      .updateTable('math_submissions')
      .set({ rubric_strategy: 3, rubric_accuracy: 4, rubric_communication: 2, feedback: 'Bom.' })
      .where('id', '=', row.id)
      .execute()
    const page = await loader(
      call(
        withCookies(
          new Request(`http://test${lessonUrl(course.slug, lesson.id)}`, {
            headers: { cookie: student.cookie },
          }),
          setCookies(res),
        ),
        params(course.slug, lesson.id),
      ),
    )
    expect(page.notice.sent).toBe('math')
    expect(page.lesson.canComplete).toBe(true)
    expect(page.content).toMatchObject({
      type: 'math',
      usedToday: 1,
      submissions: [
        {
          status: 'under_review',
          imageUrl: `/media/upload/math-image/${row.id}`,
          audioUrl: `/media/upload/math-audio/${row.id}`,
          rubrics: { strategy: 3, accuracy: 4, communication: 2 },
          feedback: 'Bom.',
        },
      ],
    })
  })

  it('refuses an empty answer, files past 5 MB / 10 MB and files that are not what they claim (422)', async () => {
    const course = await makeCourse({}, [{ type: 'math' }])
    const [lesson] = course.lessons
    const student = await makeUser('free')
    const cases: [Record<string, string | [Uint8Array, string]>, string, string][] = [
      [{ intent: 'math', text_answer: '   ' }, 'text_answer', 'math.errors.empty'],
      [{ intent: 'math', image: [big(5 * MB + 1, PNG), 'a.png'] }, 'image', 'math.errors.imageTooLarge'],
      [{ intent: 'math', image: [strToU8('<svg/>'), 'a.png'] }, 'image', 'math.errors.imageType'],
      [{ intent: 'math', audio: [big(10 * MB + 1, OGG), 'a.ogg'] }, 'audio', 'math.errors.audioTooLarge'],
      [{ intent: 'math', audio: [PNG, 'a.mp3'] }, 'audio', 'math.errors.audioType'],
    ]
    for (const [fields, field, key] of cases) {
      const res = await send(
        course.slug,
        lesson.id,
        { ...fields, text_answer: fields.text_answer ?? '' },
        student,
      )
      expect(res.status).toBe(422)
      const body = (await res.json()) as { result: { error: Record<string, string[]> } }
      expect(body.result.error[field]).toEqual([key])
    }
    // Exactly at the limits is fine.
    const ok = await send(
      course.slug,
      lesson.id,
      { intent: 'math', image: [big(5 * MB, PNG), 'a.png'] },
      student,
    )
    expect(ok.status).toBe(302)
    const kept = await send(
      course.slug,
      lesson.id,
      { intent: 'math', text_answer: 'x'.repeat(10_001) },
      student,
    )
    expect(kept.status).toBe(422)
    expect(
      ((await kept.json()) as { result: { initialValue: { text_answer: string } } }).result.initialValue
        .text_answer,
    ).toHaveLength(10_001)
  })

  it('allows 5 answers a day per exercise, then "try again tomorrow" (429); the next UTC day opens again', async () => {
    const course = await makeCourse({}, [{ type: 'math' }])
    const [lesson] = course.lessons
    const student = await makeUser('free')
    const day = new Date('2026-06-10T20:00:00Z')
    const at = (now: Date) =>
      lessonAction(
        multipart(lessonUrl(course.slug, lesson.id), form({ intent: 'math', text_answer: 'oi' }), student),
        params(course.slug, lesson.id),
        now,
      )
    for (let i = 0; i < 5; i++) expect((await at(day)).status).toBe(302)
    const sixth = await at(new Date('2026-06-10T23:59:00Z'))
    expect(sixth.status).toBe(429)
    expect(sixth.headers.get('retry-after')).toBe('60')
    expect(await sixth.json()).toMatchObject({ result: { error: { '': ['errors.dailyLimit'] } } })
    expect((await at(new Date('2026-06-11T00:00:01Z'))).status).toBe(302)
  })
})

const zip = (files: Record<string, string>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strToU8(v)])))

describe('project hand-ins', () => {
  it('accepts a GitHub repository link (stored canonical) and refuses bad ones with the link error', async () => {
    const course = await makeCourse({}, [{ type: 'project' }])
    const [lesson] = course.lessons
    const student = await makeUser('free')
    const bad = await send(
      course.slug,
      lesson.id,
      { intent: 'project', repository_url: 'https://gitlab.com/ana/site' },
      student,
    )
    expect(bad.status).toBe(422)
    expect(await bad.json()).toMatchObject({
      result: {
        error: { repository_url: ['project.errors.link'] },
        initialValue: { repository_url: 'https://gitlab.com/ana/site' },
      },
    })
    const good = await send(
      course.slug,
      lesson.id,
      { intent: 'project', repository_url: 'https://github.com/ana/site.git/' },
      student,
    )
    expect(good.status).toBe(302)
    const row = await db
      .selectFrom('project_submissions')
      .selectAll()
      .where('user_id', '=', student.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      kind: 'github',
      repository_url: 'https://github.com/ana/site',
      status: 'in_queue',
    })
    const empty = await send(course.slug, lesson.id, { intent: 'project', repository_url: '' }, student)
    expect(
      ((await empty.json()) as { result: { error: Record<string, string[]> } }).result.error[''],
    ).toEqual(['project.errors.empty'])
    const both = await send(
      course.slug,
      lesson.id,
      {
        intent: 'project',
        repository_url: 'https://github.com/ana/site',
        zip: [zip({ 'README.md': '#' }), 'p.zip'],
      },
      student,
    )
    expect(both.status).toBe(422)
  })

  it('reads a ZIP: valid → stored; not a ZIP, unsafe paths, missing obligatory files, > 20 MB → 422', async () => {
    const course = await makeCourse({}, [{ type: 'project', obligatoryFiles: ['README.md', 'index.html'] }])
    const [lesson] = course.lessons
    const student = await makeUser('free')
    const cases: [Uint8Array, string, string[] | undefined][] = [
      [strToU8('PK but not really'), 'project.errors.zipInvalid', undefined],
      [zip({ '../evil.sh': 'x', 'README.md': '#', 'index.html': '' }), 'project.errors.zipUnsafe', undefined],
      [zip({ 'README.md': '#' }), 'project.errors.zipMissing', ['index.html']],
      [big(20 * MB + 1, zip({ 'README.md': '#' })), 'project.errors.zipTooLarge', undefined],
    ]
    for (const [bytes, key, missing] of cases) {
      const res = await send(course.slug, lesson.id, { intent: 'project', zip: [bytes, 'p.zip'] }, student)
      expect(res.status).toBe(422)
      const body = (await res.json()) as { result: { error: Record<string, string[]> }; missing?: string[] }
      expect(body.result.error.zip).toEqual([key])
      expect(body.missing).toEqual(missing)
    }
    const good = zip({ 'site-main/README.md': '#', 'site-main/index.html': '<p>oi</p>' })
    const res = await send(course.slug, lesson.id, { intent: 'project', zip: [good, 'site.zip'] }, student)
    expect(res.status).toBe(302)
    const row = await db
      .selectFrom('project_submissions')
      .selectAll()
      .where('user_id', '=', student.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ kind: 'zip', zip_bytes: good.byteLength, repository_url: null })
    expect(fs.readFileSync(path.join(media, row.zip_path as string))).toEqual(Buffer.from(good))
  })

  it('allows 3 hand-ins a day per project, then "try again tomorrow" (429)', async () => {
    const course = await makeCourse({}, [{ type: 'project' }])
    const [lesson] = course.lessons
    const student = await makeUser('free')
    for (let i = 0; i < 3; i++) {
      const res = await send(
        course.slug,
        lesson.id,
        { intent: 'project', repository_url: `https://github.com/ana/p${i}` },
        student,
      )
      expect(res.status).toBe(302)
    }
    const fourth = await send(
      course.slug,
      lesson.id,
      { intent: 'project', repository_url: 'https://github.com/ana/p4' },
      student,
    )
    expect(fourth.status).toBe(429)
    expect(await fourth.json()).toMatchObject({ result: { error: { '': ['errors.dailyLimit'] } } })
    const other = await makeUser('free')
    expect(
      (
        await send(
          course.slug,
          lesson.id,
          { intent: 'project', repository_url: 'https://github.com/bia/p' },
          other,
        )
      ).status,
    ).toBe(302)
    const understood = await send(course.slug, lesson.id, { intent: 'understood' }, student)
    expect(understood.status).toBe(302)
  })
})
