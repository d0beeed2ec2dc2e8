import { loginHref } from '~/app/kernel/auth/login'
import { type SessionUser, can } from '~/app/kernel/auth/policy'
// The exercise workspace (statement, samples, limits, language picker, draft): one loader helper for the
// exercise page and for the programming lessons that embed it.
import type { Lng, Prefix } from '~/app/kernel/i18n/locale'
import { safeRedirectPath } from '~/app/kernel/i18n/locale'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { renderRichText } from '~/app/rich-text/index.server'
import { db } from '~/db/client.server'
import { exerciseAccess, isJudgeStaff } from '../access'
import { type CompetitionContext, type CompetitionRefusal, competitionGate } from '../competition-gate.server'
import { isLanguageId } from '../constants'
import { type JudgeErrorKey, idParam, judgeCopy } from '../copy.server'
import { listLanguages } from '../languages/languages.server'
import { type ExerciseStats, exerciseStats, statsOf } from '../practice/practice-stats.server'
import { hasSolved } from '../submissions/submissions.server'
import { SUBMIT_REFUSALS } from '../submissions/submit-refusals'
import { findDraft } from './drafts.server'
import { exerciseSamples, exerciseSubjects, findExercise, localized } from './exercises.server'
import { openingDraft } from './starter-code'
import { exerciseStarterCodes } from './starter-code.server'
import type {
  ExerciseWorkspaceData,
  WorkspaceCompetition,
  WorkspaceLanguage,
  WorkspaceLink,
} from './workspace-types'

/** The exercise page; with a competition id, the page in that competition's mode. */
export const exercisePath = (prefix: Prefix, id: number, competitionId?: number | null) =>
  `/${prefix}/exercise/${id}${competitionId ? `?competition=${competitionId}` : ''}`

export const competitionHref = (prefix: Prefix, id: number) => `/${prefix}/competition/${id}`

/**
 * A page asked in a competition's mode it may not open: the submit refusal's status and copy, except that an
 * unknown competition in the address is a page that does not exist (404), not a bad form field (422).
 */
function pageRefusal(reason: CompetitionRefusal): { status: 403 | 404; key: JudgeErrorKey } {
  const { status, key } = SUBMIT_REFUSALS[reason]
  return { status: status === 403 ? 403 : 404, key }
}

export type CompetitionOpening =
  | { ok: true; context: CompetitionContext | null }
  | { ok: false; status: 403 | 404; message: string; competitionHref: string | null }

/**
 * `?competition=:id` on the exercise page: the installed competition gate decides whether this person may
 * read the exercise in that competition (its rules replace the exercise's own visibility). No parameter:
 * plain practice (context null).
 */
export async function openInCompetition(
  request: Request,
  user: SessionUser | null,
  exerciseId: number,
): Promise<CompetitionOpening> {
  const raw = new URL(request.url).searchParams.get('competition')
  if (raw === null || raw === '') return { ok: true, context: null }
  const copy = judgeCopy(requestLng(request)).errors
  const competitionId = idParam(raw)
  if (!competitionId) {
    return { ok: false, status: 404, message: copy.competitionNotFound, competitionHref: null }
  }
  const gate = await competitionGate({ user, competitionId, exerciseId, now: new Date(), intent: 'read' })
  if (gate.ok) return { ok: true, context: gate.context }
  const { status, key } = pageRefusal(gate.reason)
  const message = copy[key]
  return {
    ok: false,
    status,
    message: typeof message === 'string' ? message : message.message,
    competitionHref:
      gate.reason === 'competition_not_found' ? null : competitionHref(requestPrefix(request), competitionId),
  }
}

/** A same-site path or null (never an open redirect). */
export function returnPath(value: unknown): string | null {
  const path = safeRedirectPath(value, '')
  return path === '' ? null : path
}

/** Every judge language with its detected version; unavailable ones stay listed (disabled in the picker). */
export async function workspaceLanguages(): Promise<WorkspaceLanguage[]> {
  const rows = await listLanguages()
  return rows.flatMap((l) =>
    isLanguageId(l.id) ? [{ id: l.id, label: l.label, available: l.available }] : [],
  )
}

/** Sources an exercise belongs to, each titled with its ancestors (OBI 2023 › Fase 1 › Nível 1). */
export async function exerciseSources(exerciseId: number, lng: Lng): Promise<WorkspaceLink[]> {
  const leaves = await db
    .selectFrom('exercise_sources')
    .innerJoin('sources', 'sources.id', 'exercise_sources.source_id')
    .select(['sources.id', 'sources.slug', 'sources.parent_id', 'sources.title_br', 'sources.title_gb'])
    .where('exercise_sources.exercise_id', '=', exerciseId)
    .orderBy('sources.id')
    .execute()
  const byId = new Map(leaves.map((s) => [s.id, s]))
  // Sources nest a few levels at most; fetch the missing ancestors level by level.
  for (let depth = 0; depth < 6; depth++) {
    const missing = [...byId.values()]
      .map((s) => s.parent_id)
      .filter((id): id is number => id !== null && !byId.has(id))
    if (missing.length === 0) break
    const parents = await db
      .selectFrom('sources')
      .select(['id', 'slug', 'parent_id', 'title_br', 'title_gb'])
      .where('id', 'in', missing)
      .execute()
    for (const p of parents) byId.set(p.id, p)
  }
  return leaves.map((leaf) => {
    const titles: string[] = []
    let node: (typeof leaves)[number] | undefined = leaf
    while (node && titles.length < 8) {
      titles.unshift(localized(node.title_br, node.title_gb, lng))
      node = node.parent_id === null ? undefined : byId.get(node.parent_id)
    }
    return { slug: leaf.slug, title: titles.join(' › ') }
  })
}

/**
 * What the workspace shows this person. Read-only (loaders never write). `returnTo` is a same-site path the
 * submission page links back to (a lesson); anything else is dropped. `competition` (what the competition
 * gate answered) replaces the exercise's own visibility and hides the practice hints (sources, subjects,
 * solved): a competition's problems are its own.
 */
export async function loadExerciseWorkspace(
  request: Request,
  user: SessionUser | null,
  exerciseId: number,
  { returnTo, competition }: { returnTo?: string; competition?: CompetitionContext | null } = {},
): Promise<ExerciseWorkspaceData> {
  const prefix = requestPrefix(request)
  const lng = requestLng(request)
  const url = new URL(request.url)
  const back = competition ? null : returnPath(returnTo)
  const base = {
    prefix,
    exerciseId,
    formAction: exercisePath(prefix, exerciseId, competition?.id),
    loginHref: loginHref(prefix, back ?? url.pathname + url.search),
  }
  const row = await findExercise(exerciseId)
  const ownAccess = exerciseAccess(user, row)
  const access = competition && row ? 'ok' : ownAccess
  if (access === 'not_found' || !row) return { ...base, access: 'not_found' }
  if (access === 'pro_needed') {
    return {
      ...base,
      access: 'pro_needed',
      title: localized(row.title_br, row.title_gb, lng),
      loggedIn: !!user,
    }
  }
  const [subjects, samples, languages, sources, draft, solved, stats, starters] = await Promise.all([
    competition ? [] : exerciseSubjects(exerciseId, lng),
    exerciseSamples(exerciseId),
    workspaceLanguages(),
    competition ? [] : exerciseSources(exerciseId, lng),
    user ? findDraft(user.id, exerciseId) : null,
    user && !competition ? hasSolved(user.id, exerciseId) : false,
    competition ? null : exerciseStats([exerciseId], null),
    exerciseStarterCodes(exerciseId),
  ])
  const canEdit = !!user && (row.author_id === user.id || isJudgeStaff(user))
  return {
    ...base,
    access: 'ok',
    exercise: {
      id: row.id,
      title: localized(row.title_br, row.title_gb, lng),
      statementHtml: await renderRichText(localized(row.text_br, row.text_gb, lng), { prefix }),
      difficulty: row.difficulty,
      subjects: subjects.map((s) => ({ slug: s.slug, title: s.title })),
      sources,
      timeLimitS: row.time_limit_ms / 1000,
      memoryLimitMib: row.memory_limit_mib,
      samples,
      originalAuthor: row.original_author,
      visibility: row.visibility,
      isFree: row.is_free === 1,
      stats: stats ? pick(statsOf(stats, exerciseId)) : null,
    },
    languages,
    // No draft yet: the exercise's own starter code, else the default language's template (issue 16); a saved
    // draft, even an empty one, is the student's.
    draft: draft ? { language: draft.language, code: draft.code } : openingDraft(starters),
    starters,
    viewer: {
      loggedIn: !!user,
      isPro: can(user, 'pro_or_admin'),
      canEdit,
      solved,
    },
    returnTo: back,
    draftSaved: url.searchParams.get('draft') === 'saved',
    manage: canEdit ? { testCount: row.test_count ?? 0 } : null,
    ...(competition ? { competition: workspaceCompetition(prefix, competition, ownAccess === 'ok') } : {}),
  }
}

const pick = ({ solvers, accepted, judged }: ExerciseStats) => ({ solvers, accepted, judged })

function workspaceCompetition(
  prefix: Prefix,
  context: CompetitionContext,
  practiceAllowed: boolean,
): WorkspaceCompetition {
  return {
    id: context.id,
    title: context.title,
    letter: context.letter,
    endsAt: context.endsAt,
    ended: Date.parse(context.endsAt) <= Date.now(),
    href: competitionHref(prefix, context.id),
    // After the end the exercise is practice, but only for those its own visibility lets in.
    mode: context.canSubmit ? 'contest' : practiceAllowed ? 'practice' : 'closed',
  }
}
