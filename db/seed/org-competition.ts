import type { Kysely } from 'kysely'
import type { Database } from '../schema'
import { ORG_DEMO } from './org'
import { exerciseIdsByTitle } from './sources'

// A competition restricted to the demo class (docs/product.md#org), running for two weeks, so the class page
// lists one and its students can take part (and a student removed from the class can be seen losing it:
// tests/e2e/org-access.spec.ts). Its problem is one of the running olympiad's (db/seed/competitions.ts): its
// tests are hidden while that one runs anyway. Nobody is registered yet (the demo student's other pages stay as
// they were). Run after seedOrg.

export const ORG_COMPETITION_DEMO = {
  title: 'Treino da turma — vetores',
  exercises: ['Largest element'],
} as const

const HOUR = 3_600_000

export async function seedOrgCompetition(db: Kysely<Database>, now = Date.now()) {
  const cls = await db
    .selectFrom('org_classes')
    .select(['id', 'professor_id'])
    .where('title', '=', ORG_DEMO.className)
    .executeTakeFirst()
  const existing = await db
    .selectFrom('competitions')
    .select('id')
    .where('title', '=', ORG_COMPETITION_DEMO.title)
    .executeTakeFirst()
  if (!cls || existing) return
  const exercises = await exerciseIdsByTitle(db, [...ORG_COMPETITION_DEMO.exercises])
  const clock = {
    starts_at: new Date(now - 2 * HOUR).toISOString(),
    ends_at: new Date(now + 14 * 24 * HOUR).toISOString(),
  }
  await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('competitions')
      .values({
        title: ORG_COMPETITION_DEMO.title,
        description: 'Um problema por semana para a turma treinar com o relógio correndo.',
        style: 'olympiad',
        ...clock,
        frozen_minutes: 0,
        created_by: cls.professor_id,
        programming_class_id: cls.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('competition_exercises')
      .values(
        ORG_COMPETITION_DEMO.exercises.flatMap((title, position) => {
          const exercise_id = exercises.get(title)
          return exercise_id === undefined ? [] : [{ competition_id: id, exercise_id, position }]
        }),
      )
      .execute()
  })
}
