import { type SubmissionResult, getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireLogin } from '~/app/kernel/auth/guards.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { Field, Notice, SelectField } from '~/app/ui/forms'
import { PIX_KEY_TYPES } from '~/db/schema-referral'
import { BrazilOnly } from '../HowItWorks'
import { createLink, findLink, referralEligibility } from '../links.server'
import { linkSchema } from '../schemas'
import { inputProps, selectProps, useErrorText } from '../ui'

export const handle: RouteHandle = {
  i18n: ['common', 'referral'],
  meta: { title: 'referral:link.title', description: 'referral:link.description' },
}

/** Who may create a link here: a logged-in user in Brazil without one (else the main page). */
async function guard(request: Request) {
  const user = await requireLogin(request)
  const eligibility = await referralEligibility(user.id, requestPrefix(request))
  if (eligibility === 'ok' && (await findLink(user.id))) throw redirect('/br/partner-program')
  return { user, eligibility }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { eligibility } = await guard(request)
  return { eligibility }
}

export async function action({ request }: ActionFunctionArgs) {
  const { user, eligibility } = await guard(request)
  if (eligibility !== 'ok') throw redirect(`/${requestPrefix(request)}/partner-program`)
  const submission = parseWithZod(await request.formData(), { schema: linkSchema })
  if (submission.status !== 'success') return Response.json(submission.reply(), { status: 422 })
  const result = await createLink(user.id, submission.value)
  if (!result.ok && result.reason === 'identifier_taken') {
    return Response.json(submission.reply({ fieldErrors: { identifier: ['errors.identifierTaken'] } }), {
      status: 409,
    })
  }
  return redirect('/br/partner-program')
}

export default function CreateLink() {
  const { eligibility } = useLoaderData<typeof loader>()
  const lastResult = useActionData<SubmissionResult<string[]>>()
  const { t } = useTranslation('referral')
  const errorText = useErrorText()
  const [form, fields] = useForm({
    id: 'referral-link',
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: linkSchema }),
    shouldValidate: 'onBlur',
  })
  if (eligibility !== 'ok') return <BrazilOnly reason={eligibility} />
  return (
    <article className="page narrow referral">
      <h1>{t('link.title')}</h1>
      <p className="lead">{t('link.description')}</p>
      <Form method="post" className="auth-form" {...getFormProps(form)}>
        <Notice tone="error" focus>
          {errorText(form.errors)?.join(' ')}
        </Notice>
        <Field
          label={t('link.identifier')}
          hint={t('link.identifierHint')}
          autoComplete="off"
          errors={errorText(fields.identifier.errors)}
          {...inputProps(fields.identifier, { type: 'text' })}
        />
        <SelectField
          label={t('link.pixKeyType')}
          errors={errorText(fields.pixKeyType.errors)}
          options={[
            { value: '', label: t('link.choose') },
            ...PIX_KEY_TYPES.map((type) => ({ value: type, label: t(`pixTypes.${type}`) })),
          ]}
          {...selectProps(fields.pixKeyType)}
        />
        <Field
          label={t('link.pixKey')}
          hint={t('link.pixKeyHint')}
          autoComplete="off"
          errors={errorText(fields.pixKey.errors)}
          {...inputProps(fields.pixKey, { type: 'text' })}
        />
        <Field
          label={t('link.ownerName')}
          autoComplete="name"
          errors={errorText(fields.ownerName.errors)}
          {...inputProps(fields.ownerName, { type: 'text' })}
        />
        <button type="submit" className="button button--block">
          {t('link.submit')}
        </button>
      </Form>
      <p className="form-aside">
        <a href="/br/partner-program">{t('link.back')}</a>
      </p>
    </article>
  )
}
