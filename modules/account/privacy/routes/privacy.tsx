import { type SubmissionResult, getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireLogin, requireUser } from '~/app/kernel/auth/guards.server'
import { RULES, hit } from '~/app/kernel/auth/rate-limit.server'
import { endSession } from '~/app/kernel/auth/session.server'
import { formatDay, formatMoment } from '~/app/kernel/i18n/locale'
import { type RouteHandle, passRetryAfter } from '~/app/kernel/requests/handle'
import { clientIp, requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { CheckboxField, Field, FieldErrors, Notice } from '~/app/ui/forms'
import { inputProps } from '../../ui/AuthForms'
import { EXPORTS_PER_MONTH, EXPORT_LINK_DAYS, GRACE_DAYS } from '../dates'
import { requestDeletion } from '../deletion.server'
import { exportsOf, requestExport } from '../export.server'
import { deleteAccountSchema } from '../schemas'

// /{lang}/user/privacy (docs/privacy.md): download my data (a ZIP made in the background, listed here with its
// progress) and delete my account (password again; a grace period that logging in cancels).

export const handle: RouteHandle = {
  i18n: ['common', 'privacy'],
  meta: { title: 'privacy:page.title', description: 'privacy:page.description' },
}

export const headers = passRetryAfter

const NOTICES = ['requested', 'cancelled'] as const
type PageNotice = (typeof NOTICES)[number]

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireLogin(request)
  const prefix = requestPrefix(request)
  const notice = new URL(request.url).searchParams.get('notice')
  return {
    prefix,
    lng: requestLng(request),
    notice: NOTICES.includes(notice as PageNotice) ? (notice as PageNotice) : null,
    exports: await exportsOf(user.id, prefix),
  }
}

type ActionData =
  | { intent: 'export'; error: 'pending' | 'monthly_limit' }
  | { intent: 'delete'; result: SubmissionResult<string[]> }

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const prefix = requestPrefix(request)
  const formData = await request.formData()
  const intent = formData.get('intent')
  if (intent === 'export') {
    const result = await requestExport(user.id)
    if (!result.ok)
      return Response.json({ intent, error: result.reason } satisfies ActionData, { status: 429 })
    return redirect(`/${prefix}/user/privacy?notice=requested`)
  }
  if (intent !== 'delete') throw new Response('Bad Request', { status: 400 })
  const submission = parseWithZod(formData, { schema: deleteAccountSchema })
  const hide = { hideFields: ['password'] }
  const limit = hit(RULES.auth, clientIp(context))
  if (!limit.ok) {
    const result = submission.reply({ formErrors: ['errors.tooManyRequests'], ...hide })
    return Response.json({ intent, result } satisfies ActionData, {
      status: 429,
      headers: { 'Retry-After': String(limit.retryAfterSeconds) },
    })
  }
  if (submission.status !== 'success')
    return Response.json({ intent, result: submission.reply(hide) } satisfies ActionData, { status: 422 })
  const outcome = await requestDeletion(user.id, submission.value.password)
  if (!outcome.ok) {
    const result = submission.reply({ fieldErrors: { password: ['errors.wrongPassword'] }, ...hide })
    return Response.json({ intent, result } satisfies ActionData, { status: 400 })
  }
  // The sessions are gone: the goodbye page is public and says until when logging in cancels.
  return redirect(`/${prefix}/user/privacy/deleted?until=${encodeURIComponent(outcome.actAfter)}`, {
    headers: { 'Set-Cookie': await endSession(request) },
  })
}

export default function PrivacyPage() {
  const { prefix, lng, notice, exports } = useLoaderData<typeof loader>()
  const actionData = useActionData<ActionData>()
  const { t } = useTranslation('privacy')
  const [form, fields] = useForm({
    id: 'delete-account',
    lastResult: actionData?.intent === 'delete' ? actionData.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deleteAccountSchema }),
    shouldValidate: 'onSubmit',
  })
  const errs = (list: string[] | undefined) => list?.map((e) => t(e))
  const working = exports.some((e) => e.status === 'pending' || e.status === 'running')
  return (
    <article className="page narrow privacy-page">
      <h1>{t('page.title')}</h1>
      <p className="lead">{t('page.lead')}</p>
      {notice === 'requested' && <Notice tone="success">{t('export.requested')}</Notice>}
      {notice === 'cancelled' && <Notice tone="info">{t('deletion.cancelledAtLogin')}</Notice>}

      <section aria-labelledby="privacy-export">
        <h2 id="privacy-export">{t('export.title')}</h2>
        <p>{t('export.what', { days: EXPORT_LINK_DAYS, perMonth: EXPORTS_PER_MONTH })}</p>
        {actionData?.intent === 'export' && (
          <Notice tone="error" focus>
            {t(`export.refused.${actionData.error}`, { perMonth: EXPORTS_PER_MONTH })}
          </Notice>
        )}
        <Form method="post">
          <input type="hidden" name="intent" value="export" />
          <button type="submit" className="button">
            {t('export.submit')}
          </button>
        </Form>
        {exports.length > 0 && (
          <ul className="privacy-exports">
            {exports.map((e) => (
              <li key={e.id}>
                <span>{formatMoment(e.createdAt, lng)}</span>{' '}
                {e.status === 'pending' || e.status === 'running' ? (
                  <>
                    <progress max={100} value={e.percent} aria-label={t('export.progress')} />{' '}
                    {t('export.percent', { percent: e.percent })}
                  </>
                ) : e.href ? (
                  <>
                    <a href={e.href} download>
                      {t('export.download')}
                    </a>{' '}
                    {t('export.until', { date: formatDay(e.expiresAt!, lng) })}
                  </>
                ) : (
                  t(`export.status.${e.status}`)
                )}
              </li>
            ))}
          </ul>
        )}
        {working && <a href={`/${prefix}/user/privacy`}>{t('export.refresh')}</a>}
      </section>

      <section aria-labelledby="privacy-delete">
        <h2 id="privacy-delete">{t('deletion.title')}</h2>
        <p>{t('deletion.what', { days: GRACE_DAYS })}</p>
        <Form method="post" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="delete" />
          <Notice tone="error" focus>
            {errs(form.errors)?.join(' ')}
          </Notice>
          <Field
            label={t('deletion.password')}
            autoComplete="current-password"
            errors={errs(fields.password.errors)}
            {...inputProps(fields.password, { type: 'password' })}
          />
          <CheckboxField
            label={t('deletion.confirm', { days: GRACE_DAYS })}
            name={fields.confirm.name}
            defaultChecked={false}
          />
          <FieldErrors id={fields.confirm.errorId} errors={errs(fields.confirm.errors) ?? []} />
          <button type="submit" className="button button--danger">
            {t('deletion.submit')}
          </button>
        </Form>
      </section>
    </article>
  )
}
