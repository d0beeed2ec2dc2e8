// The exercise workspace (statement, samples, limits, language picker, draft): one loader helper for the
// exercise page and for the programming lessons that embed it.
import type { Lng, Prefix } from '~/app/kernel/locale'
import { safeRedirectPath } from '~/app/kernel/locale'
import { type SessionUser, can } from '~/app/kernel/policy'
import { requestLng, requestPrefix } from '~/app/kernel/request.server'
import { renderRichText } from '~/app/rich-text/index.server'
import { db } from '~/db/client.server'
import { exerciseAccess, isJudgeStaff } from './access'
import { DEFAULT_LANGUAGE, isLanguageId } from './constants'
import { getDraft } from './drafts.server'
import { findExercise, getExerciseForUser, localized } from './exercises.server'
import { listLanguages } from './languages.server'
import { hasSolved } from './submissions.server'
import type { ExerciseWorkspaceData, WorkspaceLanguage, WorkspaceLink } from './workspace-types'

export const exercisePath = (prefix: Prefix, id: number) => `/${prefix}/exercise/${id}`

export function loginHref(prefix: Prefix, back: string) {
  return `/${prefix}/login?login=true&redirectTo=${encodeURIComponent(back)}`
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
 * submission page links back to (a lesson); anything else is dropped.
 */
export async function loadExerciseWorkspace(
  request: Request,
  user: SessionUser | null,
  exerciseId: number,
  { returnTo }: { returnTo?: string } = {},
): Promise<ExerciseWorkspaceData> {
  const prefix = requestPrefix(request)
  const lng = requestLng(request)
  const url = new URL(request.url)
  const back = returnPath(returnTo)
  const base = {
    prefix,
    exerciseId,
    formAction: exercisePath(prefix, exerciseId),
    loginHref: loginHref(prefix, back ?? url.pathname + url.search),
  }
  const row = await findExercise(exerciseId)
  const access = exerciseAccess(user, row)
  if (access === 'not_found' || !row) return { ...base, access: 'not_found' }
  if (access === 'pro_needed') {
    return {
      ...base,
      access: 'pro_needed',
      title: localized(row.title_br, row.title_gb, lng),
      loggedIn: !!user,
    }
  }
  const [view, languages, sources, draft, solved] = await Promise.all([
    getExerciseForUser(user, exerciseId, lng),
    workspaceLanguages(),
    exerciseSources(exerciseId, lng),
    user ? getDraft(user.id, exerciseId) : { language: DEFAULT_LANGUAGE, code: '' },
    user ? hasSolved(user.id, exerciseId) : false,
  ])
  if (view.status !== 'ok') return { ...base, access: 'not_found' }
  const exercise = view.exercise
  const canEdit = !!user && (row.author_id === user.id || isJudgeStaff(user))
  return {
    ...base,
    access: 'ok',
    exercise: {
      id: exercise.id,
      title: exercise.title,
      statementHtml: renderRichText(exercise.text, { prefix }),
      difficulty: exercise.difficulty,
      subjects: exercise.subjects.map((s) => ({ slug: s.slug, title: s.title })),
      sources,
      timeLimitS: exercise.time_limit,
      memoryLimitMib: exercise.memory_limit,
      samples: exercise.samples,
      originalAuthor: exercise.original_author,
      visibility: exercise.visibility,
      isFree: exercise.is_free,
    },
    languages,
    draft: { language: draft.language, code: draft.code },
    viewer: {
      loggedIn: !!user,
      isPro: can(user, 'pro_or_admin'),
      canEdit,
      solved,
    },
    returnTo: back,
    draftSaved: url.searchParams.get('draft') === 'saved',
    manage: canEdit ? { testCount: row.test_count ?? 0 } : null,
  }
}
