import { type SessionUser, displayName } from '~/app/kernel/auth/policy'
// The single-submission page (/{lang}/submission/:id): who may see it, what it shows, and the author's
// private/public switch. Owners and staff see everything; anyone sees a public one (code, verdict, tests).
import type { Lng, Prefix } from '~/app/kernel/i18n/locale'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { renderRichText } from '~/app/rich-text/index.server'
import { db } from '~/db/client.server'
import { highlightPortugol } from '~/judge/languages/portugol/highlight'
import { canSeeExercise, isJudgeStaff } from '../access'
import { type SubmissionCompetition, submissionCompetition } from '../competition-gate.server'
import { type PublicStatus, isLanguageId } from '../constants'
import { exerciseSamples, localized } from '../exercises/exercises.server'
import type {
  SubmissionCompetition as PageCompetition,
  SubmissionPageData,
  SubmissionVisibility,
} from '../exercises/workspace-types'
import { competitionHref, exercisePath, returnPath, workspaceLanguages } from '../exercises/workspace.server'
import {
  type SubmissionStatusDetail,
  logLines,
  publicStatus,
  sampleFailure,
  submissionStatus,
} from './status.server'
import { statusLinks } from './ui/links'

/** The viewer languages (docs/product.md#kernel-rich-text), by judge language. */
const FENCE_LANGUAGE: Record<string, string> = {
  c: 'c',
  'c++': 'cpp',
  python3: 'python',
  pypy: 'python',
  javascript: 'javascript',
  java: 'java',
  rust: 'rust',
  go: 'go',
  dart: 'dart',
}

/** Highlighted code as HTML: our own Portugol highlighter, else a fenced block through the rich-text renderer. */
export async function codeHtml(language: string, code: string, prefix: Prefix): Promise<string> {
  if (language === 'portugol') {
    return `<pre><code class="language-portugol">${highlightPortugol(code)}</code></pre>`
  }
  // A fence longer than any run of backticks in the code, so the code cannot close it.
  const longest = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length))
  const fence = '`'.repeat(Math.max(3, longest + 1))
  return renderRichText(`${fence}${FENCE_LANGUAGE[language] ?? ''}\n${code}\n${fence}`, { prefix })
}

/** A same-site path with its fragment replaced (the workspace's solution form is #solution). */
function withHash(path: string, hash: string) {
  const url = new URL(path, 'http://x')
  url.hash = hash
  return url.pathname + url.search + url.hash
}

async function submissionRow(id: number) {
  return db
    .selectFrom('submissions as s')
    .innerJoin('programming_exercises as e', 'e.id', 's.exercise_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id',
      's.user_id',
      's.exercise_id',
      's.competition_id',
      's.language',
      's.code',
      's.status',
      's.score',
      's.error_on_sample',
      's.report',
      's.log',
      's.visibility',
      's.created_at',
      'e.title_br',
      'e.title_gb',
      'e.visibility as exercise_visibility',
      'e.is_free',
      'e.author_id',
      'e.difficulty',
      'u.name as author_name',
    ])
    .where('s.id', '=', id)
    .executeTakeFirst()
}

type Row = NonNullable<Awaited<ReturnType<typeof submissionRow>>>

/** Owner and staff always; anyone else only when public and the exercise itself is visible to them. */
export function canViewSubmission(user: SessionUser | null, row: Row) {
  if (user && (row.user_id === user.id || isJudgeStaff(user))) return true
  return (
    row.visibility === 'public' &&
    canSeeExercise(user, {
      visibility: row.exercise_visibility,
      is_free: row.is_free,
      author_id: row.author_id,
    })
  )
}

/** Making a competition solution public while the competition runs would hand it to the others. */
const hiddenWhileRunning = (competition: SubmissionCompetition | null) =>
  !!competition && Date.parse(competition.endsAt) > Date.now()

/** The submission's competition, if any, as the competitions module's rules see it. */
function contestOf(user: SessionUser | null, row: Row) {
  if (row.competition_id === null) return Promise.resolve(null)
  return submissionCompetition({
    user,
    competitionId: row.competition_id,
    exerciseId: row.exercise_id,
    ownerId: row.user_id,
  })
}

/** What a visitor of a public submission sees: verdict, score and tests; nothing that is the owner's own. */
async function publicDetail(row: Row, lng: Lng): Promise<SubmissionStatusDetail> {
  const status: PublicStatus = publicStatus(row.status)
  const done = status !== 'in_queue' && status !== 'frozen'
  return {
    id: row.id,
    exercise_id: row.exercise_id,
    status,
    score: done ? row.score : null,
    can_download_test_case: false,
    error_on_sample: done && row.error_on_sample === 1,
    next_exercise: null,
    compilation_error_message: null,
    runtime_error_message: null,
    log: done ? logLines(row.report, lng) : [],
    level: row.difficulty,
    progress: null,
    // Samples are on the statement: the comparison may be shown to anyone who reads the submission.
    sample_failure:
      done && row.error_on_sample === 1
        ? sampleFailure(row.report, await exerciseSamples(row.exercise_id))
        : null,
    reward: null,
  }
}

export async function loadSubmissionPage(
  request: Request,
  user: SessionUser | null,
  id: number,
  returnTo: string | null,
): Promise<SubmissionPageData | null> {
  const row = await submissionRow(id)
  if (!row) return null
  const contest = await contestOf(user, row)
  if (!canViewSubmission(user, row) && !contest?.viewerIsPeer) return null
  const prefix = requestPrefix(request)
  const lng = requestLng(request)
  const isOwner = !!user && row.user_id === user.id
  const [own, languages] = await Promise.all([
    user && (isOwner || isJudgeStaff(user)) ? submissionStatus(user, id, lng) : null,
    workspaceLanguages(),
  ])
  const detail = own ?? (await publicDetail(row, lng))
  const back = contest ? null : returnPath(returnTo)
  // A competition submission leads back to the exercise in that competition's mode.
  const exerciseHref = exercisePath(prefix, row.exercise_id, contest?.id)
  const backHref = back ?? exerciseHref
  const exerciseTitle = localized(row.title_br, row.title_gb, lng)
  const competition: PageCompetition | undefined = contest
    ? {
        id: contest.id,
        title: contest.title,
        letter: contest.letter,
        href: competitionHref(prefix, contest.id),
      }
    : undefined
  return {
    prefix,
    id: row.id,
    exerciseId: row.exercise_id,
    exerciseTitle,
    exerciseHref,
    authorName: displayName(row.author_name),
    languageLabel: languages.find((l) => l.id === row.language)?.label ?? row.language,
    createdAt: row.created_at,
    visibility: row.visibility,
    isOwner,
    detail,
    inQueue: detail.status === 'in_queue',
    codeHtml: await codeHtml(isLanguageId(row.language) ? row.language : '', row.code, prefix),
    backHref,
    ...statusLinks(detail, prefix),
    // The competition's problems are the way on, not the practice list.
    ...(competition ? { nextHref: null, competition } : {}),
    canToggleVisibility: !hiddenWhileRunning(contest),
    retryHref: isOwner ? withHash(backHref, 'solution') : null,
    returnTo: back,
    // The judge's own notes (its faults, raw signals, the checker's words) are for staff only.
    staffLog: user && isJudgeStaff(user) ? row.log : null,
    meta: { title: `#${row.id} · ${exerciseTitle}` },
  }
}

/** The author's private/public switch. Others: `forbidden` when they can see it, else `not_found`. */
export async function setSubmissionVisibility(
  user: SessionUser,
  id: number,
  visibility: SubmissionVisibility,
): Promise<'ok' | 'forbidden' | 'not_found'> {
  const row = await submissionRow(id)
  if (!row) return 'not_found'
  const contest = await contestOf(user, row)
  if (!canViewSubmission(user, row) && !contest?.viewerIsPeer) return 'not_found'
  if (row.user_id !== user.id || hiddenWhileRunning(contest)) return 'forbidden'
  await db.updateTable('submissions').set({ visibility }).where('id', '=', id).execute()
  return 'ok'
}
