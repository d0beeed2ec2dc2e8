import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { makeCourse, makeUser } from '~/tests/factories'
import { routeArgs as call, getRequest as get, useOwnMediaDir } from '~/tests/setup/helpers'
import { courseImagePath } from '../paths.server'
import { loader as apiLoader } from './api.courses'
import { loader } from './courses'
import { loader as iconLoader } from './image.course-icon'

useOwnMediaDir()

type ApiCourse = {
  id: number
  slug: string
  title: string
  weeks: number
  topics: { id: number; title: string; position: number }[]
  lessons: {
    id: number
    title: string
    type: string
    layer_depth: number
    position: number
    topic_id: number
  }[]
} & Record<string, unknown>

describe('/{lang}/courses', () => {
  it('groups courses by track with weeks at 6 h a week, badges, and the student progress', async () => {
    const language = await makeCourse({ track: 'language', workload_hours: 24, position: 1 })
    const pro = await makeCourse({
      track: 'professional',
      workload_hours: 25,
      is_free: 0,
      is_legacy: 1,
      position: 2,
    })
    const soon = await makeCourse({ is_launch_ready: 0, is_locked: 1 })
    const student = await makeUser('free')
    await db
      .insertInto('course_enrollments')
      .values({ user_id: student.id, course_id: language.id })
      .execute()
    await db
      .insertInto('lesson_progress')
      .values({
        user_id: student.id,
        lesson_id: language.lessons[0].id,
        completed_at: new Date().toISOString(),
      })
      .execute()

    const data = await loader(call(get('/gb/courses', student)))
    const card = data.tracks.language.find((c) => c.id === language.id)
    expect(card).toMatchObject({
      title: expect.stringMatching(/^Course /),
      subtitle: 'Subtitle',
      weeks: 4,
      workloadHours: 24,
      isFree: true,
      lessons: 2,
      progress: { completed: 1, done: false },
    })
    expect(data.tracks.language.some((c) => c.id === pro.id)).toBe(false)
    expect(data.tracks.professional.find((c) => c.id === pro.id)).toMatchObject({
      weeks: 5,
      isFree: false,
      isLegacy: true,
      progress: null,
    })
    // Not launch ready and locked (like the OOP course): listed, with its badges and warning.
    expect(data.tracks.language.find((c) => c.id === soon.id)).toMatchObject({
      isLaunchReady: false,
      isLocked: true,
    })

    const br = await loader(call(get('/br/courses')))
    expect(br.tracks.language.find((c) => c.id === language.id)).toMatchObject({
      title: expect.stringMatching(/^Curso /),
      progress: null,
    })
  })

  it('lists the course competitions running or to come, with their course; not past ones nor others', async () => {
    const course = await makeCourse()
    const day = 86_400_000
    const at = (days: number) => new Date(Date.now() + days * day).toISOString()
    await db
      .insertInto('competitions')
      .values([
        { title: 'Maratona futura', style: 'icpc', starts_at: at(1), ends_at: at(2), course_id: course.id },
        { title: 'Maratona agora', style: 'icpc', starts_at: at(-1), ends_at: at(1), course_id: course.id },
        {
          title: 'Maratona passada',
          style: 'icpc',
          starts_at: at(-3),
          ends_at: at(-2),
          course_id: course.id,
        },
        { title: 'Maratona sem curso', style: 'icpc', starts_at: at(1), ends_at: at(2) },
      ])
      .execute()
    const data = await loader(call(get('/br/courses')))
    const titles = data.competitions.map((c) => c.title)
    expect(titles).toEqual(expect.arrayContaining(['Maratona agora', 'Maratona futura']))
    expect(titles).not.toContain('Maratona passada')
    expect(titles).not.toContain('Maratona sem curso')
    expect(data.competitions.find((c) => c.title === 'Maratona agora')).toMatchObject({
      running: true,
      course: { slug: course.slug },
    })
  })
})

describe('GET /api/courses', () => {
  it('answers every visible course with topics and lessons in the asked locale', async () => {
    const course = await makeCourse(
      { allowed_languages: '["c","python3"]', video_br: 'abcdefghijk', has_image: 1 },
      [
        { type: 'text', topic: 1 },
        { type: 'text', topic: 0, depth: 1 },
      ],
    )
    const soon = await makeCourse({ is_launch_ready: 0 })
    for (const [locale, title, topic] of [
      ['gb', 'Course', 'Topic 1'],
      ['en-GB', 'Course', 'Topic 1'],
      ['br', 'Curso', 'Tópico 1'],
      ['pt-BR', 'Curso', 'Tópico 1'],
    ]) {
      const res = await apiLoader(call(get(`/api/courses?locale=${locale}`)))
      expect(res.status).toBe(200)
      const list = (await res.json()) as ApiCourse[]
      expect(list.find((c) => c.id === soon.id)?.launch_ready).toBe(false)
      const found = list.find((c) => c.id === course.id) as ApiCourse
      expect(Object.keys(found).sort()).toEqual(
        [
          'id',
          'slug',
          'title',
          'subtitle',
          'description',
          'track',
          'track_type',
          'workload_hours',
          'weeks',
          'is_free',
          'is_locked',
          'is_legacy',
          'is_study_program',
          'is_training_program',
          'launch_ready',
          'english_ready',
          'portuguese_ready',
          'allowed_languages',
          'tag',
          'video',
          'image_url',
          'topics',
          'lessons',
        ].sort(),
      )
      expect(found.title.startsWith(title)).toBe(true)
      expect(found).toMatchObject({
        slug: course.slug,
        weeks: 4,
        is_free: true,
        allowed_languages: ['c', 'python3'],
        image_url: `/image/course-icon/${course.id}.png`,
      })
      expect(found.topics[0]).toEqual({ id: course.topics[0], title: topic, position: 1 })
      // Reading order: topic 1's lesson (position 2) before topic 2's (position 1).
      expect(found.lessons.map((l) => l.id)).toEqual([course.lessons[1].id, course.lessons[0].id])
      expect(found.lessons[0]).toMatchObject({
        type: 'text',
        layer_depth: 1,
        position: 2,
        topic_id: course.topics[0],
      })
    }
    const gb = (await (await apiLoader(call(get('/api/courses?locale=gb')))).json()) as ApiCourse[]
    expect(gb.find((c) => c.id === course.id)?.video).toBe('abcdefghijk')
  })
})

describe('GET /image/course-icon/:id.png', () => {
  it('serves the stored PNG with cache headers, 304 on a matching ETag, 404 otherwise', async () => {
    const file = courseImagePath(4242)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])
    fs.writeFileSync(file, png)
    const res = await iconLoader(call(get('/image/course-icon/4242.png'), { file: '4242.png' }))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/)
    expect(Buffer.from(await res.arrayBuffer())).toEqual(png)
    const etag = res.headers.get('etag') as string
    const again = await iconLoader(
      call(new Request('http://test/image/course-icon/4242.png', { headers: { 'if-none-match': etag } }), {
        file: '4242.png',
      }),
    )
    expect(again.status).toBe(304)
    for (const name of ['4243.png', '4242.jpg', '..%2F4242.png', '0.png', 'x.png']) {
      expect((await iconLoader(call(get(`/image/course-icon/${name}`), { file: name }))).status).toBe(404)
    }
  })
})

describe('GET /image/course-icon/:id-:size.webp', () => {
  it('serves the icon resized as WebP for the sizes a page shows, made again when the PNG changes', async () => {
    const file = courseImagePath(4244)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(
      file,
      await sharp({ create: { width: 600, height: 600, channels: 3, background: '#c00' } })
        .png()
        .toBuffer(),
    )
    const res = await iconLoader(call(get('/image/course-icon/4244-96.webp'), { file: '4244-96.webp' }))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 96, 96])

    // An editor replaces the icon (a later mtime): the next request resizes the new one.
    fs.writeFileSync(
      file,
      await sharp({ create: { width: 300, height: 200, channels: 3, background: '#00c' } })
        .png()
        .toBuffer(),
    )
    const later = new Date(Date.now() + 5_000)
    fs.utimesSync(file, later, later)
    const again = await iconLoader(call(get('/image/course-icon/4244-96.webp'), { file: '4244-96.webp' }))
    const { data } = await sharp(Buffer.from(await again.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect(data[2]).toBeGreaterThan(data[0]) // blue now, not red

    for (const name of ['4244-97.webp', '4244-96.png', '4245-96.webp', '4244-600.webp']) {
      expect((await iconLoader(call(get(`/image/course-icon/${name}`), { file: name }))).status).toBe(404)
    }
  })
})
