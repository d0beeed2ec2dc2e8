import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type Kysely, Migrator, sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { createDb } from '../client.server'
import { migrateToLatest, migrationsBefore } from '../migrate'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trilha-0008-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

// biome-ignore lint/suspicious/noExplicitAny: a scratch database outside the typed schema's lifecycle
type AnyDb = Kysely<any>

/** rowids matching `match` in the index (rowid = id * 4 + kind: 0 user, 1 exercise, 2 lesson, 3 post). */
async function found(db: AnyDb, match: string) {
  const { rows } = await sql<{ rowid: number }>`
    SELECT rowid FROM search_index WHERE search_index MATCH ${match} ORDER BY rowid`.execute(db)
  return rows.map((r) => r.rowid)
}

async function seed(db: AnyDb) {
  const user = await db
    .insertInto('users')
    .values({
      name: 'Joaquim Programação',
      email: 'j@example.com',
      password_hash: 'x',
      terms_accepted_at: 'now',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const exercise = await db
    .insertInto('programming_exercises')
    .values({ title_br: 'Soma simples', title_gb: 'Simple sum', text_br: 'Some dois números.' })
    .returning('id')
    .executeTakeFirstOrThrow()
  const course = await db
    .insertInto('courses')
    .values({ slug: 'intro', title_br: 'Introdução' })
    .returning('id')
    .executeTakeFirstOrThrow()
  const text = await db
    .insertInto('texts')
    .values({ title_br: 'T', body_br: 'B' })
    .returning('id')
    .executeTakeFirstOrThrow()
  const lesson = await db
    .insertInto('lessons')
    .values({ course_id: course.id, position: 1, type: 'text', title_br: 'Primeira lição', text_id: text.id })
    .returning('id')
    .executeTakeFirstOrThrow()
  const post = await db
    .insertInto('blog_posts')
    .values({ url: 'ola', title_br: 'Olá', text: 'Notícias sobre programação.', visibility: 'draft' })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { user: user.id, exercise: exercise.id, lesson: lesson.id, post: post.id }
}

describe('migration 0008-search', () => {
  it('backfills the index from rows written before it ran, accent-insensitive', async () => {
    const db = createDb(path.join(dir, 'old.db'))
    const early = new Migrator({
      db,
      provider: { getMigrations: async () => migrationsBefore('0008-search') },
    })
    const { error } = await early.migrateToLatest()
    expect(error).toBeUndefined()
    const ids = await seed(db)

    expect(await migrateToLatest(db)).toContain('0008-search')
    expect(await found(db, '"programacao"')).toEqual([ids.user * 4, ids.post * 4 + 3])
    expect(await found(db, '"simple"')).toEqual([ids.exercise * 4 + 1])
    expect(await found(db, '"licao"')).toEqual([ids.lesson * 4 + 2])
    // An exercise's statement is not indexed; only titles (and a post's text).
    expect(await found(db, '"numeros"')).toEqual([])

    // The triggers work on the migrated database too.
    await db
      .updateTable('programming_exercises')
      .set({ title_gb: null })
      .where('id', '=', ids.exercise)
      .execute()
    expect(await found(db, '"simple"')).toEqual([])
    await db.deleteFrom('users').where('id', '=', ids.user).execute()
    expect(await found(db, '"programacao"')).toEqual([ids.post * 4 + 3])
    await db.destroy()
  })

  it('creates an empty index on a fresh database and fills it as rows arrive', async () => {
    const db = createDb(path.join(dir, 'fresh.db'))
    await migrateToLatest(db)
    const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM search_index`.execute(db)
    expect(Number(rows[0].n)).toBe(0)
    const ids = await seed(db)
    expect(await found(db, '"joaquim"')).toEqual([ids.user * 4])
    expect(await found(db, '"primeira" "lição"')).toEqual([ids.lesson * 4 + 2])
    await db.destroy()
  })
})
