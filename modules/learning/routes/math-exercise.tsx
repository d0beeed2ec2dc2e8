import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireLogin } from '~/app/kernel/auth/guards.server'
import { type RouteHandle, passRetryAfter } from '~/app/kernel/requests/handle'
import { uploadBody } from '~/app/kernel/requests/limits'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { RichText } from '~/app/rich-text/RichText'
import { renderRichText } from '~/app/rich-text/index.server'
import { GeneralErrorBoundary } from '~/app/shell/ErrorPage'
import { FeatureLink } from '~/app/ui/FeatureLink'
import { Notice } from '~/app/ui/forms'
import { takeFlash } from '../flash.server'
import { canEditAuthored, rowIdParam } from '../hub/authored.server'
import { type LessonActionData, handIn, readAnswerForm } from '../lessons/lesson-actions.server'
import { mayAnswerMath, visibleMathExercise } from '../math/math-pages.server'
import { mathView } from '../math/math.server'
import { pickNullable } from '../text'
import { MathLesson } from '../ui/MathLesson'
import { WorkshopManageCard } from '../ui/WorkshopManageCard'

// /{lang}/math-exercise/:id — a math exercise outside lessons (issue 21): the statement, the lesson's answer
// form (text, image, audio; no JS), the student's answers with their grades, and the official solution once an
// answer is accepted. A PRO exercise needs PRO (else the notice; POST 403); private ones are 404 to others.
export const handle: RouteHandle = {
  // An answer's image (5 MiB) and audio (10 MiB): server.js refuses a multipart body elsewhere (415).
  maxBody: uploadBody(15),
  i18n: ['common', 'learning', 'grading', 'workshop', 'authoring'],
}

// The daily limit's 429 keeps its Retry-After on the page.
export const headers = passRetryAfter

async function target(request: Request, param: string | undefined) {
  const user = await requireLogin(request)
  const id = rowIdParam(param)
  const row = id ? await visibleMathExercise(user, id) : null
  if (!row) throw new Response('Not Found', { status: 404 })
  return { user, id, row, allowed: mayAnswerMath(user, row) }
}

/** The page's data and the headers that clear its one-shot "sent" message (flash.server.ts). */
async function mathPage(request: Request, param: string | undefined) {
  const { user, id, row, allowed } = await target(request, param)
  const prefix = requestPrefix(request)
  const lng = requestLng(request)
  const now = new Date()
  const content = allowed ? await mathView(id, user.id, lng, prefix, now) : null
  const canEdit = canEditAuthored(user, row)
  const solved = !!content?.submissions.some((s) => s.status === 'accepted')
  const solution = pickNullable(row.official_solution_br, row.official_solution_gb, lng)
  const { flash, headers } = await takeFlash(request)
  const page = {
    prefix,
    id,
    title: content?.title ?? pickNullable(row.title_br, row.title_gb, lng) ?? '',
    content,
    canEdit,
    url: `/${prefix}/math-exercise/${id}`,
    openedAt: now.toISOString(),
    sent: flash?.kind === 'sent',
    solutionHtml: solution && (solved || canEdit) ? await renderRichText(solution, { prefix }) : null,
    meta: { title: content?.title ?? row.title_br },
  }
  return { page, headers }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { page, headers } = await mathPage(request, params.id)
  return data(page, { headers })
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, id, allowed } = await target(request, params.id)
  if (!allowed) throw new Response('Forbidden', { status: 403 })
  const form = await readAnswerForm(request, user.id)
  if (form instanceof Response) return form
  if (form.formData.get('intent') !== 'math') return Response.json({ intent: null }, { status: 422 })
  const url = `/${requestPrefix(request)}/math-exercise/${id}`
  return handIn(form, 'math', { user, targetId: id, url, now: new Date() })
}

export default function MathExercisePage() {
  const page = useLoaderData() as Awaited<ReturnType<typeof mathPage>>['page']
  const result = useActionData() as LessonActionData | undefined
  const { t } = useTranslation('authoring')
  return (
    <article className="page math-exercise-page">
      <p>
        <a href={`/${page.prefix}/math-exercises`}>← {t('math.title')}</a>
      </p>
      <h1>{page.title}</h1>
      {page.canEdit ? <WorkshopManageCard editHref={`${page.url}/edit`} id="math-manage" /> : null}
      {page.content ? (
        <MathLesson
          content={page.content}
          lesson={{ title: page.title, url: page.url }}
          openedAt={page.openedAt}
          data={result}
          sent={page.sent}
        />
      ) : (
        <Notice tone="info">
          {t('math.proNeeded')}{' '}
          <FeatureLink feature="pro" prefix={page.prefix}>
            {t('math.subscribe')}
          </FeatureLink>
        </Notice>
      )}
      {page.solutionHtml ? (
        <details className="card math-solution">
          <summary>{t('math.solution')}</summary>
          <RichText html={page.solutionHtml} />
        </details>
      ) : null}
    </article>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
