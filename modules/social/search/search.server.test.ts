import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import type { SessionUser } from '~/app/kernel/auth/policy'
import { sessionUser } from '~/app/kernel/auth/session.server'
import { db } from '~/db/client.server'
import { createTestUser } from '~/tests/factories'
import { getRequest } from '~/tests/setup/helpers'
import { scoreColor } from './items'
import { matchExpression, normaliseSearch } from './match'
import { PAGE_LIMIT, type SearchViewer, searchKind, searchPage } from './search.server'
import { makeCourse, makeExercise, makeLesson, makePost } from './test-fixtures'

const visitor: SearchViewer = { user: null, lng: 'pt-BR' }

async function login(overrides: Parameters<typeof createTestUser>[0] = {}) {
  const made = await createTestUser(overrides)
  const user = (await sessionUser(getRequest('/br', made))) as SessionUser
  return { id: made.id, viewer: { user, lng: 'pt-BR' } as SearchViewer }
}

const ids = (items: { id: number }[]) => items.map((i) => i.id)

describe('normaliseSearch and matchExpression', () => {
  it('trims, lower-cases and cuts at 100 characters; null, empty and blank give no query', () => {
    expect(normaliseSearch('  ProGRAMAÇÃO  ')).toBe('programação')
    expect(normaliseSearch('x'.repeat(150))).toHaveLength(100)
    for (const raw of [null, undefined, '', '   \n\t']) {
      expect(normaliseSearch(raw)).toBe('')
      expect(matchExpression(normaliseSearch(raw))).toBeNull()
    }
  })

  it('quotes every word and makes only the last one a prefix', () => {
    expect(matchExpression('soma de dois')).toBe('"soma" "de" "dois"*')
    expect(matchExpression('a "b" OR c*')).toBe('"a" "b" "OR" "c"*')
    expect(matchExpression('"*:-()^+')).toBeNull()
  })

  it('returns [] for empty, null and punctuation-only input without asking the database', async () => {
    await makeExercise('Qualquer coisa')
    for (const raw of [null, '', '   ', '"', '*', '-', ':', '()']) {
      expect(await searchKind('exercise', raw, visitor)).toEqual([])
    }
  })
})

describe('accent and case insensitive matching', () => {
  it('finds "Programação" from "programacao" and "Programacao" from "programação"; prefixes too', async () => {
    const accented = await makeExercise('Introdução à Programação Zebu')
    const plain = await makeExercise('Programacao Sem Acento Zebu')
    for (const q of ['programacao zebu', 'PROGRAMAÇÃO ZEBU', 'zebu program']) {
      expect(ids(await searchKind('exercise', q, visitor)).sort()).toEqual([accented, plain].sort())
    }
  })

  it('finds "Lição" from "licao" and "Licao" from "lição"', async () => {
    const course = await makeCourse('Curso Quokka')
    const accented = await makeLesson(course.id, 'Primeira Lição Quokka')
    const plain = await makeLesson(course.id, 'Segunda Licao Quokka')
    expect(ids(await searchKind('lesson', 'licao quokka', visitor)).sort()).toEqual([accented, plain].sort())
    expect(ids(await searchKind('lesson', 'lição quokka', visitor)).sort()).toEqual([accented, plain].sort())
  })

  it('ranks a better title match first', async () => {
    const both = await makeExercise('Tapir Tapir Ocelote')
    const one = await makeExercise('Tapir e mais uma série longa de palavras quaisquer aqui')
    expect(ids(await searchKind('exercise', 'tapir', visitor))).toEqual([both, one])
  })
})

describe('hostile input', () => {
  it('never throws on FTS5 syntax and finds the words around it', async () => {
    const id = await makeExercise('Capivara Veloz')
    const inputs = [
      '"',
      '""',
      '"capivara',
      'capivara"',
      '*',
      'capivara*',
      '* capivara',
      'NEAR(',
      'NEAR(capivara veloz, 2)',
      '-',
      '-capivara',
      'capivara -veloz',
      ':',
      'title:capivara',
      'body : capivara',
      'capivara AND',
      'OR capivara',
      'NOT',
      '^capivara',
      '(capivara',
      'capivara)',
      '{title body}: capivara',
      'capivara + veloz',
      "'; DROP TABLE users; --",
      '\u0000capivara',
      '🦫 capivara',
      'ca\u0301pivara',
    ]
    for (const q of inputs) {
      for (const kind of ['user', 'exercise', 'lesson', 'post'] as const) {
        await expect(searchKind(kind, q, visitor)).resolves.toBeInstanceOf(Array)
      }
    }
    expect(ids(await searchKind('exercise', 'NEAR(capivara veloz, 2)', visitor))).toEqual([])
    expect(ids(await searchKind('exercise', 'title:capivara', visitor))).toEqual([])
    expect(ids(await searchKind('exercise', '"capivara', visitor))).toEqual([id])
    expect(ids(await searchKind('exercise', 'capivara -veloz', visitor))).toEqual([id])
    expect(ids(await searchKind('exercise', '(capivara', visitor))).toEqual([id])
  })
})

describe('the index follows its tables (triggers)', () => {
  async function indexed() {
    const row = await sql<{ n: number }>`SELECT count(*) AS n FROM search_index`.execute(db)
    return Number(row.rows[0].n)
  }

  it('indexes inserts, re-indexes title changes and forgets deletes, for every kind', async () => {
    const before = await indexed()
    const user = await createTestUser({ name: 'Ornitorrinco Silva' })
    const exercise = await makeExercise('Jabuticaba Exercício')
    const course = await makeCourse('Curso Jabuticaba')
    const lesson = await makeLesson(course.id, 'Aula Jabuticaba')
    const post = await makePost('Notícia Jabuticaba', { text: 'Um texto sobre pitangas.' })
    expect(await indexed()).toBe(before + 4)

    expect(ids(await searchKind('user', 'ornitorrinco', visitor))).toEqual([user.id])
    expect(ids(await searchKind('exercise', 'jabuticaba', visitor))).toEqual([exercise])
    expect(ids(await searchKind('lesson', 'jabuticaba', visitor))).toEqual([lesson])
    expect(ids(await searchKind('post', 'jabuticaba', visitor))).toEqual([post.id])
    expect(ids(await searchKind('post', 'pitangas', visitor))).toEqual([post.id])

    await db.updateTable('users').set({ name: 'Equidna Souza' }).where('id', '=', user.id).execute()
    await db
      .updateTable('programming_exercises')
      .set({ title_gb: 'Guava' })
      .where('id', '=', exercise)
      .execute()
    await db.updateTable('lessons').set({ title_br: 'Aula Acerola' }).where('id', '=', lesson).execute()
    await db.updateTable('blog_posts').set({ text: 'Agora sobre cajus.' }).where('id', '=', post.id).execute()
    // A change of other columns leaves the index alone (the trigger names only the indexed ones).
    await db.updateTable('users').set({ xp: 50 }).where('id', '=', user.id).execute()
    expect(await indexed()).toBe(before + 4)

    expect(await searchKind('user', 'ornitorrinco', visitor)).toEqual([])
    expect(ids(await searchKind('user', 'equidna', visitor))).toEqual([user.id])
    expect(ids(await searchKind('exercise', 'guava', visitor))).toEqual([exercise])
    expect(ids(await searchKind('exercise', 'jabuticaba', visitor))).toEqual([exercise])
    expect(await searchKind('lesson', 'jabuticaba', visitor)).toEqual([])
    expect(ids(await searchKind('lesson', 'acerola', visitor))).toEqual([lesson])
    expect(await searchKind('post', 'pitangas', visitor)).toEqual([])
    expect(ids(await searchKind('post', 'cajus', visitor))).toEqual([post.id])

    await db.deleteFrom('lessons').where('id', '=', lesson).execute()
    await db.deleteFrom('programming_exercises').where('id', '=', exercise).execute()
    await db.deleteFrom('blog_posts').where('id', '=', post.id).execute()
    await db.deleteFrom('users').where('id', '=', user.id).execute()
    expect(await indexed()).toBe(before)
    expect(await searchKind('user', 'equidna', visitor)).toEqual([])
    expect(await searchKind('exercise', 'guava', visitor)).toEqual([])
    expect(await searchKind('lesson', 'acerola', visitor)).toEqual([])
    expect(await searchKind('post', 'cajus', visitor)).toEqual([])
  })

  it('keeps kinds apart: the same id in two tables gives one hit per kind', async () => {
    const exercise = await makeExercise('Mesmo Nome Tamanduá')
    const post = await makePost('Mesmo Nome Tamanduá')
    expect(ids(await searchKind('exercise', 'tamandua', visitor))).toEqual([exercise])
    expect(ids(await searchKind('post', 'tamandua', visitor))).toEqual([post.id])
    expect(await searchKind('user', 'tamandua', visitor)).toEqual([])
  })
})

describe('visibility', () => {
  it('finds a private exercise only for its author and staff', async () => {
    const author = await login()
    const other = await login()
    const staff = await login({ permissions: '["create_content"]' })
    const id = await makeExercise('Segredo Pangolim', { visibility: 'private', authorId: author.id })
    const community = await makeExercise('Comunidade Pangolim', { visibility: 'community' })
    expect(ids(await searchKind('exercise', 'pangolim', visitor))).toEqual([community])
    expect(ids(await searchKind('exercise', 'pangolim', other.viewer))).toEqual([community])
    expect(ids(await searchKind('exercise', 'pangolim', author.viewer)).sort()).toEqual(
      [id, community].sort(),
    )
    expect(ids(await searchKind('exercise', 'pangolim', staff.viewer)).sort()).toEqual([id, community].sort())
  })

  it('never finds drafts; finds public and PRO posts', async () => {
    const admin = await login({ is_admin: 1 })
    const pub = await makePost('Rascunho Não Suricato', { visibility: 'public' })
    const pro = await makePost('Suricato PRO', { visibility: 'pro' })
    await makePost('Rascunho Suricato', { visibility: 'draft' })
    for (const viewer of [visitor, admin.viewer]) {
      expect(ids(await searchKind('post', 'suricato', viewer)).sort()).toEqual([pub.id, pro.id].sort())
    }
  })

  it('finds lessons of every course, locked and coming-soon ones too (the courses page lists them all)', async () => {
    const open = await makeCourse('Aberto')
    const locked = await makeCourse('Trancado', { locked: true })
    const soon = await makeCourse('Em breve', { launchReady: false })
    const lessons = [
      await makeLesson(open.id, 'Aula Axolote'),
      await makeLesson(locked.id, 'Aula Axolote trancada'),
      await makeLesson(soon.id, 'Aula Axolote em breve'),
    ]
    expect(ids(await searchKind('lesson', 'axolote', visitor)).sort()).toEqual(lessons.sort())
  })
})

describe('result items', () => {
  it('gives each kind its shape, titles in the viewer’s language (gb falls back to br)', async () => {
    const user = await login({ name: 'Maria Quati da Silva', color: 'teal' })
    const exercise = await makeExercise('Soma Quati', { titleGb: 'Quati Sum' })
    const plain = await makeExercise('Quati Só Português')
    const course = await makeCourse('Curso Quati', { titleGb: 'Quati Course' })
    const lesson = await makeLesson(course.id, 'Aula Quati', 'Quati Lesson')
    const post = await makePost('Post Quati', { titleGb: 'Quati Post' })
    const gb: SearchViewer = { user: user.viewer.user, lng: 'en-GB' }

    expect(await searchKind('user', 'quati', gb)).toEqual([
      { id: user.id, title: 'Maria Silva', type: 'user', color: 'teal' },
    ])
    const found = await searchKind('exercise', 'quati', gb)
    expect(found.find((e) => e.id === exercise)).toEqual({
      id: exercise,
      title: 'Quati Sum',
      type: 'exercise',
      score: null,
    })
    expect(found.find((e) => e.id === plain)?.title).toBe('Quati Só Português')
    expect(await searchKind('lesson', 'quati', gb)).toEqual([
      {
        id: lesson,
        title: 'Quati Lesson',
        type: 'lesson',
        course: { id: course.slug, title: 'Quati Course' },
        lesson: { id: lesson, title: 'Quati Lesson' },
      },
    ])
    expect(await searchKind('post', 'quati', visitor)).toEqual([
      { id: post.id, title: 'Post Quati', type: 'post', url: post.url },
    ])
  })

  it('carries the viewer’s best judged score with its colour band, only for the viewer', async () => {
    const me = await login()
    const other = await login()
    const solved = await makeExercise('Lontra Resolvido')
    const partial = await makeExercise('Lontra Parcial')
    const queued = await makeExercise('Lontra Na Fila')
    const submit = (userId: number, exerciseId: number, status: string, score: number | null) =>
      db
        .insertInto('submissions')
        .values({ user_id: userId, exercise_id: exerciseId, language: 'c', code: '', status, score } as never)
        .execute()
    await submit(me.id, solved, 'wrong_answer', 40)
    await submit(me.id, solved, 'accepted', 100)
    await submit(me.id, partial, 'wrong_answer', 60)
    await submit(me.id, partial, 'internal_error', 90)
    await submit(me.id, queued, 'in_queue', null)
    await submit(other.id, queued, 'accepted', 100)

    const scores = async (viewer: SearchViewer) =>
      Object.fromEntries((await searchKind('exercise', 'lontra', viewer)).map((e) => [e.id, e.score]))
    expect(await scores(me.viewer)).toEqual({
      [solved]: { value: 100, color: 'green' },
      [partial]: { value: 60, color: 'yellow' },
      [queued]: null,
    })
    expect(await scores(visitor)).toEqual({ [solved]: null, [partial]: null, [queued]: null })
    expect([scoreColor(0), scoreColor(49), scoreColor(50), scoreColor(99), scoreColor(100)]).toEqual([
      'red',
      'red',
      'yellow',
      'yellow',
      'green',
    ])
  })

  it('limits: 10 per kind by default, 20 on the page with a flag for more', async () => {
    for (let i = 0; i < PAGE_LIMIT + 2; i++) await makeExercise(`Muitos Guaxinim ${i}`)
    expect(await searchKind('exercise', 'guaxinim', visitor)).toHaveLength(10)
    const page = await searchPage('  GUAXINIM ', visitor)
    expect(page.q).toBe('guaxinim')
    expect(page.sections.exercise.items).toHaveLength(PAGE_LIMIT)
    expect(page.sections.exercise.more).toBe(true)
    expect(page.sections.user).toEqual({ kind: 'user', items: [], more: false })
  })
})
