import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireLogin } from '~/app/kernel/auth/guards.server'
import { type SessionUser, can } from '~/app/kernel/auth/policy'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { GeneralErrorBoundary } from '~/app/shell/ErrorPage'
import { Field, Notice, SelectField, TextAreaField } from '~/app/ui/forms'
import { aiDraftNotice } from '~/modules/learning/index'
import { modelConfig } from '../../model/client.server'
import { type AiMathOutcome, createMathWithAi } from '../math-create.server'
import { readAiMathForm } from '../math-form.server'
import {
  type AiMathValues,
  MATH_STYLES,
  MAX_BODY,
  MAX_INSTRUCTIONS,
  MAX_THEME,
  blankAiMathValues,
} from '../math-options'

// /{lang}/math-exercises/ai — "Create with AI" (issue 19): a theme or an image, a style and instructions; the
// model writes a private draft, and a 303 opens it in the math exercise editor for review. Content creators
// only, as the editor's "new" (403 for anyone else). A plain multipart form: the page ships no script.

export const handle: RouteHandle = {
  i18n: ['common', 'aimath'],
  meta: { title: 'aimath:title', description: 'aimath:description' },
  // A multipart form (the image): the kernel's guard takes it on this path only, up to this size.
  maxBody: MAX_BODY,
}

const PRIVATE = { 'Cache-Control': 'private, no-store' }

async function author(request: Request): Promise<SessionUser> {
  const user = await requireLogin(request)
  if (!can(user, 'create_content')) throw new Response('Forbidden', { status: 403 })
  return user
}

interface AiMathPage {
  prefix: 'br' | 'gb'
  configured: boolean
  vision: boolean
}

export async function loader({ request }: LoaderFunctionArgs) {
  await author(request)
  const config = modelConfig()
  const page: AiMathPage = {
    prefix: requestPrefix(request),
    configured: !!config,
    vision: !!config?.vision,
  }
  return data(page, { headers: PRIVATE })
}

/** What went wrong, as a code of aimath:failed.* (form-level) or field errors. */
export interface AiMathActionData {
  values: AiMathValues
  errors: Record<string, string[]>
  failed?: Exclude<AiMathOutcome['kind'], 'created'>
}

const STATUS: Record<Exclude<AiMathOutcome['kind'], 'created'>, number> = {
  noModel: 503,
  noVision: 422,
  rateLimited: 429,
  unavailable: 503,
  invalid: 502,
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await author(request)
  const form = await readAiMathForm(request, !!modelConfig()?.vision)
  if (!form.ok) {
    const body: AiMathActionData = { values: form.values, errors: form.errors }
    return data(body, { status: form.status, headers: PRIVATE })
  }
  const outcome = await createMathWithAi(user, form.value, request.signal)
  if (outcome.kind === 'created') {
    const editor = `/${requestPrefix(request)}/math-exercise/${outcome.id}/edit`
    return redirect(editor, { status: 303, headers: { 'Set-Cookie': await aiDraftNotice(editor) } })
  }
  if (outcome.kind === 'invalid') console.warn(`AI math draft refused: ${outcome.why}`)
  const body: AiMathActionData = { values: form.values, errors: {}, failed: outcome.kind }
  const headers: Record<string, string> = { ...PRIVATE }
  if (outcome.kind === 'rateLimited') headers['Retry-After'] = String(outcome.retryAfterSeconds)
  return data(body, { status: STATUS[outcome.kind], headers })
}

export default function AiMathExercise() {
  const page = useLoaderData() as AiMathPage
  const result = useActionData() as AiMathActionData | undefined
  const { t } = useTranslation('aimath')
  const values = result?.values ?? blankAiMathValues()
  const errors = result?.errors ?? {}
  const err = (name: string) => errors[name]?.map((code) => t(`errors.${code}`))
  const formError = errors.form?.map((code) => t(`errors.${code}`)).join(' ')
  const failed = result?.failed
  return (
    <article className="page content-page ai-math-page">
      <p>
        <a href={`/${page.prefix}/math-exercises`}>← {t('back')}</a>
      </p>
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      {!page.configured || failed === 'noModel' ? (
        <>
          <Notice tone="warning">{t('notConfigured')}</Notice>
          <p>
            <a className="button" href={`/${page.prefix}/math-exercise/new/edit`}>
              {t('writeYourself')}
            </a>
          </p>
        </>
      ) : (
        <>
          {formError || failed ? (
            <Notice tone="error" focus>
              {formError || t(`failed.${failed}`)}
            </Notice>
          ) : null}
          <Form
            method="post"
            encType="multipart/form-data"
            className="content-form"
            noValidate
            reloadDocument
          >
            <fieldset>
              <legend>{t('source')}</legend>
              <p className="field-hint">{t('sourceHint')}</p>
              <Field
                label={t('theme')}
                name="theme"
                defaultValue={values.theme}
                maxLength={MAX_THEME}
                hint={t('themeHint')}
                errors={err('theme')}
              />
              <Field
                label={t('image')}
                name="image"
                type="file"
                accept="image/png,image/jpeg"
                disabled={!page.vision}
                hint={page.vision ? t('imageHint') : t('errors.noVision')}
                errors={err('image')}
              />
            </fieldset>
            <SelectField
              label={t('style')}
              name="style"
              defaultValue={values.style}
              errors={err('style')}
              options={MATH_STYLES.map((s) => ({ value: s, label: t(`styles.${s}`) }))}
            />
            <TextAreaField
              label={t('instructions')}
              name="instructions"
              defaultValue={values.instructions}
              rows={4}
              maxLength={MAX_INSTRUCTIONS}
              hint={t('instructionsHint', { max: MAX_INSTRUCTIONS })}
              errors={err('instructions')}
            />
            <div className="form-actions">
              <button type="submit" className="button">
                {t('create')}
              </button>
            </div>
            <p className="field-hint">{t('createHint')}</p>
          </Form>
        </>
      )}
    </article>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
