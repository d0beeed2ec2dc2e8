import { type SessionUser, displayName } from '~/app/kernel/auth/policy'
// Storing theoretical exercises from the content pages.
import type { Lng } from '~/app/kernel/i18n/locale'
import { type DB, db, nowIso } from '~/db/client.server'
import { pick } from '../text'
import { canEditContent, isContentAdmin, lf } from './form.server'
import type { TheoreticalFormValues, TheoreticalInput } from './theoretical-form.server'

const head = (input: TheoreticalInput) => ({
  title_br: input.title_br,
  title_gb: input.title_gb || null,
  text_br: lf(input.text_br),
  text_gb: input.text_gb ? lf(input.text_gb) : null,
})

export async function createTheoretical(user: SessionUser, input: TheoreticalInput): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('theoretical_exercises')
      .values({ ...head(input), author_id: user.id })
      .returning('id')
      .executeTakeFirstOrThrow()
    await writeQuestions(trx, id, input.questions)
    return id
  })
}

export async function updateTheoretical(id: number, input: TheoreticalInput) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('theoretical_exercises')
      .set({ ...head(input), updated_at: nowIso() })
      .where('id', '=', id)
      .execute()
    await writeQuestions(trx, id, input.questions)
  })
}

/**
 * Rows are updated in place by position, so a question or option that stays where it was keeps its id:
 * students' saved attempts (question id → option id) still point at it.
 */
async function writeQuestions(trx: DB, theoreticalId: number, questions: TheoreticalInput['questions']) {
  const existing = await trx
    .selectFrom('theoretical_questions')
    .select(['id', 'position'])
    .where('theoretical_id', '=', theoreticalId)
    .execute()
  for (const [i, q] of questions.entries()) {
    const position = i + 1
    const fields = { prompt_br: lf(q.prompt_br), prompt_gb: q.prompt_gb ? lf(q.prompt_gb) : null }
    let questionId = existing.find((e) => e.position === position)?.id
    if (questionId) {
      await trx.updateTable('theoretical_questions').set(fields).where('id', '=', questionId).execute()
    } else {
      questionId = (
        await trx
          .insertInto('theoretical_questions')
          .values({ theoretical_id: theoreticalId, position, ...fields })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id
    }
    await writeOptions(trx, questionId, q.options)
  }
  await trx
    .deleteFrom('theoretical_questions')
    .where('theoretical_id', '=', theoreticalId)
    .where('position', '>', questions.length)
    .execute()
}

async function writeOptions(
  trx: DB,
  questionId: number,
  options: TheoreticalInput['questions'][number]['options'],
) {
  const existing = await trx
    .selectFrom('theoretical_options')
    .select(['id', 'position'])
    .where('question_id', '=', questionId)
    .execute()
  for (const [i, o] of options.entries()) {
    const position = i + 1
    const fields = {
      text_br: lf(o.text_br),
      text_gb: o.text_gb ? lf(o.text_gb) : null,
      is_correct: o.is_correct ? 1 : 0,
    }
    const id = existing.find((e) => e.position === position)?.id
    if (id) await trx.updateTable('theoretical_options').set(fields).where('id', '=', id).execute()
    else
      await trx
        .insertInto('theoretical_options')
        .values({ question_id: questionId, position, ...fields })
        .execute()
  }
  await trx
    .deleteFrom('theoretical_options')
    .where('question_id', '=', questionId)
    .where('position', '>', options.length)
    .execute()
}

export type EditableTheoretical =
  | { status: 'ok'; values: TheoreticalFormValues }
  | { status: 'not_found' }
  | { status: 'forbidden' }

/** The stored exercise as the form shows it. */
export async function editableTheoretical(user: SessionUser, id: number): Promise<EditableTheoretical> {
  const row = await db.selectFrom('theoretical_exercises').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) return { status: 'not_found' }
  if (!canEditContent(user, row.author_id)) return { status: 'forbidden' }
  const questions = await db
    .selectFrom('theoretical_questions')
    .select(['id', 'prompt_br', 'prompt_gb'])
    .where('theoretical_id', '=', id)
    .orderBy('position')
    .execute()
  const options = questions.length
    ? await db
        .selectFrom('theoretical_options')
        .select(['question_id', 'text_br', 'text_gb', 'is_correct'])
        .where(
          'question_id',
          'in',
          questions.map((q) => q.id),
        )
        .orderBy('question_id')
        .orderBy('position')
        .execute()
    : []
  return {
    status: 'ok',
    values: {
      title_br: row.title_br,
      title_gb: row.title_gb ?? '',
      text_br: row.text_br,
      text_gb: row.text_gb ?? '',
      questions: questions.map((q) => {
        const own = options.filter((o) => o.question_id === q.id)
        const correct = own.findIndex((o) => o.is_correct === 1)
        return {
          prompt_br: q.prompt_br,
          prompt_gb: q.prompt_gb ?? '',
          correct: correct >= 0 ? String(correct) : '',
          options: own.map((o) => ({ text_br: o.text_br, text_gb: o.text_gb ?? '' })),
        }
      }),
    },
  }
}

export interface TheoreticalRow {
  id: number
  title: string
  questions: number
  lessons: number
  author: string | null
  updated_at: string
}

/** The creator's theoretical exercises; admins see all. */
export async function listTheoreticals(user: SessionUser, lng: Lng): Promise<TheoreticalRow[]> {
  let query = db
    .selectFrom('theoretical_exercises as t')
    .leftJoin('users as u', 'u.id', 't.author_id')
    .select((eb) => [
      't.id',
      't.title_br',
      't.title_gb',
      't.updated_at',
      'u.name as author',
      eb
        .selectFrom('theoretical_questions as q')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('q.theoretical_id', '=', 't.id')
        .as('questions'),
      eb
        .selectFrom('lessons as l')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('l.theoretical_id', '=', 't.id')
        .as('lessons'),
    ])
    .orderBy('t.updated_at', 'desc')
    .orderBy('t.id', 'desc')
  if (!isContentAdmin(user)) query = query.where('t.author_id', '=', user.id)
  const rows = await query.execute()
  return rows.map((r) => ({
    id: r.id,
    title: pick(r.title_br, r.title_gb, lng),
    questions: Number(r.questions ?? 0),
    lessons: Number(r.lessons ?? 0),
    author: r.author ? displayName(r.author) : null,
    updated_at: r.updated_at,
  }))
}
