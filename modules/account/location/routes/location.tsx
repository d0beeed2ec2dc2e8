import { type SubmissionResult, getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireLogin, requireUser } from '~/app/kernel/auth/guards.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { Field, Notice } from '~/app/ui/forms'
import { inputProps } from '../../ui/AuthForms'
import { currentLocation, declineLocation, saveLocation } from '../location.server'
import { BR_STATES, locationSchema } from '../schemas'

// /{lang}/user/location: the page form of the `update_location` action (the shell's question links here).

export const handle: RouteHandle = {
  i18n: ['common', 'privacy'],
  meta: { title: 'privacy:location.title', description: 'privacy:location.lead' },
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireLogin(request)
  const saved = new URL(request.url).searchParams.has('saved')
  return { prefix: requestPrefix(request), saved, location: await currentLocation(user.id) }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const prefix = requestPrefix(request)
  const formData = await request.formData()
  if (formData.get('intent') === 'dismiss') {
    await declineLocation(user.id)
    return redirect(`/${prefix}/dashboard`)
  }
  const submission = parseWithZod(formData, { schema: locationSchema })
  if (submission.status !== 'success') return Response.json(submission.reply(), { status: 422 })
  await saveLocation(user.id, submission.value)
  return redirect(`/${prefix}/user/location?saved`)
}

export default function LocationPage() {
  const { saved, location } = useLoaderData<typeof loader>()
  const lastResult = useActionData<SubmissionResult<string[]>>()
  const { t } = useTranslation('privacy')
  const [form, fields] = useForm({
    id: 'location-form',
    lastResult,
    defaultValue: { country: location.country ?? 'BR', state: location.state ?? '' },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: locationSchema }),
    shouldValidate: 'onSubmit',
  })
  const errs = (list: string[] | undefined) => list?.map((e) => t(e))
  return (
    <article className="page narrow location-page">
      <h1>{t('location.title')}</h1>
      <p className="lead">{t('location.lead')}</p>
      {saved && !lastResult && <Notice tone="success">{t('location.saved')}</Notice>}
      <Form method="post" {...getFormProps(form)}>
        <Field
          label={t('location.country')}
          hint={t('location.countryHint')}
          autoComplete="country"
          maxLength={2}
          errors={errs(fields.country.errors)}
          {...inputProps(fields.country, { type: 'text' })}
        />
        <Field
          label={t('location.state')}
          hint={t('location.stateHint')}
          list="br-states"
          autoComplete="address-level1"
          errors={errs(fields.state.errors)}
          {...inputProps(fields.state, { type: 'text' })}
        />
        <datalist id="br-states">
          {BR_STATES.map((uf) => (
            <option key={uf} value={uf} />
          ))}
        </datalist>
        <button type="submit" name="intent" value="save" className="button">
          {t('location.save')}
        </button>
      </Form>
      {!location.country && (
        <Form method="post" className="location-dismiss">
          <button type="submit" name="intent" value="dismiss" className="button button--ghost">
            {t('location.dismiss')}
          </button>
        </Form>
      )}
    </article>
  )
}
