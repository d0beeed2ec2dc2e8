import { type SubmissionResult, getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireLogin, requireUser } from '~/app/kernel/auth/guards.server'
import { formatMoment } from '~/app/kernel/i18n/locale'
import { type RouteHandle, passRetryAfter } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { Field, Notice } from '~/app/ui/forms'
import { inputProps } from '../../ui/AuthForms'
import { guardianStatus, mailGuardian } from '../guardian.server'
import { GUARDIAN_LINK_DAYS, GUARDIAN_MAILS_PER_HOUR } from '../rules'
import { guardianFormSchema } from '../schemas'

// /{lang}/user/guardian: where an account under 14 sees what waits on the guardian, mails the link again or to
// another address, and where an action refused for want of a guardian lands (`?refused`, ADR 023).

export const handle: RouteHandle = {
  i18n: ['common', 'age'],
  meta: { title: 'age:guardian.title', description: 'age:guardian.lead' },
}

export const headers = passRetryAfter

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireLogin(request)
  const params = new URL(request.url).searchParams
  const notice = (['registered', 'refused', 'sent'] as const).find((n) => params.has(n)) ?? null
  return { lng: requestLng(request), notice, status: await guardianStatus(user.id) }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const submission = parseWithZod(await request.formData(), { schema: guardianFormSchema })
  if (submission.status !== 'success') return Response.json(submission.reply(), { status: 422 })
  const sent = await mailGuardian(request, user.id, submission.value.guardianEmail)
  if (sent.ok) return redirect(`/${requestPrefix(request)}/user/guardian?sent`)
  if (sent.reason === 'rate_limited')
    return Response.json(submission.reply({ formErrors: ['guardian.errors.rateLimited'] }), {
      status: 429,
      headers: { 'Retry-After': String(sent.retryAfterSeconds) },
    })
  if (sent.reason === 'same_email')
    return Response.json(submission.reply({ fieldErrors: { guardianEmail: ['errors.guardianSame'] } }), {
      status: 422,
    })
  return Response.json(submission.reply({ formErrors: ['guardian.errors.notPending'] }), { status: 409 })
}

export default function GuardianPage() {
  const { lng, notice, status } = useLoaderData<typeof loader>()
  const lastResult = useActionData<SubmissionResult<string[]>>()
  const { t } = useTranslation('age')
  const [form, fields] = useForm({
    id: 'guardian-form',
    lastResult,
    defaultValue: { guardianEmail: status.guardianEmail ?? '' },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: guardianFormSchema }),
    shouldValidate: 'onSubmit',
  })
  const errs = (list: string[] | null | undefined) =>
    list?.map((e) => t(e, { count: GUARDIAN_MAILS_PER_HOUR }))
  const email = status.guardianEmail ?? ''
  return (
    <article className="page narrow guardian-page">
      <h1>{t('guardian.title')}</h1>
      <p className="lead">{t('guardian.lead')}</p>
      {notice === 'refused' && status.pending && <Notice tone="error">{t('guardian.refused')}</Notice>}
      {notice === 'registered' && !lastResult && (
        <Notice tone="success">{t('guardian.registered', { email })}</Notice>
      )}
      {notice === 'sent' && !lastResult && (
        <Notice tone="success">{t('guardian.sent', { email, days: GUARDIAN_LINK_DAYS })}</Notice>
      )}
      {status.pending ? (
        <>
          <p>{t('guardian.pending')}</p>
          <p>
            {status.sentAt
              ? t('guardian.lastSent', { email, when: formatMoment(status.sentAt, lng) })
              : t('guardian.noneSent')}
          </p>
          <Form method="post" {...getFormProps(form)}>
            <Notice tone="error" focus>
              {errs(form.errors)?.join(' ')}
            </Notice>
            <Field
              label={t('guardian.emailLabel')}
              hint={t('guardian.emailHint', { count: GUARDIAN_MAILS_PER_HOUR })}
              autoComplete="off"
              errors={errs(fields.guardianEmail.errors)}
              {...inputProps(fields.guardianEmail, { type: 'email' })}
            />
            <button type="submit" className="button">
              {t('guardian.send')}
            </button>
          </Form>
        </>
      ) : (
        <p>{status.guardianEmail ? t('guardian.confirmed') : t('guardian.notNeeded')}</p>
      )}
    </article>
  )
}
