import type { Kysely } from 'kysely'
import sharp from 'sharp'
import { saveVideo } from '~/modules/live'
import type { Database } from '../schema'
import { BINARY_SEARCH_MP4, RECURSION_WEBM } from './live-videos'

// Demo data of modules/live (issue 22). The recurring classes are not seeded: the live job writes them at start.

const DAY = 86_400_000

const CAPTIONS = `WEBVTT

00:00:00.000 --> 00:00:01.000
Olá! Hoje vamos falar de recursão.

00:00:01.000 --> 00:00:02.000
Uma função que chama a si mesma.
`

/** A 320×180 poster drawn from SVG (sharp is already how the app re-encodes images). */
function poster(title: string, colour: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="${colour}"/><text x="20" y="100" font-family="sans-serif" font-size="22" fill="#fff">${title}</text></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

export async function seedLive(db: Kysely<Database>) {
  const now = Date.now()
  // A one-off open event three days ahead (at 15:00 UTC, 12:00 in São Paulo).
  const start = new Date(Math.floor(now / DAY) * DAY + 3 * DAY + 15 * 3_600_000)
  await db
    .insertInto('live_events')
    .values({
      title: 'Maratona de dúvidas: recursão',
      description: 'Traga suas dúvidas de recursão e backtracking.',
      subjects: 'Recursão, Backtracking',
      tutor: 'Ana Admin',
      link: 'https://meet.jit.si/trilha-maratona-de-duvidas',
      pro_only: 0,
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + 90 * 60_000).toISOString(),
    })
    .execute()

  // Two past classes: an open one from two days ago ("new", captions) and a PRO one from three weeks ago.
  const subjects = await db.selectFrom('subjects').select('id').orderBy('id').limit(2).execute()
  const exercises = await db
    .selectFrom('programming_exercises')
    .select('id')
    .where('visibility', '!=', 'private')
    .orderBy('id')
    .limit(2)
    .execute()
  const lessons = await db.selectFrom('lessons').select('id').orderBy('id').limit(1).execute()
  await saveVideo(
    null,
    {
      title: 'Aula ao vivo: recursão sem medo',
      description: 'Casos base, a pilha de chamadas e como pensar recursivamente.',
      partNote: 'Parte 1 de 1',
      proOnly: false,
      publishedAt: new Date(now - 2 * DAY).toISOString(),
      subjects: subjects.map((s) => s.id),
      lessons: lessons.map((l) => l.id),
      exercises: exercises.map((e) => e.id),
    },
    {
      video: Buffer.from(RECURSION_WEBM, 'base64'),
      poster: await poster('Recursão sem medo', '#0a6e55'),
      captions: new TextEncoder().encode(CAPTIONS),
    },
  )
  await saveVideo(
    null,
    {
      title: 'Aula ao vivo: busca binária',
      description: 'Busca binária na resposta, com exercícios da OBI.',
      partNote: 'Parte 1 de 2',
      proOnly: true,
      publishedAt: new Date(now - 20 * DAY).toISOString(),
      subjects: subjects.slice(0, 1).map((s) => s.id),
      lessons: [],
      exercises: exercises.slice(1).map((e) => e.id),
    },
    { video: Buffer.from(BINARY_SEARCH_MP4, 'base64'), poster: await poster('Busca binária', '#1457a6') },
  )

  // A beginner training guide with its path, a live class of its own, a participant and a message; and an
  // archived one.
  const guide = await db
    .insertInto('live_guides')
    .values({
      slug: 'primeiros-passos',
      title: 'Guia: primeiros passos em programação',
      description: 'Oito semanas de lógica, variáveis, condições e laços, com aulas ao vivo às sextas.',
      beginner: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('live_guides')
    .values({
      slug: 'obi-2025',
      title: 'Guia: preparação OBI 2025',
      description: 'Turma encerrada.',
      archived: 1,
    })
    .execute()
  const path = [
    ...(await db.selectFrom('lessons').select('id').orderBy('id').limit(3).execute()).map((l) => ({
      kind: 'lesson' as const,
      ref_id: l.id,
    })),
    ...exercises.map((e) => ({ kind: 'exercise' as const, ref_id: e.id })),
  ]
  if (path.length)
    await db
      .insertInto('live_guide_items')
      .values(path.map((p, i) => ({ ...p, guide_id: guide.id, position: i + 1 })))
      .execute()
  const guideClass = new Date(start.getTime() + 4 * DAY + 7 * 3_600_000)
  await db
    .insertInto('live_events')
    .values({
      title: 'Guia primeiros passos: laços',
      subjects: 'Laços',
      tutor: 'Equipe Trilha',
      link: 'https://meet.jit.si/trilha-guia-primeiros-passos',
      starts_at: guideClass.toISOString(),
      ends_at: new Date(guideClass.getTime() + 60 * 60_000).toISOString(),
      guide_id: guide.id,
    })
    .execute()
  const jtt = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'jtt@trilha.dev')
    .executeTakeFirst()
  if (jtt) {
    await db.insertInto('live_guide_members').values({ guide_id: guide.id, user_id: jtt.id }).execute()
    await db
      .insertInto('live_guide_posts')
      .values({
        guide_id: guide.id,
        user_id: jtt.id,
        text: 'Alguém quer revisar os laços comigo antes da aula?',
      })
      .execute()
    // The mentoring member's points (the rules of modules/live/mentoring/rules.ts): 16 in all.
    const day = (n: number) => new Date(now - n * DAY).toISOString().slice(0, 10)
    await db
      .insertInto('jtt_activities')
      .values([
        {
          user_id: jtt.id,
          category: 'programming',
          kind: 'live_event',
          quantity: 3,
          points: 6,
          happened_on: day(20),
          note: '',
        },
        {
          user_id: jtt.id,
          category: 'math',
          kind: 'recorded_event',
          quantity: 2,
          points: 2,
          happened_on: day(14),
          note: '',
        },
        {
          user_id: jtt.id,
          category: 'english',
          kind: 'english_hours',
          quantity: 5,
          points: 5,
          happened_on: day(10),
          note: '',
        },
        {
          user_id: jtt.id,
          category: 'soft_skills',
          kind: 'weekly_report',
          quantity: 1,
          points: 1,
          happened_on: day(7),
          note: '',
        },
        {
          user_id: jtt.id,
          category: 'community',
          kind: 'live_event',
          quantity: 1,
          points: 2,
          happened_on: day(3),
          note: 'Monitoria',
        },
      ])
      .execute()
  }
}
