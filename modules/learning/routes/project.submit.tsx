import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireLogin } from '~/app/kernel/auth/guards.server'
import { type SessionUser, can } from '~/app/kernel/auth/policy'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { uploadBody } from '~/app/kernel/requests/limits'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { GeneralErrorBoundary } from '~/app/shell/ErrorPage'
import { FeatureLink } from '~/app/ui/FeatureLink'
import { Notice } from '~/app/ui/forms'
import { takeFlash } from '../flash.server'
import { rowIdParam } from '../hub/authored.server'
import { visibleProject } from '../hub/projects-hub.server'
import { projectView } from '../hub/projects.server'
import { type LessonActionData, handIn, readAnswerForm } from '../lessons/lesson-actions.server'
import { ProjectLesson } from '../ui/ProjectLesson'

// /{lang}/project/:id/submit — handing a project in outside lessons (issue 21): the lesson's form and rules
// (GitHub link or ZIP, 3 a day, "in queue" until the assistant grades it), plus "show it in the community tab".
// PRO projects (is_free = 0) need PRO: practical projects are a PRO feature.
export const handle: RouteHandle = {
  // A ZIP of at most 20 MiB: server.js refuses a multipart body where no route declares one (415).
  maxBody: uploadBody(20),
  i18n: ['common', 'learning', 'grading', 'workshop'],
}

async function target(request: Request, param: string | undefined) {
  const user = await requireLogin(request)
  const id = rowIdParam(param)
  const project = id ? await visibleProject(user, id) : null
  if (!project) throw new Response('Not Found', { status: 404 })
  return { user, id, allowed: project.is_free === 1 || mayHandInPro(user) }
}

const mayHandInPro = (user: SessionUser) => can(user, 'pro_or_admin') || can(user, 'create_content')

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, id, allowed } = await target(request, params.id)
  const prefix = requestPrefix(request)
  const content = await projectView(id, user.id, requestLng(request), prefix, new Date())
  const { flash, headers } = await takeFlash(request)
  const page: SubmitPage = {
    prefix,
    id,
    allowed,
    content,
    url: `/${prefix}/project/${id}/submit`,
    openedAt: new Date().toISOString(),
    sent: flash?.kind === 'sent',
    meta: { title: content.name },
  }
  return data(page, { headers })
}

interface SubmitPage {
  prefix: 'br' | 'gb'
  id: number
  allowed: boolean
  content: Awaited<ReturnType<typeof projectView>>
  url: string
  openedAt: string
  sent: boolean
  meta: { title: string }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, id, allowed } = await target(request, params.id)
  if (!allowed) throw new Response('Forbidden', { status: 403 })
  const form = await readAnswerForm(request, user.id)
  if (form instanceof Response) return form
  if (form.formData.get('intent') !== 'project') return Response.json({ intent: null }, { status: 422 })
  const url = `/${requestPrefix(request)}/project/${id}/submit`
  const visibility = form.formData.get('public') === 'on' ? 'public' : 'private'
  return handIn(form, 'project', { user, targetId: id, url, now: new Date(), visibility })
}

export default function ProjectSubmitPage() {
  const page = useLoaderData() as SubmitPage
  const result = useActionData() as LessonActionData | undefined
  const { t } = useTranslation('workshop')
  return (
    <article className="page project-submit-page">
      <p>
        <a href={`/${page.prefix}/project/${page.id}`}>{t('projects.back')}</a>
      </p>
      <h1>{t('projects.handInTitle', { name: page.content.name })}</h1>
      {page.allowed ? (
        <ProjectLesson
          content={page.content}
          lesson={{ title: page.content.name, url: page.url }}
          openedAt={page.openedAt}
          data={result}
          sent={page.sent}
          publicChoice
        />
      ) : (
        <Notice tone="info">
          {t('projects.proNeeded')}{' '}
          <FeatureLink feature="pro" prefix={page.prefix}>
            {t('projects.subscribe')}
          </FeatureLink>
        </Notice>
      )}
    </article>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
