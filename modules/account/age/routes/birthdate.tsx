import { type SubmissionResult, getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireLogin, requireUser } from '~/app/kernel/auth/guards.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { Field, Notice } from '~/app/ui/forms'
import { db } from '~/db/client.server'
import { inputProps } from '../../ui/AuthForms'
import { answerBirthdate, markAsked } from '../birthdate.server'
import { birthdateFormSchema } from '../schemas'

// /{lang}/user/birthdate: the page of the `update_birthdate` action (the shell's question links here).

export const handle: RouteHandle = {
  i18n: ['common', 'age'],
  meta: { title: 'age:birthdate.title', description: 'age:birthdate.lead' },
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireLogin(request)
  const row = await db
    .selectFrom('users')
    .select('birthdate')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow()
  return { saved: new URL(request.url).searchParams.has('saved'), birthdate: row.birthdate }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const prefix = requestPrefix(request)
  const formData = await request.formData()
  if (formData.get('intent') === 'dismiss') {
    await markAsked(user.id)
    return redirect(`/${prefix}/dashboard`)
  }
  const submission = parseWithZod(formData, { schema: birthdateFormSchema })
  if (submission.status !== 'success') return Response.json(submission.reply(), { status: 422 })
  const answer = await answerBirthdate(request, user, submission.value)
  if (!answer.ok)
    return Response.json(submission.reply({ fieldErrors: { [answer.field]: [answer.error] } }), {
      status: 422,
    })
  return redirect(answer.guardian ? `/${prefix}/user/guardian?sent` : `/${prefix}/user/birthdate?saved`)
}

export default function BirthdatePage() {
  const { saved, birthdate } = useLoaderData<typeof loader>()
  const lastResult = useActionData<SubmissionResult<string[]>>()
  const { t } = useTranslation('age')
  const [form, fields] = useForm({
    id: 'birthdate-form',
    lastResult,
    defaultValue: { birthdate: birthdate ?? '' },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: birthdateFormSchema }),
    shouldValidate: 'onSubmit',
  })
  const errs = (list: string[] | undefined) => list?.map((e) => t(e))
  return (
    <article className="page narrow birthdate-page">
      <h1>{t('birthdate.title')}</h1>
      <p className="lead">{t('birthdate.lead')}</p>
      {saved && !lastResult && <Notice tone="success">{t('birthdate.saved')}</Notice>}
      <Form method="post" {...getFormProps(form)}>
        <Field
          label={t('birthdate.label')}
          autoComplete="bday"
          errors={errs(fields.birthdate.errors)}
          {...inputProps(fields.birthdate, { type: 'date' })}
        />
        <Field
          label={t('birthdate.guardianLabel')}
          hint={t('birthdate.guardianHint')}
          errors={errs(fields.guardianEmail.errors)}
          {...inputProps(fields.guardianEmail, { type: 'email' })}
        />
        <button type="submit" name="intent" value="save" className="button">
          {t('birthdate.save')}
        </button>
      </Form>
      {!birthdate && (
        <Form method="post" className="location-dismiss">
          <button type="submit" name="intent" value="dismiss" className="button button--ghost">
            {t('birthdate.dismiss')}
          </button>
        </Form>
      )}
    </article>
  )
}
