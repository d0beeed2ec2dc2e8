import { type SubmissionResult, getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { isBot } from '~/app/kernel/auth/honeypot'
import { RULES, hit } from '~/app/kernel/auth/rate-limit.server'
import { type RouteHandle, passRetryAfter } from '~/app/kernel/requests/handle'
import { clientIp, requestPrefix } from '~/app/kernel/requests/request.server'
import { Field, Honeypot, Notice } from '~/app/ui/forms'
import { sendResetMail } from '../password-mail.server'
import { forgotSchema } from '../schemas'
import { inputProps, useErrorText } from '../ui/AuthForms'

export const handle: RouteHandle = {
  i18n: ['common', 'account'],
  meta: { title: 'account:forgot.title', description: 'account:forgot.description' },
}

export const headers = passRetryAfter

export function loader({ request }: LoaderFunctionArgs) {
  return { prefix: requestPrefix(request), sent: new URL(request.url).searchParams.has('sent') }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema: forgotSchema })
  const limit = hit(RULES.resetMail, clientIp(context))
  if (!limit.ok) {
    return Response.json(submission.reply({ formErrors: ['errors.tooManyRequests'] }), {
      status: 429,
      headers: { 'Retry-After': String(limit.retryAfterSeconds) },
    })
  }
  if (submission.status !== 'success' || isBot(formData)) {
    return Response.json(submission.reply({ formErrors: ['errors.emailInvalid'] }), { status: 422 })
  }
  try {
    await sendResetMail(request, submission.value.email)
  } catch (error) {
    console.error('reset mail failed', error)
    return Response.json(submission.reply({ formErrors: ['errors.resetSendFailed'] }), { status: 500 })
  }
  // The same answer whether or not the address has an account: nobody learns who is registered.
  return Response.json({ sent: true, email: submission.value.email })
}

export default function ForgotPassword() {
  const { prefix } = useLoaderData<typeof loader>()
  const data = useActionData<SubmissionResult<string[]> | { sent: true; email: string }>()
  const { t } = useTranslation('account')
  const errorText = useErrorText()
  const sent = data && 'sent' in data
  const [form, fields] = useForm({
    id: 'forgot-form',
    lastResult: sent ? null : (data as SubmissionResult<string[]> | undefined),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotSchema }),
    shouldValidate: 'onBlur',
  })
  return (
    <article className="page narrow auth-card">
      <h1>{t('forgot.title')}</h1>
      {sent ? (
        <Notice tone="success">{t('forgot.sent', { email: data.email })}</Notice>
      ) : (
        <>
          <p className="lead">{t('forgot.description')}</p>
          <Form method="post" className="auth-form" {...getFormProps(form)}>
            <Notice tone="error">{errorText(form.errors)?.join(' ')}</Notice>
            <Honeypot />
            <Field
              label={t('fields.email')}
              autoComplete="email"
              errors={errorText(fields.email.errors)}
              {...inputProps(fields.email, { type: 'email' })}
            />
            <button type="submit" className="button button--block">
              {t('forgot.submit')}
            </button>
          </Form>
        </>
      )}
      <p className="form-aside">
        <a href={`/${prefix}/login?login=true`}>{t('forgot.back')}</a>
      </p>
    </article>
  )
}
