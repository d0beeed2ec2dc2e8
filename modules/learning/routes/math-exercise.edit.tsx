import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireLogin } from '~/app/kernel/auth/guards.server'
import { type SessionUser, can } from '~/app/kernel/auth/policy'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { GeneralErrorBoundary } from '~/app/shell/ErrorPage'
import { CheckboxField, Notice, SelectField } from '~/app/ui/forms'
import { db } from '~/db/client.server'
import { DIFFICULTIES, EXERCISE_VISIBILITIES } from '~/db/schema'
import { MATH_KINDS } from '~/db/schema-learning'
import { BilingualFields } from '~/modules/judge/ui'
import type { FormErrors } from '../content/form.server'
import { setFlash, takeFlash } from '../flash.server'
import { canEditAuthored, rowIdParam } from '../hub/authored.server'
import { type MathAiOrigin, mathAiOrigin } from '../math/math-draft.server'
import {
  type MathFormValues,
  blankMathValues,
  mathValues,
  parseMathForm,
  saveMathExercise,
} from '../math/math-form.server'
import { useAuthoringErrors } from '../ui/CourseForm'
import { isFormRequest } from '../uploads/uploads.server'

// /{lang}/math-exercise/:id/edit (`new` creates) — the math exercise form (issue 21). Content creators create;
// its editors (content creators, its author) edit; anyone else 403, an unknown id 404.
export const handle: RouteHandle = {
  i18n: ['common', 'learning', 'content', 'authoring', 'aimath'],
  meta: { title: 'authoring:mathForm.newTitle' },
}

async function editable(user: SessionUser, param: string | undefined) {
  if (param === 'new') {
    if (!can(user, 'create_content')) throw new Response('Forbidden', { status: 403 })
    return { id: null, values: blankMathValues() }
  }
  const id = rowIdParam(param)
  const row = id
    ? await db.selectFrom('math_exercises').selectAll().where('id', '=', id).executeTakeFirst()
    : undefined
  if (!row) throw new Response('Not Found', { status: 404 })
  if (!canEditAuthored(user, row)) throw new Response('Forbidden', { status: 403 })
  return { id, values: mathValues(row) }
}

interface EditPage {
  prefix: 'br' | 'gb'
  id: number | null
  values: MathFormValues
  saved: boolean
  /** Just written by the assistant's AI creation (issue 19): to be reviewed before publishing. */
  aiDraft: boolean
  /** What the AI was asked for, when the AI wrote it (migration 0026). */
  origin: MathAiOrigin | null
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireLogin(request)
  const { id, values } = await editable(user, params.id)
  const { flash, headers } = await takeFlash(request)
  const page: EditPage = {
    prefix: requestPrefix(request),
    id,
    values,
    saved: flash?.kind === 'saved',
    aiDraft: flash?.kind === 'aiDraft',
    origin: id ? await mathAiOrigin(id) : null,
  }
  return data(page, { headers })
}

interface ActionData {
  values: MathFormValues
  errors: FormErrors
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireLogin(request)
  const { id } = await editable(user, params.id)
  // A body that is not a form reads as an empty form: 422, never a 500.
  const parsed = await parseMathForm(isFormRequest(request) ? await request.formData() : new FormData())
  if (!parsed.ok)
    return Response.json({ values: parsed.values, errors: parsed.errors } satisfies ActionData, {
      status: 422,
    })
  const saved = await saveMathExercise(user, id, parsed.value)
  const target = `/${requestPrefix(request)}/math-exercise/${saved}/edit`
  return redirect(target, {
    status: 303,
    headers: { 'Set-Cookie': await setFlash(target, { kind: 'saved' }) },
  })
}

export default function MathEditPage() {
  const page = useLoaderData() as EditPage
  const result = useActionData() as ActionData | undefined
  const { t } = useTranslation('authoring')
  const { t: tc } = useTranslation('content')
  const { t: tl } = useTranslation('learning')
  const values = result?.values ?? page.values
  const errors = result?.errors ?? {}
  const err = useAuthoringErrors(errors)
  const base = `/${page.prefix}/math-exercise/${page.id ?? 'new'}`
  return (
    <article className="page content-page math-edit-page">
      <p>
        <a href={page.id ? base : `/${page.prefix}/math-exercises`}>
          ← {page.id ? t('mathForm.back') : t('math.title')}
        </a>
      </p>
      <h1>{page.id ? t('mathForm.editTitle', { title: page.values.title_br }) : t('mathForm.newTitle')}</h1>
      {page.saved && !result ? <Notice tone="success">{t('saved')}</Notice> : null}
      {page.aiDraft && !result ? <Notice tone="info">{t('mathForm.aiDraft')}</Notice> : null}
      {page.origin ? <AiOrigin origin={page.origin} /> : null}
      {page.id ? null : (
        // The AI creation is the assistant's page (modules/assistant/authoring); learning only links to it.
        <p>
          <a href={`/${page.prefix}/math-exercises/ai`}>{t('math.newWithAi')}</a>
        </p>
      )}
      {Object.keys(errors).length ? (
        <Notice tone="error" focus>
          {tc('form.saveError')}
        </Notice>
      ) : null}
      <Form method="post" action={`${base}/edit`} className="content-form" noValidate reloadDocument>
        <BilingualFields
          stem="title"
          labels={{ br: t('fields.titleBr'), gb: t('fields.titleGb') }}
          values={{ br: values.title_br, gb: values.title_gb }}
          err={err}
        />
        <BilingualFields
          stem="text"
          labels={{ br: t('mathForm.textBr'), gb: t('mathForm.textGb') }}
          values={{ br: values.text_br, gb: values.text_gb }}
          rows={10}
          err={err}
        />
        <SelectField
          label={t('math.difficulty')}
          name="difficulty"
          defaultValue={values.difficulty}
          errors={err('difficulty')}
          options={DIFFICULTIES.map((d) => ({ value: d, label: tl(`difficulties.${d}`) }))}
        />
        <SelectField
          label={t('math.kind')}
          name="kind"
          defaultValue={values.kind}
          errors={err('kind')}
          options={MATH_KINDS.map((k) => ({ value: k, label: tl(`math.kinds.${k}`) }))}
        />
        <SelectField
          label={t('mathForm.visibility')}
          name="visibility"
          defaultValue={values.visibility}
          errors={err('visibility')}
          options={EXERCISE_VISIBILITIES.map((v) => ({ value: v, label: tc(`visibility.${v}`) }))}
        />
        <CheckboxField
          name="is_free"
          label={t('fields.isFree')}
          hint={t('fields.isFreeHint')}
          defaultChecked={values.is_free}
        />
        <BilingualFields
          stem="official_solution"
          labels={{ br: t('mathForm.solutionBr'), gb: t('mathForm.solutionGb') }}
          values={{ br: values.official_solution_br, gb: values.official_solution_gb }}
          rows={8}
          err={err}
        />
        <div className="form-actions">
          <button type="submit" className="button">
            {tc('form.save')}
          </button>
        </div>
      </Form>
    </article>
  )
}

/** What the author asked the AI for (issue 19): the request beside the draft it became. */
function AiOrigin({ origin }: { origin: MathAiOrigin }) {
  const { t } = useTranslation('authoring')
  const { t: ta } = useTranslation('aimath')
  return (
    <dl className="ai-origin" aria-label={t('mathForm.aiOrigin')}>
      <dt>{t('mathForm.aiOrigin')}</dt>
      <dd>{origin.theme ? `${ta('theme')}: ${origin.theme}` : t('mathForm.aiFromImage')}</dd>
      <dd>
        {ta('style')}: {ta(`styles.${origin.style}`, { defaultValue: origin.style })}
      </dd>
      {origin.instructions ? <dd>{origin.instructions}</dd> : null}
    </dl>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
