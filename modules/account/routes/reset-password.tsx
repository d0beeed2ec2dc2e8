import { type SubmissionResult, getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { RULES, hit } from '~/app/kernel/auth/rate-limit.server'
import { type RouteHandle, passRetryAfter } from '~/app/kernel/requests/handle'
import { clientIp, requestPrefix } from '~/app/kernel/requests/request.server'
import { Notice } from '~/app/ui/forms'
import { isResetTokenValid, resetPassword } from '../accounts.server'
import { resetSchema } from '../schemas'
import { NewPasswordFields, useErrorText } from '../ui/AuthForms'

export const handle: RouteHandle = {
  i18n: ['common', 'account'],
  meta: { title: 'account:reset.title', description: 'account:reset.description' },
}

export const headers = passRetryAfter

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const token = url.searchParams.get('token') ?? ''
  const done = url.searchParams.has('done')
  return {
    prefix: requestPrefix(request),
    token,
    done,
    valid: done || (token.length > 0 && (await isResetTokenValid(token))),
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema: resetSchema })
  const limit = hit(RULES.auth, clientIp(context))
  const hide = { hideFields: ['password', 'confirmPassword'] }
  if (!limit.ok)
    return Response.json(submission.reply({ formErrors: ['errors.tooManyRequests'], ...hide }), {
      status: 429,
      headers: { 'Retry-After': String(limit.retryAfterSeconds) },
    })
  if (submission.status !== 'success') {
    return Response.json(submission.reply({ formErrors: ['errors.invalidPassword'], ...hide }), {
      status: 422,
    })
  }
  const result = await resetPassword(submission.value.token, submission.value.password)
  if (!result.ok && result.reason === 'weak_password')
    return Response.json(submission.reply({ fieldErrors: { password: [result.error] }, ...hide }), {
      status: 422,
    })
  if (!result.ok)
    return Response.json(submission.reply({ formErrors: ['errors.resetFailed'], ...hide }), { status: 400 })
  return redirect(`/${requestPrefix(request)}/reset-password?done`)
}

export default function ResetPassword() {
  const { prefix, token, valid, done } = useLoaderData<typeof loader>()
  const lastResult = useActionData<SubmissionResult<string[]>>()
  const { t } = useTranslation('account')
  const errorText = useErrorText()
  const [form, fields] = useForm({
    id: 'reset-form',
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetSchema }),
    shouldValidate: 'onBlur',
  })
  return (
    <article className="page narrow auth-card">
      <h1>{t('reset.title')}</h1>
      {done ? (
        <>
          <Notice tone="success">{t('reset.updated')}</Notice>
          <p>
            <a className="button" href={`/${prefix}/login?login=true`}>
              {t('login.title')}
            </a>
          </p>
        </>
      ) : !valid ? (
        <>
          <Notice tone="error">{t('errors.resetFailed')}</Notice>
          <p>
            <a href={`/${prefix}/forgot-password`}>{t('reset.askAgain')}</a>
          </p>
        </>
      ) : (
        <Form method="post" className="auth-form" {...getFormProps(form)}>
          <Notice tone="error">{errorText(form.errors)?.join(' ')}</Notice>
          <input type="hidden" name="token" value={token} />
          <NewPasswordFields
            password={fields.password}
            confirm={fields.confirmPassword}
            label={t('fields.newPassword')}
          />
          <button type="submit" className="button button--block">
            {t('reset.submit')}
          </button>
        </Form>
      )}
    </article>
  )
}
