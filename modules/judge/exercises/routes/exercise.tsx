import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from '@remix-run/node'
import { type ErrorResponse, useActionData, useLoaderData } from '@remix-run/react'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { loginRedirect } from '~/app/kernel/auth/guards.server'
import { sessionUser } from '~/app/kernel/auth/session.server'
import { tFor } from '~/app/kernel/i18n/i18n.server'
import { quickFeedbackOf, takeFeedbackRefusal } from '~/app/kernel/people/quick-feedback.server'
import { type RouteHandle, passRetryAfter } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { ErrorPage, GeneralErrorBoundary } from '~/app/shell/ErrorPage'
import { QuickFeedback } from '~/app/ui/QuickFeedback'
import { TourLink, TourTemplate } from '~/app/ui/Tour'
import { type IslandAssets, islandAssets } from '~/app/ui/editor/preloads.server'
import { Notice } from '~/app/ui/forms'
import { tourIslands } from '~/app/ui/tour.server'
import { idParam } from '../../copy.server'
import { ExerciseWorkspace } from '../ui/ExerciseWorkspace'
import { ManageCard } from '../ui/ManageCard'
import { workspaceAction } from '../workspace-actions.server'
import type { ExerciseWorkspaceData, WorkspaceFormError } from '../workspace-types'
import { loadExerciseWorkspace, openInCompetition } from '../workspace.server'

interface ExercisePageData {
  workspace: ExerciseWorkspaceData
  meta: { title: string; description?: string }
  /** Logged-in viewers of the exercise rate it (docs/product.md#judge-exercises: quick feedback); null for visitors. */
  feedback: {
    current: ComponentProps<typeof QuickFeedback>['current']
    /** A refusal of the feedback route, back with its errors (the kernel's one-shot flash). */
    errors?: string[]
  } | null
  /** Back from the edit form (`?saved=1`): its editor sees a confirmation. */
  saved?: boolean
  /** The guided tour's card (issue 22): logged in, not dismissed, not inside a competition. */
  tour?: boolean
  /** The framework-free solution form (ADR 031): false only when the build has no island module. */
  solutionIsland?: boolean
  /** The page's plain modules, the solution form's and the tour's, with what they import (app/root.tsx). */
  islands?: IslandAssets[]
}

/** The island that enhances the solution form without React (ADR 031), as the client manifest names it. */
const ISLAND_SOURCE = 'modules/judge/exercises/ui/solution-island.ts'

// The page never hydrates (ADR 031): scripts ship only when the workspace itself is shown, and then only plain
// modules — the solution form's island and, on a student's first visits, the guided tour's card.
export const handle: RouteHandle = {
  i18n: ['common', 'judge', 'exercise', 'content', 'tours'],
}

export const headers = passRetryAfter

const notFound = () => new Response('Not Found', { status: 404 })

/** Plain text of the statement for the meta description (the root cuts it at 200 characters). */
function plainText(html: string) {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(
      /&(amp|lt|gt|quot|#39);/g,
      (e) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" })[e] ?? e,
    )
    .replace(/\s+/g, ' ')
    .trim()
}

/** /{lang}/exercise/:id — statement, samples, limits and the solution form (docs/product.md#judge-exercises). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = idParam(params.id)
  if (!id) throw notFound()
  const user = await sessionUser(request)
  // `?competition=:cid`: the competition's rules decide who reads the exercise (refusals are status pages).
  const opening = await openInCompetition(request, user, id)
  if (!opening.ok) {
    // A visitor is not "not registered" yet: they log in first and come back to this problem.
    if (!user && opening.status === 403) throw loginRedirect(request)
    throw data(
      { message: opening.message, competitionHref: opening.competitionHref },
      { status: opening.status },
    )
  }
  const competition = opening.context
  let workspace: ExerciseWorkspaceData
  try {
    workspace = await loadExerciseWorkspace(request, user, id, { competition })
  } catch (error) {
    // docs/product.md#judge-exercises: failing to load an exercise is a 500 page with the error message.
    console.error(error)
    const t = await tFor(request, 'exercise')
    throw data({ message: t('loadFailed', { id }) }, { status: 500 })
  }
  if (workspace.access === 'not_found') throw notFound()
  if (workspace.access === 'pro_needed') {
    const page: ExercisePageData = { workspace, meta: { title: workspace.title }, feedback: null }
    return data(page, { status: 403 })
  }
  const meta = {
    title: workspace.exercise.title,
    description: plainText(workspace.exercise.statementHtml),
  }
  const { refused, headers } = await takeFeedbackRefusal(request)
  // A competition page stays on the competition: no rating of its problems there.
  const feedback =
    user && !competition
      ? refused
        ? { current: refused.current, errors: refused.errors }
        : { current: await quickFeedbackOf(user.id, 'exercise', id) }
      : null
  const saved = workspace.viewer.canEdit && new URL(request.url).searchParams.get('saved') === '1'
  // The grammar preloaded is the one the editor opens with: the draft's language.
  const solution = islandAssets(ISLAND_SOURCE, workspace.draft.language)
  const tour = competition ? null : await tourIslands(user?.id, 'exercise')
  const page: ExercisePageData = {
    workspace,
    meta,
    feedback,
    saved,
    tour: !!tour?.tour,
    solutionIsland: !!solution,
    islands: [...(solution ? [solution] : []), ...(tour?.islands ?? [])],
  }
  return data(page, { headers })
}

/** The solution form without JavaScript: send (→ submission page) or save the draft (→ back here). */
export async function action({ request, params }: ActionFunctionArgs) {
  const id = idParam(params.id)
  if (!id) throw notFound()
  return workspaceAction(request, id)
}

export default function ExercisePage() {
  const { workspace, feedback, saved, tour, solutionIsland } = useLoaderData() as ExercisePageData
  const result = useActionData() as WorkspaceFormError | undefined
  const { t } = useTranslation('content')
  return (
    <article className="page exercise-page">
      {saved ? <Notice tone="success">{t('exerciseForm.saved')}</Notice> : null}
      <ExerciseWorkspace {...workspace} result={result?.message ? result : null} island={!!solutionIsland} />
      {workspace.access === 'ok' && !workspace.competition ? (
        <>
          <TourLink tour="exercise" prefix={workspace.prefix} />
          {tour ? <TourTemplate tour="exercise" prefix={workspace.prefix} /> : null}
        </>
      ) : null}
      {workspace.access === 'ok' && workspace.viewer.canEdit ? (
        <ManageCard
          exerciseId={workspace.exerciseId}
          prefix={workspace.prefix}
          visibility={workspace.exercise.visibility}
          testCount={workspace.manage?.testCount}
        />
      ) : null}
      {feedback ? (
        <QuickFeedback
          prefix={workspace.prefix}
          targetType="exercise"
          targetId={workspace.exerciseId}
          current={feedback.current}
          errors={feedback.errors}
          redirectTo={workspace.formAction}
        />
      ) : null}
    </article>
  )
}

/** A competition refusal (not registered, not running…) says why above the page and leads back to it. */
function refusalPage({ error }: { error: ErrorResponse }) {
  const body = error.data as { message?: unknown; competitionHref?: unknown } | null
  const message = typeof body?.message === 'string' ? body.message : null
  const competitionHref = typeof body?.competitionHref === 'string' ? body.competitionHref : null
  return (
    <>
      {message ? (
        <Notice tone="error">
          {message}
          {competitionHref ? (
            <>
              {' '}
              <CompetitionLink href={competitionHref} />
            </>
          ) : null}
        </Notice>
      ) : null}
      <ErrorPage status={error.status} />
    </>
  )
}

function CompetitionLink({ href }: { href: string }) {
  const { t } = useTranslation('exercise')
  return <a href={href}>{t('competition.open')}</a>
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary defaultStatusHandler={refusalPage} />
}
