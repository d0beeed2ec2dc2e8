// Clarifications: participants ask while their clock runs; organizers answer (privately or to everyone) and post
// announcements. Participants see their participation's questions and every broadcast; organizers see all.
// Each step notifies the people it concerns (new_clarification / clarification_reply).
import { z } from 'zod'
import { type SessionUser, displayName } from '~/app/kernel/auth/policy'
import type { Lng } from '~/app/kernel/i18n/locale'
import { notify } from '~/app/kernel/people/notify.server'
import { db, nowIso } from '~/db/client.server'
import {
  type Competition,
  type ViewerParticipation,
  competitionExercises,
  isOrganizer,
  letterOf,
  participationOf,
} from '../core.server'

export const MAX_CLARIFICATION_CHARS = 2000

const text = (required: string, tooLong: string) =>
  z.string({ required_error: required }).trim().min(1, required).max(MAX_CLARIFICATION_CHARS, tooLong)

const letter = z
  .string()
  .regex(/^[A-Z]{1,3}$/, 'unknownExercise')
  .optional()

export const clarificationSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('ask'),
    exercise: letter,
    question: text('questionRequired', 'questionTooLong'),
  }),
  z.object({
    intent: z.literal('answer'),
    clarification: z.coerce.number().int().positive(),
    answer: text('answerRequired', 'answerTooLong'),
    broadcast: z.boolean().default(false),
  }),
  z.object({
    intent: z.literal('announce'),
    exercise: letter,
    announcement: text('announcementRequired', 'announcementTooLong'),
  }),
])

export type ClarificationRole = 'organizer' | 'participant' | 'not_registered'

export interface ClarificationView {
  id: number
  letter: string | null
  exerciseTitle: string | null
  /** null: an organizer's announcement. */
  question: string | null
  answer: string | null
  isBroadcast: boolean
  createdAt: string
  answeredAt: string | null
  /** Who asked (organizers only): the member, with the team when there is one. */
  asker: string | null
  /** Asked by the viewer's own participation. */
  own: boolean
}

export interface ClarificationsData {
  role: ClarificationRole
  /** The viewer's clock runs: the ask form shows. */
  canAsk: boolean
  exercises: { letter: string; title: string }[]
  clarifications: ClarificationView[]
}

const inside = (entry: ViewerParticipation, now: Date) =>
  now.getTime() >= Date.parse(entry.startsAt) && now.getTime() < Date.parse(entry.endsAt)

async function roleOf(user: SessionUser, competition: Competition) {
  const entry = await participationOf(competition.id, user.id)
  // An organizer who takes part (a simulation's creator) still answers: they are the only ones who can.
  const role: ClarificationRole = isOrganizer(user, competition)
    ? 'organizer'
    : entry
      ? 'participant'
      : 'not_registered'
  return { role, entry }
}

export async function clarificationsPage(
  user: SessionUser,
  competition: Competition,
  lng: Lng,
  now = new Date(),
): Promise<ClarificationsData> {
  const { role, entry } = await roleOf(user, competition)
  let query = db
    .selectFrom('clarifications as c')
    .leftJoin('competition_exercises as ce', (join) =>
      join.onRef('ce.competition_id', '=', 'c.competition_id').onRef('ce.exercise_id', '=', 'c.exercise_id'),
    )
    .leftJoin('programming_exercises as e', 'e.id', 'c.exercise_id')
    .leftJoin('users as u', 'u.id', 'c.author_id')
    .leftJoin('participations as p', 'p.id', 'c.participation_id')
    .leftJoin('teams as t', 't.id', 'p.team_id')
    .select([
      'c.id',
      'c.question',
      'c.answer',
      'c.is_broadcast',
      'c.created_at',
      'c.answered_at',
      'c.participation_id',
      'c.exercise_id',
      'ce.position',
      'e.title_br',
      'e.title_gb',
      'u.name as author_name',
      't.name as team_name',
    ])
    .where('c.competition_id', '=', competition.id)
  if (role !== 'organizer') {
    const mine = entry?.id ?? null
    query = query.where((eb) =>
      mine === null
        ? eb('c.is_broadcast', '=', 1)
        : eb.or([eb('c.is_broadcast', '=', 1), eb('c.participation_id', '=', mine)]),
    )
  }
  const [rows, exercises] = await Promise.all([
    query.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').execute(),
    competitionExercises(competition.id, lng),
  ])
  return {
    role,
    canAsk: role === 'participant' && !!entry && inside(entry, now),
    exercises: exercises.map((e) => ({ letter: e.letter, title: e.title })),
    clarifications: rows.map((r) => {
      const member = r.author_name ? displayName(r.author_name) : null
      return {
        id: r.id,
        letter: r.position === null ? null : letterOf(r.position),
        exerciseTitle:
          r.exercise_id === null ? null : lng === 'en-GB' && r.title_gb ? r.title_gb : r.title_br,
        question: r.question,
        answer: r.answer,
        isBroadcast: r.is_broadcast === 1,
        createdAt: r.created_at,
        answeredAt: r.answered_at,
        asker:
          role === 'organizer' && r.question !== null
            ? r.team_name
              ? `${r.team_name}${member ? ` · ${member}` : ''}`
              : member
            : null,
        own: entry !== undefined && r.participation_id === entry.id,
      }
    }),
  }
}

export type ClarificationRefusal =
  | 'not_registered'
  | 'closed'
  | 'unknown_exercise'
  | 'forbidden'
  | 'not_found'
export type ClarificationResult = { ok: true; id: number } | { ok: false; reason: ClarificationRefusal }

async function exerciseByLetter(competitionId: number, value: string | undefined) {
  if (!value) return { ok: true as const, exerciseId: null }
  const rows = await db
    .selectFrom('competition_exercises')
    .select(['exercise_id', 'position'])
    .where('competition_id', '=', competitionId)
    .execute()
  const found = rows.find((r) => letterOf(r.position) === value)
  return found ? { ok: true as const, exerciseId: found.exercise_id } : { ok: false as const }
}

const content = (competition: Competition, clarificationId: number) => ({
  competition: { id: competition.id, title: competition.title },
  clarification: { id: clarificationId },
})

/** The competition's creator; a competition without one (its creator left) is the admins'. */
async function organizerIds(competition: Competition): Promise<number[]> {
  if (competition.created_by !== null) return [competition.created_by]
  const admins = await db.selectFrom('users').select('id').where('is_admin', '=', 1).execute()
  return admins.map((a) => a.id)
}

async function memberIds(competitionId: number, participationId?: number | null): Promise<number[]> {
  let query = db
    .selectFrom('participation_members')
    .select('user_id')
    .where('competition_id', '=', competitionId)
  if (participationId != null) query = query.where('participation_id', '=', participationId)
  const rows = await query.execute()
  return [...new Set(rows.map((r) => r.user_id))]
}

async function notifyAll(
  ids: number[],
  type: 'new_clarification' | 'clarification_reply',
  body: Record<string, unknown>,
) {
  for (const id of new Set(ids)) await notify(id, type, body)
}

/** A participant's question, while their clock runs; the organizers hear of it. */
export async function askClarification(
  user: SessionUser,
  competition: Competition,
  input: { exercise?: string; question: string },
  now = new Date(),
): Promise<ClarificationResult> {
  const entry = await participationOf(competition.id, user.id)
  if (!entry) return { ok: false, reason: 'not_registered' }
  if (!inside(entry, now)) return { ok: false, reason: 'closed' }
  const exercise = await exerciseByLetter(competition.id, input.exercise)
  if (!exercise.ok) return { ok: false, reason: 'unknown_exercise' }
  const { id } = await db
    .insertInto('clarifications')
    .values({
      competition_id: competition.id,
      author_id: user.id,
      participation_id: entry.id,
      exercise_id: exercise.exerciseId,
      question: input.question,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const organizers = (await organizerIds(competition)).filter((o) => o !== user.id)
  await notifyAll(organizers, 'new_clarification', content(competition, id))
  return { ok: true, id }
}

/**
 * An organizer's answer (a second answer replaces the first). The asker's participation gets a reply; a
 * broadcast also tells every other participant there is something new to read.
 */
export async function answerClarification(
  user: SessionUser,
  competition: Competition,
  input: { clarification: number; answer: string; broadcast: boolean },
): Promise<ClarificationResult> {
  if (!isOrganizer(user, competition)) return { ok: false, reason: 'forbidden' }
  const row = await db
    .selectFrom('clarifications')
    .select(['id', 'participation_id', 'author_id', 'question', 'is_broadcast'])
    .where('id', '=', input.clarification)
    .where('competition_id', '=', competition.id)
    .executeTakeFirst()
  // Announcements are not questions: there is nothing to answer.
  if (!row || row.question === null) return { ok: false, reason: 'not_found' }
  // A broadcast stays one: everyone has already read it.
  const broadcast = input.broadcast || row.is_broadcast === 1
  await db
    .updateTable('clarifications')
    .set({
      answer: input.answer,
      answered_by: user.id,
      answered_at: nowIso(),
      is_broadcast: broadcast ? 1 : 0,
    })
    .where('id', '=', row.id)
    .execute()
  const askers =
    row.participation_id !== null
      ? await memberIds(competition.id, row.participation_id)
      : row.author_id !== null
        ? [row.author_id]
        : []
  await notifyAll(askers, 'clarification_reply', content(competition, row.id))
  if (broadcast) {
    const others = (await memberIds(competition.id)).filter((id) => !askers.includes(id) && id !== user.id)
    await notifyAll(others, 'new_clarification', content(competition, row.id))
  }
  return { ok: true, id: row.id }
}

/** An organizer's announcement: a broadcast with no question, for every participant. */
export async function announce(
  user: SessionUser,
  competition: Competition,
  input: { exercise?: string; announcement: string },
): Promise<ClarificationResult> {
  if (!isOrganizer(user, competition)) return { ok: false, reason: 'forbidden' }
  const exercise = await exerciseByLetter(competition.id, input.exercise)
  if (!exercise.ok) return { ok: false, reason: 'unknown_exercise' }
  const now = nowIso()
  const { id } = await db
    .insertInto('clarifications')
    .values({
      competition_id: competition.id,
      author_id: user.id,
      exercise_id: exercise.exerciseId,
      question: null,
      answer: input.announcement,
      answered_by: user.id,
      answered_at: now,
      is_broadcast: 1,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const everyone = (await memberIds(competition.id)).filter((id) => id !== user.id)
  await notifyAll(everyone, 'new_clarification', content(competition, id))
  return { ok: true, id }
}
