// Creating and editing competitions (docs/product.md#competitions-creating: fields, who): the checks that need the database — which
// exercises the organizer may use, the course, what a started competition may still change — and the writes.
import type { Transaction } from 'kysely'
import { type SessionUser, can } from '~/app/kernel/auth/policy'
import { prepareRichText, richTextErrors } from '~/app/rich-text/index.server'
import { db } from '~/db/client.server'
import type { Database } from '~/db/schema'
import { isJudgeStaff } from '~/modules/judge'
import { type Competition, phaseOf } from '../core.server'
import { isoToLocalInput } from '../ui/competition-time'
import type { CompetitionFormValues, CompetitionInput, FormErrors } from './competition-form.server'

/** A typed start may lag the clock by the minute the input cannot show. */
const START_SLACK_MS = 60_000

export type SaveResult = { ok: true; id: number } | { ok: false; errors: FormErrors }

/**
 * Exercise ids the user may not put in a competition (unknown, or someone else's private one) and those
 * without tests (nothing could be judged). Public and community ones: anyone; private: their author; staff: all.
 */
async function exerciseProblems(user: SessionUser, ids: number[]) {
  const rows = ids.length
    ? await db
        .selectFrom('programming_exercises')
        .select(['id', 'visibility', 'author_id', 'package_hash'])
        .where('id', 'in', ids)
        .execute()
    : []
  const byId = new Map(rows.map((r) => [r.id, r]))
  const staff = isJudgeStaff(user)
  const unavailable = ids.filter((id) => {
    const row = byId.get(id)
    return !row || (row.visibility === 'private' && row.author_id !== user.id && !staff)
  })
  const noTests = ids.filter((id) => !unavailable.includes(id) && byId.get(id)?.package_hash == null)
  return { unavailable, noTests }
}

/**
 * The description is rendered now for every later view of the competition page; one that cannot render is
 * refused under its field (issue 15). Called once every other check has passed, right before the write.
 */
async function descriptionErrors(input: CompetitionInput): Promise<FormErrors> {
  return richTextErrors(await prepareRichText({ description: input.description }))
}

/** Error codes with a list of ids travel as "code|12, 15" (the page splits them for the message). */
const withIds = (code: string, ids: number[]) => `${code}|${ids.join(', ')}`

async function checks(
  user: SessionUser,
  input: CompetitionInput,
  values: CompetitionFormValues,
  existing: { competition: Competition; exerciseIds: number[]; zone: string } | null,
  now: Date,
): Promise<FormErrors> {
  const errors: FormErrors = {}
  const { unavailable, noTests } = await exerciseProblems(user, input.exerciseIds)
  if (unavailable.length) errors.exercises = [withIds('exercisesUnavailable', unavailable)]
  else if (noTests.length) errors.exercises = [withIds('exercisesNoTests', noTests)]
  if (input.courseId !== null) {
    const course = await db
      .selectFrom('courses')
      .select('id')
      .where('id', '=', input.courseId)
      .executeTakeFirst()
    if (!course) errors.course_id = ['courseUnknown']
  }
  const started = existing && phaseOf(existing.competition, now) !== 'upcoming'
  if (existing && started) {
    // After the start the problems and the rules stay as the participants found them; the end may only move later.
    const c = existing.competition
    if (input.style !== c.style) errors.style = ['lockedAfterStart']
    if (input.exerciseIds.join(',') !== existing.exerciseIds.join(',') && !errors.exercises)
      errors.exercises = ['lockedAfterStart']
    if (values.starts_at !== isoToLocalInput(c.starts_at, existing.zone))
      errors.starts_at = ['lockedAfterStart']
    const endUnchanged = values.ends_at === isoToLocalInput(c.ends_at, existing.zone)
    if (!endUnchanged && Date.parse(input.endsAt) < Date.parse(c.ends_at)) errors.ends_at = ['onlyExtend']
  } else {
    const unchanged =
      existing && values.starts_at === isoToLocalInput(existing.competition.starts_at, existing.zone)
    if (!unchanged && Date.parse(input.startsAt) < now.getTime() - START_SLACK_MS)
      errors.starts_at = ['startInPast']
  }
  return errors
}

async function writeExercises(trx: Transaction<Database>, competitionId: number, ids: number[]) {
  await trx.deleteFrom('competition_exercises').where('competition_id', '=', competitionId).execute()
  await trx
    .insertInto('competition_exercises')
    .values(ids.map((exercise_id, position) => ({ competition_id: competitionId, exercise_id, position })))
    .execute()
}

/** PRO users and staff (the route checks canCreateCompetition); staff-created ones are official (docs/product.md#competitions-creating). */
export async function createCompetition(
  user: SessionUser,
  input: CompetitionInput,
  values: CompetitionFormValues,
  now = new Date(),
  /** A programming class the competition is restricted to (the route checked the user teaches it). */
  classId: number | null = null,
): Promise<SaveResult> {
  const errors = await checks(user, input, values, null, now)
  if (Object.keys(errors).length) return { ok: false, errors }
  const refused = await descriptionErrors(input)
  if (Object.keys(refused).length) return { ok: false, errors: refused }
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('competitions')
      .values({
        title: input.title,
        description: input.description,
        style: input.style,
        starts_at: input.startsAt,
        ends_at: input.endsAt,
        frozen_minutes: input.frozenMinutes,
        allowed: input.allowed,
        password: input.password,
        capacity: input.capacity,
        course_id: input.courseId,
        programming_class_id: classId,
        created_by: user.id,
        is_official: can(user, 'create_content') ? 1 : 0,
        kind: 'live',
        updated_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await writeExercises(trx, row.id, input.exerciseIds)
    return row.id
  })
  return { ok: true, id }
}

/** The ids of a competition's exercises in letter order. */
export async function competitionExerciseIds(competitionId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('competition_exercises')
    .select('exercise_id')
    .where('competition_id', '=', competitionId)
    .orderBy('position')
    .execute()
  return rows.map((r) => r.exercise_id)
}

/**
 * An organizer's edit (the route checks isOrganizer). Times typed as they were shown keep the stored instant
 * (seconds included); live participations follow the competition's clock.
 */
export async function updateCompetition(
  user: SessionUser,
  competition: Competition,
  input: CompetitionInput,
  values: CompetitionFormValues,
  zone: string,
  now = new Date(),
): Promise<SaveResult> {
  const exerciseIds = await competitionExerciseIds(competition.id)
  const errors = await checks(user, input, values, { competition, exerciseIds, zone }, now)
  if (Object.keys(errors).length) return { ok: false, errors }
  const refused = await descriptionErrors(input)
  if (Object.keys(refused).length) return { ok: false, errors: refused }
  const keep = (typed: string, stored: string, parsed: string) =>
    typed === isoToLocalInput(stored, zone) ? stored : parsed
  const startsAt = keep(values.starts_at, competition.starts_at, input.startsAt)
  const endsAt = keep(values.ends_at, competition.ends_at, input.endsAt)
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('competitions')
      .set({
        title: input.title,
        description: input.description,
        style: input.style,
        starts_at: startsAt,
        ends_at: endsAt,
        frozen_minutes: input.frozenMinutes,
        allowed: input.allowed,
        password: input.password,
        capacity: input.capacity,
        course_id: input.courseId,
        updated_at: now.toISOString(),
      })
      .where('id', '=', competition.id)
      .execute()
    if (input.exerciseIds.join(',') !== exerciseIds.join(','))
      await writeExercises(trx, competition.id, input.exerciseIds)
    await trx
      .updateTable('participations')
      .set({ starts_at: startsAt, ends_at: endsAt })
      .where('competition_id', '=', competition.id)
      .where('kind', '=', 'live')
      .execute()
  })
  return { ok: true, id: competition.id }
}

/** Courses a course competition may belong to, for the form's menu. */
export async function courseOptions(lng: 'pt-BR' | 'en-GB') {
  const rows = await db.selectFrom('courses').select(['id', 'title_br', 'title_gb']).orderBy('id').execute()
  return rows.map((r) => ({ id: r.id, title: lng === 'en-GB' && r.title_gb ? r.title_gb : r.title_br }))
}

/** The organizer's own exercises (ids to type into the form), newest first. */
export async function ownExercises(userId: number, lng: 'pt-BR' | 'en-GB') {
  const rows = await db
    .selectFrom('programming_exercises')
    .select(['id', 'title_br', 'title_gb', 'visibility', 'package_hash'])
    .where('author_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(50)
    .execute()
  return rows.map((r) => ({
    id: r.id,
    title: lng === 'en-GB' && r.title_gb ? r.title_gb : r.title_br,
    visibility: r.visibility,
    hasTests: r.package_hash !== null,
  }))
}
