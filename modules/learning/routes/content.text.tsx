import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireContentCreator } from '~/app/kernel/auth/guards.server'
import type { SessionUser } from '~/app/kernel/auth/policy'
import { formatMoment } from '~/app/kernel/i18n/locale'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { prepareRichText, richTextErrors } from '~/app/rich-text/index.server'
import { CheckboxField, Notice } from '~/app/ui/forms'
import { contentPreview } from '~/modules/judge/index'
import { BilingualFields, ContentPreview, type ContentPreviewData, PreviewButton } from '~/modules/judge/ui'
import { type FormErrors, editableOr404 } from '../content/form.server'
import {
  type TextFormValues,
  blankTextValues,
  createText,
  editableText,
  parseTextForm,
  textDetails,
  updateText,
} from '../content/texts.server'
import { setFlash, takeFlash } from '../flash.server'
import { DefaultSave } from '../ui/DefaultSave'
import { isFormRequest } from '../uploads/uploads.server'

export const handle: RouteHandle = {
  i18n: ['common', 'content'],
  meta: { title: 'content:texts.editTitle', description: 'content:texts.description' },
}

const load = (user: SessionUser, param: string | undefined) =>
  editableOr404(param, blankTextValues, (id) => editableText(user, id))

/** The page's data and the headers that clear its one-shot "saved" message (flash.server.ts). */
async function editPage(request: Request, param: string | undefined) {
  const user = await requireContentCreator(request)
  const { id, values } = await load(user, param)
  const prefix = requestPrefix(request)
  const details = id ? await textDetails(id, requestLng(request), prefix) : { history: [], lessons: [] }
  // "Saved" is the save's redirect message, never a query flag anyone could type.
  const { flash, headers } = await takeFlash(request)
  return { page: { id, values, ...details, prefix, saved: flash?.kind === 'saved' }, headers }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { page, headers } = await editPage(request, params.id)
  return data(page, { headers })
}

interface ActionData {
  values: TextFormValues
  errors: FormErrors
  preview: ContentPreviewData
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireContentCreator(request)
  const { id } = await load(user, params.id)
  const prefix = requestPrefix(request)
  // A body that is not a form (no browser sends one) reads as an empty form: 422, not a 500.
  const formData = isFormRequest(request) ? await request.formData() : new FormData()
  const parsed = parseTextForm(formData)
  if (formData.get('intent') === 'preview') {
    const { preview, errors } = await contentPreview(parsed.values.body_br, parsed.values.body_gb, prefix, [
      'body_br',
      'body_gb',
    ])
    return Response.json({ values: parsed.values, errors, preview } satisfies ActionData, {
      status: preview ? 200 : 422,
    })
  }
  if (!parsed.ok)
    return Response.json(
      { values: parsed.values, errors: parsed.errors, preview: null } satisfies ActionData,
      {
        status: 422,
      },
    )
  // Rendered once now for every later view; refused if it cannot render (issue 15).
  const { body_br, body_gb } = parsed.values
  const richText = richTextErrors(await prepareRichText({ body_br, body_gb }))
  if (Object.keys(richText).length)
    return Response.json({ values: parsed.values, errors: richText, preview: null } satisfies ActionData, {
      status: 422,
    })
  const savedId = id ?? (await createText(user, parsed.value))
  if (id) await updateText(user, id, parsed.value)
  const to = `/${prefix}/content/texts/${savedId}`
  return redirect(to, { headers: { 'Set-Cookie': await setFlash(to, { kind: 'saved' }) } })
}

export default function TextEdit() {
  const {
    id,
    values: stored,
    history,
    lessons,
    prefix,
    saved,
  } = useLoaderData() as Awaited<ReturnType<typeof editPage>>['page']
  const formAction = `/${prefix}/content/texts/${id ?? 'new'}`
  const result = useActionData<ActionData>()
  const { t, i18n } = useTranslation('content')
  const values = result?.values ?? stored
  const err = (name: string) => result?.errors[name]?.map((c) => t(`form.errors.${c}`))
  const date = (iso: string) => formatMoment(iso, i18n.language)
  return (
    <article className="page content-page">
      <p>
        <a href={`/${prefix}/content/texts`}>← {t('texts.title')}</a>
      </p>
      <h1>{id ? t('texts.editTitle') : t('texts.newTitle')}</h1>
      {saved && !result ? <Notice tone="success">{t('texts.saved')}</Notice> : null}
      {result && Object.keys(result.errors).length ? (
        <Notice tone="error">{t('form.saveError')}</Notice>
      ) : null}
      <Form method="post" action={formAction} className="content-form" noValidate>
        {/* The first submit button is the one Enter presses: save, not preview. Hidden from everyone. */}
        <DefaultSave label={t('form.save')} />
        <BilingualFields
          stem="title"
          labels={{ br: t('texts.titleBr'), gb: t('texts.titleGb') }}
          values={{ br: values.title_br, gb: values.title_gb }}
          err={err}
        />
        <BilingualFields
          stem="body"
          labels={{ br: t('texts.bodyBr'), gb: t('texts.bodyGb') }}
          values={{ br: values.body_br, gb: values.body_gb }}
          rows={16}
          err={err}
        />
        <CheckboxField
          name="is_tutorial"
          label={t('texts.isTutorial')}
          hint={t('texts.isTutorialHint')}
          defaultChecked={values.is_tutorial}
        />
        <div className="form-actions">
          <button type="submit" name="intent" value="save" className="button">
            {t('form.save')}
          </button>
          <PreviewButton />
        </div>
      </Form>
      <ContentPreview preview={result?.preview ?? null} />
      {id ? (
        <>
          <section className="card" aria-labelledby="lessons-title">
            <h2 id="lessons-title">{t('texts.usedBy')}</h2>
            {lessons.length === 0 ? (
              <p>{t('texts.notUsed')}</p>
            ) : (
              <ul>
                {lessons.map((l) => (
                  <li key={l.lessonId}>
                    <a href={l.url}>{l.lesson}</a> — {l.course}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="card" aria-labelledby="history-title">
            <h2 id="history-title">{t('texts.history')}</h2>
            {history.length === 0 ? (
              <p>{t('texts.noHistory')}</p>
            ) : (
              <ol className="content-history">
                {history.map((h) => (
                  <li key={h.id}>
                    <details>
                      <summary>
                        {t('texts.historyEntry', {
                          when: date(h.created_at),
                          who: h.edited_by ?? t('texts.someone'),
                        })}
                      </summary>
                      <p>
                        <strong>{h.title_br}</strong>
                      </p>
                      <pre className="content-source">{h.body_br}</pre>
                      {h.body_gb ? <pre className="content-source">{h.body_gb}</pre> : null}
                    </details>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      ) : null}
    </article>
  )
}
