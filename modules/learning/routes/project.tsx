import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { sessionUser } from '~/app/kernel/auth/session.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { GeneralErrorBoundary } from '~/app/shell/ErrorPage'
import { canEditAuthored, rowIdParam } from '../hub/authored.server'
import { visibleProject } from '../hub/projects-hub.server'
import { projectView } from '../hub/projects.server'
import { ProjectDetails } from '../ui/ProjectLesson'
import { WorkshopManageCard } from '../ui/WorkshopManageCard'

// /{lang}/project/:id — a project outside lessons (issue 21): what it asks, the way to hand it in, and the
// manage card for its editors. Private projects are 404 to anyone else.
export const handle: RouteHandle = { i18n: ['common', 'learning', 'workshop'] }

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await sessionUser(request)
  const id = rowIdParam(params.id)
  const project = id ? await visibleProject(user, id) : null
  if (!project) throw new Response('Not Found', { status: 404 })
  const prefix = requestPrefix(request)
  const content = await projectView(id, null, requestLng(request), prefix, new Date())
  return {
    prefix,
    id,
    content,
    isFree: project.is_free === 1,
    canEdit: canEditAuthored(user, project),
    meta: { title: content.name },
  }
}

export default function ProjectPage() {
  const data = useLoaderData<typeof loader>()
  const { t } = useTranslation('workshop')
  const base = `/${data.prefix}/project/${data.id}`
  return (
    <article className="page project-page">
      <p>
        <a href={`/${data.prefix}/projects`}>{t('projects.backToHub')}</a>
      </p>
      <h1>{data.content.name}</h1>
      <ProjectDetails content={data.content} Sub="h2" />
      <p>
        <a className="button" href={`${base}/submit`}>
          {t('projects.handIn')}
        </a>{' '}
        {data.isFree ? null : <span className="tag">{t('projects.pro')}</span>}
      </p>
      {data.canEdit ? <WorkshopManageCard editHref={`${base}/edit`} id="manage-project" /> : null}
    </article>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
