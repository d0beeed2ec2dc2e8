import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireContentCreator } from '~/app/kernel/guards.server'
import type { RouteHandle } from '~/app/kernel/handle'
import type { SessionUser } from '~/app/kernel/policy'
import { requestLng, requestPrefix } from '~/app/kernel/request.server'
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

export const handle: RouteHandle = {
  i18n: ['common', 'content'],
  meta: { title: 'content:texts.editTitle', description: 'content:texts.description' },
}

const load = (user: SessionUser, param: string | undefined) =>
  editableOr404(param, blankTextValues, (id) => editableText(user, id))

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireContentCreator(request)
  const { id, values } = await load(user, params.id)
  const prefix = requestPrefix(request)
  const details = id ? await textDetails(id, requestLng(request), prefix) : { history: [], lessons: [] }
  return { id, values, ...details, prefix, saved: new URL(request.url).searchParams.has('saved') }
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
  const formData = await request.formData()
  const parsed = parseTextForm(formData)
  if (formData.get('intent') === 'preview') {
    const preview = contentPreview(parsed.values.body_br, parsed.values.body_gb, prefix)
    return Response.json({ values: parsed.values, errors: {}, preview } satisfies ActionData)
  }
  if (!parsed.ok)
    return Response.json(
      { values: parsed.values, errors: parsed.errors, preview: null } satisfies ActionData,
      {
        status: 422,
      },
    )
  const savedId = id ?? (await createText(user, parsed.value))
  if (id) await updateText(user, id, parsed.value)
  return redirect(`/${prefix}/content/texts/${savedId}?saved=1`)
}

export default function TextEdit() {
  const { id, values: stored, history, lessons, prefix, saved } = useLoaderData<typeof loader>()
  const result = useActionData<ActionData>()
  const { t, i18n } = useTranslation('content')
  const values = result?.values ?? stored
  const err = (name: string) => result?.errors[name]?.map((c) => t(`form.errors.${c}`))
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language, { timeZone: 'UTC' })
  return (
    <article className="page content-page">
      <p>
        <a href={`/${prefix}/content/texts`}>← {t('texts.title')}</a>
      </p>
      <h1>{id ? t('texts.editTitle') : t('texts.newTitle')}</h1>
      {saved ? <Notice tone="success">{t('texts.saved')}</Notice> : null}
      {result && Object.keys(result.errors).length ? (
        <Notice tone="error">{t('form.saveError')}</Notice>
      ) : null}
      <Form method="post" className="content-form" noValidate>
        <button type="submit" name="intent" value="save" className="visually-hidden" tabIndex={-1}>
          {t('form.save')}
        </button>
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
