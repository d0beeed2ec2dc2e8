import type { LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireLogin } from '~/app/kernel/auth/guards.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { GeneralErrorBoundary } from '~/app/shell/ErrorPage'
import { idParam } from '../../copy.server'
import { customRunView, findCustomRun } from '../custom-run.server'
import { findExercise, localized } from '../exercises.server'
import { CustomRunResult } from '../ui/CustomRunResult'
import { exercisePath, returnPath, workspaceLanguages } from '../workspace.server'

// /{lang}/exercise/:id/run/:run_id — a custom test's answer page (issue 21): where the form lands without
// JavaScript (POST → 303 → here). Its owner only; no scripts.
export const handle: RouteHandle = { i18n: ['common', 'judge', 'exercise'] }

const notFound = () => new Response('Not Found', { status: 404 })

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireLogin(request)
  const exerciseId = idParam(params.id)
  const runId = idParam(params.run_id)
  if (!exerciseId || !runId) throw notFound()
  const run = await findCustomRun(user.id, exerciseId, runId)
  const exercise = run ? await findExercise(exerciseId) : undefined
  if (!run || !exercise) throw notFound()
  const prefix = requestPrefix(request)
  const title = localized(exercise.title_br, exercise.title_gb, requestLng(request))
  const languages = await workspaceLanguages()
  const back = returnPath(new URL(request.url).searchParams.get('return_to'))
  return {
    prefix,
    title,
    run: customRunView(run),
    languageLabel: languages.find((l) => l.id === run.language)?.label ?? run.language,
    formAction: exercisePath(prefix, exerciseId),
    backHref: back ?? exercisePath(prefix, exerciseId),
    returnTo: back,
    meta: { title },
  }
}

export default function CustomRunPage() {
  const page = useLoaderData<typeof loader>()
  const { t } = useTranslation('exercise')
  const { run } = page
  return (
    <article className="page custom-run-page">
      <p>
        <a href={page.backHref}>{t('customTest.back')}</a>
      </p>
      <h1>{t('customTest.pageTitle', { title: page.title })}</h1>
      <CustomRunResult run={run} headingId="custom-run-result" />
      <details>
        <summary>{t('customTest.code', { language: page.languageLabel })}</summary>
        <pre>
          <code>{run.code}</code>
        </pre>
      </details>
      {/* Run again: the same code with this (editable) input, through the exercise page's form action. */}
      <Form method="post" action={page.formAction} reloadDocument className="custom-test">
        <input type="hidden" name="intent" value="run" />
        <input type="hidden" name="language" value={run.language} />
        <input type="hidden" name="code" value={run.code} />
        {page.returnTo ? <input type="hidden" name="return_to" value={page.returnTo} /> : null}
        <div className="field">
          <label htmlFor="custom-input">{t('customTest.input')}</label>
          <textarea id="custom-input" name="input" rows={4} defaultValue={run.input} spellCheck={false} />
        </div>
        <button type="submit" className="button">
          {t('customTest.again')}
        </button>
      </Form>
    </article>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
