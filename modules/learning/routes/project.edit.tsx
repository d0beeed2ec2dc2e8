import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireLogin } from '~/app/kernel/auth/guards.server'
import { type SessionUser, can } from '~/app/kernel/auth/policy'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { GeneralErrorBoundary } from '~/app/shell/ErrorPage'
import { Notice } from '~/app/ui/forms'
import { db } from '~/db/client.server'
import type { FormErrors } from '~/modules/judge/index'
import { setFlash, takeFlash } from '../flash.server'
import { canEditAuthored, rowIdParam } from '../hub/authored.server'
import {
  type ProjectFormValues,
  blankProjectValues,
  institutionOptions,
  parseProjectForm,
  projectValues,
  saveProject,
  withNewRequirement,
} from '../hub/project-form.server'
import { ProjectForm } from '../ui/ProjectForm'
import { isFormRequest } from '../uploads/uploads.server'

// /{lang}/project/:id/edit (`new` creates) — the project form (issue 21). Content creators create; a project's
// editors (content creators, its author) edit; anyone else 403, an unknown id 404.
export const handle: RouteHandle = { i18n: ['common', 'learning', 'workshop', 'content'] }

async function editable(user: SessionUser, param: string | undefined) {
  if (param === 'new') {
    if (!can(user, 'create_content')) throw new Response('Forbidden', { status: 403 })
    return { id: null, values: blankProjectValues(), name: '' }
  }
  const id = rowIdParam(param)
  const project = id
    ? await db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst()
    : null
  if (!project) throw new Response('Not Found', { status: 404 })
  if (!canEditAuthored(user, project)) throw new Response('Forbidden', { status: 403 })
  return { id, values: await projectValues(project), name: project.name_br }
}

interface EditPage {
  prefix: 'br' | 'gb'
  id: number | null
  name: string
  values: ProjectFormValues
  institutions: { value: string; label: string }[]
  saved: boolean
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireLogin(request)
  const { id, values, name } = await editable(user, params.id)
  const { flash, headers } = await takeFlash(request)
  const page: EditPage = {
    prefix: requestPrefix(request),
    id,
    name,
    values,
    institutions: await institutionOptions(),
    saved: flash?.kind === 'saved',
  }
  return data(page, { headers })
}

interface ActionData {
  values: ProjectFormValues
  errors: FormErrors
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireLogin(request)
  const { id } = await editable(user, params.id)
  // A body that is not a form reads as an empty form: 422, never a 500.
  const formData = isFormRequest(request) ? await request.formData() : new FormData()
  const parsed = parseProjectForm(formData)
  if (formData.get('intent') === 'add_requirement') {
    return Response.json({ values: withNewRequirement(parsed.values), errors: {} } satisfies ActionData)
  }
  if (!parsed.ok)
    return Response.json({ values: parsed.values, errors: parsed.errors } satisfies ActionData, {
      status: 422,
    })
  const saved = await saveProject(user, id, parsed.value)
  const target = `/${requestPrefix(request)}/project/${saved}/edit`
  return redirect(target, {
    status: 303,
    headers: { 'Set-Cookie': await setFlash(target, { kind: 'saved' }) },
  })
}

export default function ProjectEditPage() {
  const page = useLoaderData() as EditPage
  const result = useActionData() as ActionData | undefined
  const { t } = useTranslation('workshop')
  const values = result?.values ?? page.values
  const errors = result?.errors ?? {}
  const action = `/${page.prefix}/project/${page.id ?? 'new'}/edit`
  return (
    <article className="page content-page project-edit-page">
      <p>
        <a href={page.id ? `/${page.prefix}/project/${page.id}` : `/${page.prefix}/projects`}>
          {page.id ? t('projects.back') : t('projects.backToHub')}
        </a>
      </p>
      <h1>{page.id ? t('projectForm.editTitle', { name: page.name }) : t('projectForm.newTitle')}</h1>
      {page.saved && !result ? <Notice tone="success">{t('projectForm.saved')}</Notice> : null}
      {Object.keys(errors).length ? (
        <Notice tone="error" focus>
          {t('projectForm.fixErrors')}
        </Notice>
      ) : null}
      <Form method="post" action={action} reloadDocument>
        <ProjectForm values={values} errors={errors} institutions={page.institutions} />
      </Form>
    </article>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
