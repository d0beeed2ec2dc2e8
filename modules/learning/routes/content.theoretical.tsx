import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireContentCreator } from '~/app/kernel/auth/guards.server'
import type { SessionUser } from '~/app/kernel/auth/policy'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { prepareRichText, richTextErrors } from '~/app/rich-text/index.server'
import { Notice } from '~/app/ui/forms'
import { contentPreview } from '~/modules/judge/index'
import { type TheoreticalActionData, TheoreticalForm } from '../content/TheoreticalForm'
import { editableOr404 } from '../content/form.server'
import {
  createTheoretical,
  editableTheoretical,
  updateTheoretical,
} from '../content/theoretical-admin.server'
import {
  blankOption,
  blankQuestion,
  blankTheoreticalValues,
  parseTheoreticalForm,
} from '../content/theoretical-form.server'
import { setFlash, takeFlash } from '../flash.server'
import { isFormRequest } from '../uploads/uploads.server'

export const handle: RouteHandle = {
  i18n: ['common', 'content'],
  meta: { title: 'content:theoretical.editTitle', description: 'content:theoretical.description' },
}

const load = (user: SessionUser, param: string | undefined) =>
  editableOr404(param, blankTheoreticalValues, (id) => editableTheoretical(user, id))

/** The page's data and the headers that clear its one-shot "saved" message (flash.server.ts). */
async function editPage(request: Request, param: string | undefined) {
  const user = await requireContentCreator(request)
  const { id, values } = await load(user, param)
  // "Saved" is the save's redirect message, never a query flag anyone could type.
  const { flash, headers } = await takeFlash(request)
  return { page: { id, values, prefix: requestPrefix(request), saved: flash?.kind === 'saved' }, headers }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { page, headers } = await editPage(request, params.id)
  return data(page, { headers })
}

/** Intents: save, preview, add-question, add-option:<question row>. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireContentCreator(request)
  const { id } = await load(user, params.id)
  const prefix = requestPrefix(request)
  // A body that is not a form (no browser sends one) reads as an empty form: 422, not a 500.
  const formData = isFormRequest(request) ? await request.formData() : new FormData()
  const intent = String(formData.get('intent') ?? 'save')
  const parsed = parseTheoreticalForm(formData)
  const values = parsed.values
  const reply = (data: Partial<TheoreticalActionData>, status = 200) =>
    Response.json({ values, errors: {}, preview: null, ...data } satisfies TheoreticalActionData, { status })
  if (intent === 'preview') {
    const { preview, errors } = await contentPreview(values.text_br, values.text_gb, prefix)
    return reply({ preview, errors }, preview ? 200 : 422)
  }
  if (intent === 'add-question')
    return reply({ values: { ...values, questions: [...values.questions, blankQuestion()] } })
  const addOption = /^add-option:(\d{1,3})$/.exec(intent)
  if (addOption) {
    const row = Number(addOption[1])
    const questions = values.questions.map((q, i) =>
      i === row ? { ...q, options: [...q.options, blankOption()] } : q,
    )
    return reply({ values: { ...values, questions } })
  }
  if (!parsed.ok) return reply({ errors: parsed.errors }, 422)
  // Rendered once now for every later view; refused if it cannot render (issue 15).
  const prompts = values.questions.flatMap((q, i) => [
    [`questions[${i}].prompt_br`, q.prompt_br],
    [`questions[${i}].prompt_gb`, q.prompt_gb],
  ])
  const richText = richTextErrors(
    await prepareRichText({
      text_br: values.text_br,
      text_gb: values.text_gb,
      ...Object.fromEntries(prompts),
    }),
  )
  if (Object.keys(richText).length) return reply({ errors: richText }, 422)
  const savedId = id ?? (await createTheoretical(user, parsed.value))
  if (id) await updateTheoretical(id, parsed.value)
  const to = `/${prefix}/content/theoretical-exercises/${savedId}`
  return redirect(to, { headers: { 'Set-Cookie': await setFlash(to, { kind: 'saved' }) } })
}

export default function TheoreticalEdit() {
  const { id, values, prefix, saved } = useLoaderData() as Awaited<ReturnType<typeof editPage>>['page']
  const result = useActionData<TheoreticalActionData>()
  const { t } = useTranslation('content')
  return (
    <article className="page content-page">
      <p>
        <a href={`/${prefix}/content/theoretical-exercises`}>← {t('theoretical.title')}</a>
      </p>
      <h1>{id ? t('theoretical.editTitle') : t('theoretical.newTitle')}</h1>
      {saved && !result ? <Notice tone="success">{t('theoretical.saved')}</Notice> : null}
      <TheoreticalForm
        action={`/${prefix}/content/theoretical-exercises/${id ?? 'new'}`}
        values={result?.values ?? values}
        result={result}
      />
    </article>
  )
}
