import { type SubmissionResult, getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireAdmin } from '~/app/kernel/auth/guards.server'
import { can } from '~/app/kernel/auth/policy'
import { sessionUser } from '~/app/kernel/auth/session.server'
import { type Lng, PREFIX_BY_LNG } from '~/app/kernel/i18n/locale'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { Field, Notice } from '~/app/ui/forms'
import { languageSettingsSchema } from '../language-schema'
import { type LanguageRow, listLanguages, saveLanguageSettings } from '../languages.server'

export const handle: RouteHandle = {
  i18n: ['common', 'judge'],
  meta: { title: 'judge:languages.title', description: 'judge:languages.description' },
}

/** The judge's languages with detected versions (docs/product.md#judge-languages); admins set time factors and compile limits here. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await sessionUser(request)
  const saved = new URL(request.url).searchParams.get('saved')
  const languages = await listLanguages()
  return {
    languages,
    staff: can(user, 'admin'),
    saved: languages.find((l) => l.id === saved)?.label ?? null,
  }
}

type ActionData = { language: string; result: SubmissionResult<string[]> }

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireAdmin(request)
  const submission = parseWithZod(await request.formData(), { schema: languageSettingsSchema })
  const language = String(submission.payload.language ?? '')
  if (submission.status !== 'success') {
    return Response.json(
      { language, result: submission.reply({ formErrors: ['invalid'] }) } satisfies ActionData,
      {
        status: 422,
      },
    )
  }
  const saved = await saveLanguageSettings(user, submission.value)
  if (!saved.ok) {
    return Response.json(
      { language, result: submission.reply({ formErrors: ['unknownLanguage'] }) } satisfies ActionData,
      { status: 404 },
    )
  }
  return redirect(`/${requestPrefix(request)}/judge/languages?saved=${encodeURIComponent(language)}`)
}

export default function Languages() {
  const { languages, staff, saved } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation('judge')
  return (
    <article className="page">
      <h1>{t('languages.title')}</h1>
      <p>{t('languages.intro')}</p>
      <p>{t('languages.debianVersions')}</p>
      {saved ? <Notice tone="success">{t('languages.saved', { language: saved })}</Notice> : null}
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{t('languages.language')}</th>
            <th scope="col">{t('languages.version')}</th>
            <th scope="col">{t('languages.status')}</th>
            <th scope="col">{t('languages.multiplier')}</th>
          </tr>
        </thead>
        <tbody>
          {languages.map((l) => (
            <tr key={l.id}>
              <th scope="row">
                {l.label}
                {l.id === 'portugol' ? (
                  <>
                    {' · '}
                    <a href={`/${PREFIX_BY_LNG[i18n.language as Lng]}/judge/portugol`}>
                      {t('portugolGuide.link')}
                    </a>
                  </>
                ) : null}
              </th>
              <td>{l.version ?? '—'}</td>
              <td>
                {l.available
                  ? t('languages.available')
                  : `${t('languages.unavailable')}${staff && l.reason ? ` (${l.reason})` : ''}`}
              </td>
              <td>×{l.time_multiplier ?? l.default_time_multiplier}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {staff ? languages.map((l) => <SettingsForm key={l.id} language={l} />) : null}
    </article>
  )
}

const text = (value: number | null) => (value ? String(value) : '')

function SettingsForm({ language }: { language: LanguageRow }) {
  const { t } = useTranslation('judge')
  const data = useActionData<ActionData>()
  const [form, fields] = useForm({
    id: `language-${language.id}`,
    lastResult: data?.language === language.id ? data.result : null,
    defaultValue: {
      language: language.id,
      time_multiplier: text(language.time_multiplier),
      compile_time_s: text(language.compile_time_ms && language.compile_time_ms / 1000),
      compile_memory_mib: text(language.compile_memory_mib),
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: languageSettingsSchema }),
    shouldValidate: 'onBlur',
  })
  const number = (field: typeof fields.time_multiplier, step: string) => {
    const { key: _key, ...props } = getInputProps(field, { type: 'number' })
    return { ...props, step }
  }
  return (
    <section className="card" aria-labelledby={`${form.id}-title`}>
      <h2 id={`${form.id}-title`}>{t('languages.staffTitle', { language: language.label })}</h2>
      <Form method="post" className="auth-form" {...getFormProps(form)}>
        <Notice tone="error">{form.errors?.map((e) => t(`languages.${e}`)).join(' ')}</Notice>
        <input type="hidden" name="language" value={language.id} />
        <Field
          label={t('languages.multiplier')}
          hint={`${t('languages.defaultValue')}: ×${language.default_time_multiplier}`}
          errors={fields.time_multiplier.errors ? [t('languages.invalid')] : undefined}
          {...number(fields.time_multiplier, '0.1')}
        />
        <Field
          label={t('languages.compileTime')}
          hint={t('languages.emptyMeansDefault')}
          errors={fields.compile_time_s.errors ? [t('languages.invalid')] : undefined}
          {...number(fields.compile_time_s, '1')}
        />
        <Field
          label={t('languages.compileMemory')}
          hint={t('languages.emptyMeansDefault')}
          errors={fields.compile_memory_mib.errors ? [t('languages.invalid')] : undefined}
          {...number(fields.compile_memory_mib, '1')}
        />
        <button type="submit" className="button">
          {t('languages.save')}
        </button>
      </Form>
    </section>
  )
}
