import { type SessionUser, displayName, userColor } from '~/app/kernel/auth/policy'
// Submission lists (docs/product.md#judge-submissions: "submissions", "community-submissions"): the user's own and everyone's public
// ones. Lists never carry code; the single submission page decides who reads it.
import type { Lng } from '~/app/kernel/i18n/locale'
import { type DB, db } from '~/db/client.server'
import type { SubmissionStatus, UserColor } from '~/db/schema'
import { getLanguage } from '~/judge/languages'
import { LANGUAGE_IDS, type LanguageId, type PublicStatus, isLanguageId } from '../constants'
import { localized } from '../exercises/exercises.server'
import { visibleTo } from '../practice/practice-stats.server'
import { publicStatus } from './status.server'

export const SUBMISSIONS_PAGE_SIZE = 25

/** Statuses people filter by (judging shows, and filters, as in_queue). */
export const PUBLIC_STATUSES: readonly PublicStatus[] = [
  'in_queue',
  'frozen',
  'accepted',
  'wrong_answer',
  'time_limit_exceeded',
  'memory_limit_exceeded',
  'output_limit_exceeded',
  'run_time_error',
  'compilation_error',
  'internal_error',
]

export interface SubmissionFilters {
  exercise: number | null
  status: PublicStatus | null
  language: LanguageId | null
  page: number
}

const positiveInt = (value: string | null) => {
  const n = Number(value)
  return Number.isInteger(n) && n >= 1 ? n : null
}

/** Reads the GET filter form; values no form could produce are dropped (see parseExerciseFilters). */
export function parseSubmissionFilters(params: URLSearchParams): SubmissionFilters {
  const status = params.get('status')
  const language = params.get('language')
  return {
    exercise: positiveInt(params.get('exercise')),
    status: PUBLIC_STATUSES.includes(status as PublicStatus) ? (status as PublicStatus) : null,
    language: isLanguageId(language) ? language : null,
    page: positiveInt(params.get('page')) ?? 1,
  }
}

export interface SubmissionRow {
  id: number
  exercise: { id: number; title: string }
  language: string
  /** The language's name without the version (the version may have changed since). */
  languageLabel: string
  status: PublicStatus
  score: number | null
  created_at: string
  author: { id: number; name: string; color: UserColor } | null
  /** Own list only: the community list holds public ones alone. */
  visibility: 'private' | 'public' | null
}

export interface SubmissionPage {
  rows: SubmissionRow[]
  total: number
  page: number
  pages: number
  filters: SubmissionFilters
  /** The exercises the list can be narrowed to (those with submissions in it). */
  exercises: { id: number; title: string }[]
}

const storedStatuses = (status: PublicStatus): SubmissionStatus[] =>
  status === 'in_queue' ? ['in_queue', 'judging'] : [status]

type Scope = { kind: 'own'; userId: number } | { kind: 'community'; viewer: SessionUser | null }

function scoped(scope: Scope, conn: DB) {
  const base = conn
    .selectFrom('submissions')
    .innerJoin('programming_exercises', 'programming_exercises.id', 'submissions.exercise_id')
  if (scope.kind === 'own') return base.where('submissions.user_id', '=', scope.userId)
  return base.where('submissions.visibility', '=', 'public').where(visibleTo(scope.viewer))
}

async function listSubmissions(
  scope: Scope,
  filters: SubmissionFilters,
  lng: Lng,
  conn: DB,
): Promise<SubmissionPage> {
  let query = scoped(scope, conn)
  if (filters.exercise) query = query.where('submissions.exercise_id', '=', filters.exercise)
  if (filters.status) query = query.where('submissions.status', 'in', storedStatuses(filters.status))
  if (filters.language) query = query.where('submissions.language', '=', filters.language)
  const [{ n }, exercises] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    scoped(scope, conn)
      .select([
        'programming_exercises.id',
        'programming_exercises.title_br',
        'programming_exercises.title_gb',
      ])
      .distinct()
      .orderBy('programming_exercises.id')
      .execute(),
  ])
  const total = Number(n)
  const pages = Math.max(1, Math.ceil(total / SUBMISSIONS_PAGE_SIZE))
  const page = Math.min(filters.page, pages)
  const rows = await query
    .innerJoin('users', 'users.id', 'submissions.user_id')
    .select([
      'submissions.id',
      'submissions.exercise_id',
      'submissions.language',
      'submissions.status',
      'submissions.score',
      'submissions.created_at',
      'submissions.visibility',
      'programming_exercises.title_br',
      'programming_exercises.title_gb',
      'users.id as author_id',
      'users.name as author_name',
      'users.color as author_color',
    ])
    .orderBy('submissions.id', 'desc')
    .limit(SUBMISSIONS_PAGE_SIZE)
    .offset((page - 1) * SUBMISSIONS_PAGE_SIZE)
    .execute()
  return {
    rows: rows.map((r) => {
      const status = publicStatus(r.status)
      const pending = status === 'in_queue' || status === 'frozen'
      return {
        id: r.id,
        exercise: { id: r.exercise_id, title: localized(r.title_br, r.title_gb, lng) },
        language: r.language,
        languageLabel: getLanguage(r.language)?.label ?? r.language,
        status,
        // A frozen verdict stays hidden until the competition ends (status.server.ts does the same).
        score: pending ? null : r.score,
        created_at: r.created_at,
        author:
          scope.kind === 'community'
            ? { id: r.author_id, name: displayName(r.author_name), color: userColor(r.author_color) }
            : null,
        visibility: scope.kind === 'own' ? r.visibility : null,
      }
    }),
    total,
    page,
    pages,
    filters: { ...filters, page },
    exercises: exercises.map((e) => ({ id: e.id, title: localized(e.title_br, e.title_gb, lng) })),
  }
}

/** The user's own submissions, newest first. */
export function listOwnSubmissions(userId: number, filters: SubmissionFilters, lng: Lng, conn: DB = db) {
  return listSubmissions({ kind: 'own', userId }, filters, lng, conn)
}

/** Everyone's public submissions, for exercises the viewer may see, newest first. */
export function listCommunitySubmissions(
  viewer: SessionUser | null,
  filters: SubmissionFilters,
  lng: Lng,
  conn: DB = db,
) {
  return listSubmissions({ kind: 'community', viewer }, filters, lng, conn)
}

/** The judge's languages for filter menus (names without versions). */
export function languageOptions(): { id: LanguageId; label: string }[] {
  return LANGUAGE_IDS.map((id) => ({ id, label: getLanguage(id)?.label ?? id }))
}
