import { type SubmissionResult, getFormProps, getSelectProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireUser } from '~/app/kernel/guards.server'
import { type RouteHandle, passRetryAfter } from '~/app/kernel/handle'
import { RULES, hit } from '~/app/kernel/rate-limit.server'
import { clientIp, requestPrefix } from '~/app/kernel/request.server'
import { sessionIdOf } from '~/app/kernel/session.server'
import { Field, Notice, SelectField } from '~/app/ui/forms'
import { USER_COLORS } from '~/db/schema'
import { changePassword, updateBasicInfo } from '../accounts.server'
import { basicInfoSchema, changePasswordSchema } from '../schemas'
import { NewPasswordFields, inputProps, useErrorText } from '../ui/AuthForms'

export const handle: RouteHandle = {
  i18n: ['common', 'account'],
  meta: { title: 'account:edit.title', description: 'account:edit.description' },
}

export const headers = passRetryAfter

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const saved = new URL(request.url).searchParams.get('saved')
  return {
    name: user.name,
    color: user.color,
    saved: saved === 'basic' || saved === 'password' ? saved : null,
  }
}

type ActionData = { intent: 'basic' | 'password'; result: SubmissionResult<string[]> }

/** Spec §2 profile edit: basic information and change password here; the social module adds the rest. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const formData = await request.formData()
  const base = `/${requestPrefix(request)}/user/edit`
  if (formData.get('intent') === 'basic') {
    const submission = parseWithZod(formData, { schema: basicInfoSchema })
    if (submission.status !== 'success') {
      return Response.json({ intent: 'basic', result: submission.reply() } satisfies ActionData, {
        status: 422,
      })
    }
    await updateBasicInfo(user.id, submission.value)
    return redirect(`${base}?saved=basic`)
  }
  const submission = parseWithZod(formData, { schema: changePasswordSchema })
  const hide = { hideFields: ['currentPassword', 'newPassword', 'confirmPassword'] }
  const limit = hit(RULES.auth, clientIp(context))
  if (!limit.ok) {
    return Response.json(
      { intent: 'password', result: submission.reply({ formErrors: ['errors.tooManyRequests'], ...hide }) },
      { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
    )
  }
  if (submission.status !== 'success') {
    return Response.json({ intent: 'password', result: submission.reply(hide) } satisfies ActionData, {
      status: 422,
    })
  }
  const { currentPassword, newPassword } = submission.value
  const result = await changePassword(user.id, currentPassword, newPassword, await sessionIdOf(request))
  if (!result.ok) {
    return Response.json(
      {
        intent: 'password',
        result: submission.reply({
          fieldErrors: { currentPassword: ['errors.wrongCurrentPassword'] },
          ...hide,
        }),
      },
      { status: 400 },
    )
  }
  return redirect(`${base}?saved=password`)
}

export default function UserEdit() {
  const { name, color, saved } = useLoaderData<typeof loader>()
  const data = useActionData<ActionData>()
  const { t } = useTranslation('account')
  const errorText = useErrorText()
  const [basicForm, basic] = useForm({
    id: 'basic-form',
    lastResult: data?.intent === 'basic' ? data.result : null,
    defaultValue: { name, color },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: basicInfoSchema }),
    shouldValidate: 'onBlur',
  })
  const [pwForm, pw] = useForm({
    id: 'password-form',
    lastResult: data?.intent === 'password' ? data.result : null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
    shouldValidate: 'onBlur',
  })
  const { key: _k, ...colorProps } = getSelectProps(basic.color)
  return (
    <article className="page narrow">
      <h1>{t('edit.title')}</h1>
      <section className="card" aria-labelledby="basic-title">
        <h2 id="basic-title">{t('edit.basicTitle')}</h2>
        {saved === 'basic' ? <Notice tone="success">{t('edit.basicSaved')}</Notice> : null}
        <Form method="post" className="auth-form" {...getFormProps(basicForm)}>
          <input type="hidden" name="intent" value="basic" />
          <Field
            label={t('fields.name')}
            errors={errorText(basic.name.errors)}
            {...inputProps(basic.name, { type: 'text' })}
          />
          <SelectField
            label={t('fields.color')}
            errors={errorText(basic.color.errors)}
            options={USER_COLORS.map((c) => ({ value: c, label: t(`colors.${c}`) }))}
            {...colorProps}
          />
          <button type="submit" className="button">
            {t('edit.save')}
          </button>
        </Form>
      </section>
      <section className="card" aria-labelledby="password-title">
        <h2 id="password-title">{t('edit.passwordTitle')}</h2>
        {saved === 'password' ? <Notice tone="success">{t('edit.passwordSaved')}</Notice> : null}
        <Form method="post" className="auth-form" {...getFormProps(pwForm)}>
          <Notice tone="error">{errorText(pwForm.errors)?.join(' ')}</Notice>
          <input type="hidden" name="intent" value="password" />
          <Field
            label={t('fields.currentPassword')}
            autoComplete="current-password"
            errors={errorText(pw.currentPassword.errors)}
            {...inputProps(pw.currentPassword, { type: 'password' })}
          />
          <NewPasswordFields
            password={pw.newPassword}
            confirm={pw.confirmPassword}
            label={t('fields.newPassword')}
          />
          <button type="submit" className="button">
            {t('edit.changePassword')}
          </button>
        </Form>
      </section>
    </article>
  )
}
