import { type SubmissionResult, getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireAdmin } from '~/app/kernel/auth/guards.server'
import { formatMoment } from '~/app/kernel/i18n/locale'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { richTextErrors } from '~/app/rich-text/index.server'
import { Field, Notice, TextAreaField } from '~/app/ui/forms'
import { inputProps } from '../../ui/AuthForms'
import { createNews, newsList, sendNews, sendsLeft } from '../news.server'
import { NEWS_PER_MONTH } from '../rules'
import { newsSchema } from '../schemas'

// /{lang}/staff/news (admins): write a news e-mail in both locales (Markdown) and send it to the people who opted
// in; the list shows each one's progress. The send button refuses a third news in a calendar month.

export const handle: RouteHandle = {
  i18n: ['common', 'privacy'],
  meta: { title: 'privacy:news.staffTitle', description: 'privacy:news.staffTitle' },
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const notice = new URL(request.url).searchParams.get('notice')
  return {
    lng: requestLng(request),
    notice: notice === 'created' || notice === 'sending' ? notice : null,
    left: await sendsLeft(),
    news: (await newsList()).map((n) => ({
      id: n.id,
      subject: n.subject_br,
      status: n.status,
      sent: n.sent_count,
      total: n.total,
      createdAt: n.created_at,
      sentAt: n.sent_at,
    })),
  }
}

type ActionData = { intent: 'create'; result: SubmissionResult<string[]> } | { intent: 'send'; error: string }

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireAdmin(request)
  const base = `/${requestPrefix(request)}/staff/news`
  const formData = await request.formData()
  if (formData.get('intent') === 'send') {
    const id = Number(formData.get('id'))
    if (!Number.isSafeInteger(id) || id <= 0) throw new Response('Bad Request', { status: 400 })
    const sent = await sendNews(id)
    if (!sent.ok)
      return Response.json({ intent: 'send', error: sent.reason } satisfies ActionData, { status: 409 })
    return redirect(`${base}?notice=sending`)
  }
  const submission = parseWithZod(formData, { schema: newsSchema })
  if (submission.status !== 'success')
    return Response.json({ intent: 'create', result: submission.reply() } satisfies ActionData, {
      status: 422,
    })
  const created = await createNews(staff.id, submission.value)
  if (!created.ok) {
    const fieldErrors = richTextErrors(created.problems)
    return Response.json(
      { intent: 'create', result: submission.reply({ fieldErrors }) } satisfies ActionData,
      {
        status: 422,
      },
    )
  }
  return redirect(`${base}?notice=created`)
}

export default function StaffNews() {
  const { lng, notice, left, news } = useLoaderData<typeof loader>()
  const actionData = useActionData<ActionData>()
  const { t } = useTranslation('privacy')
  const [form, fields] = useForm({
    id: 'news-form',
    lastResult: actionData?.intent === 'create' ? actionData.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newsSchema }),
    shouldValidate: 'onSubmit',
  })
  const errs = (list: string[] | undefined) => list?.map((e) => t(e))
  return (
    <article className="page news-staff">
      <h1>{t('news.staffTitle')}</h1>
      <p className="lead">{t('news.staffLead', { perMonth: NEWS_PER_MONTH, left })}</p>
      {notice && <Notice tone="success">{t(`news.notice.${notice}`)}</Notice>}
      {actionData?.intent === 'send' && (
        <Notice tone="error" focus>
          {t(`news.refused.${actionData.error}`, { perMonth: NEWS_PER_MONTH })}
        </Notice>
      )}
      {news.length > 0 && (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('news.subject')}</th>
              <th scope="col">{t('news.statusTitle')}</th>
              <th scope="col">{t('news.created')}</th>
              <th scope="col">{t('news.send')}</th>
            </tr>
          </thead>
          <tbody>
            {news.map((n) => (
              <tr key={n.id}>
                <td>{n.subject}</td>
                <td>
                  {t(`news.status.${n.status}`)}
                  {n.status === 'draft' ? '' : ` — ${t('news.progress', { sent: n.sent, total: n.total })}`}
                </td>
                <td>{formatMoment(n.createdAt, lng)}</td>
                <td>
                  {n.status === 'draft' ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="send" />
                      <input type="hidden" name="id" value={n.id} />
                      <button type="submit" className="button">
                        {t('news.sendButton')}
                      </button>
                    </Form>
                  ) : (
                    n.sentAt && formatMoment(n.sentAt, lng)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>{t('news.compose')}</h2>
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="create" />
        <Notice tone="error" focus>
          {errs(form.errors)?.join(' ')}
        </Notice>
        {(['br', 'gb'] as const).map((l) => (
          <fieldset key={l}>
            <legend>{t(`news.locale.${l}`)}</legend>
            <Field
              label={t('news.subject')}
              errors={errs(fields[`subject_${l}`].errors)}
              {...inputProps(fields[`subject_${l}`], { type: 'text' })}
            />
            <TextAreaField
              label={t('news.body')}
              hint={t('news.bodyHint')}
              rows={10}
              errors={errs(fields[`body_${l}`].errors)}
              name={fields[`body_${l}`].name}
              defaultValue={fields[`body_${l}`].initialValue}
            />
          </fieldset>
        ))}
        <button type="submit" className="button">
          {t('news.save')}
        </button>
      </Form>
    </article>
  )
}
