import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { requireLogin } from '~/app/kernel/auth/guards.server'
import { can } from '~/app/kernel/auth/policy'
import { tFor } from '~/app/kernel/i18n/i18n.server'
import type { Prefix } from '~/app/kernel/i18n/locale'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { Notice, SelectField } from '~/app/ui/forms'
import { COMPETITION_STYLES } from '~/db/schema-competitions'
import { setCompetitionFlash } from '../competition-flash.server'
import { simulateSource, simulationSources } from '../running/virtual.server'
import { SIMULATION_HOURS, competitionPath } from '../shared'
import { ProOnly } from '../ui/competition-pro'

/** The loader's page for those allowed (the refusal is a `data(…, 403)`). */
type Allowed<T> = Extract<T, { allowed: true }>

export const handle: RouteHandle = {
  i18n: ['common', 'competitions'],
  meta: { title: 'competitions:simulate.title', description: 'competitions:simulate.lead' },
}

interface SimulateReply {
  error: string
  values: { source: string; hours: string; style: string }
}

/** PRO users (docs/product.md#competitions-joining: "simulating a source as a competition"); others see what PRO brings, at 403. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireLogin(request)
  const prefix = requestPrefix(request)
  if (!can(user, 'pro_or_admin')) return data({ allowed: false as const, prefix }, { status: 403 })
  const sources = await simulationSources(user, requestLng(request))
  return {
    allowed: true as const,
    prefix,
    sources: sources.map((s) => ({ id: s.id, title: s.title, count: s.exercises.length })),
  }
}

const schema = z.object({
  source: z.number().int(),
  hours: z
    .number()
    .int()
    .refine((h) => (SIMULATION_HOURS as readonly number[]).includes(h)),
  style: z.enum(COMPETITION_STYLES).default('olympiad'),
})

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireLogin(request)
  const prefix = requestPrefix(request)
  if (!can(user, 'pro_or_admin')) return Response.json({ allowed: false }, { status: 403 })
  const t = await tFor(request, 'competitions')
  const submission = parseWithZod(await request.formData(), { schema })
  const payload = submission.payload as Record<string, unknown>
  const text = (v: unknown) => (typeof v === 'string' ? v : '')
  const values = { source: text(payload.source), hours: text(payload.hours), style: text(payload.style) }
  const sources = await simulationSources(user, requestLng(request))
  const source =
    submission.status === 'success' ? sources.find((s) => s.id === submission.value.source) : undefined
  if (submission.status !== 'success' || !source)
    return Response.json({ error: t('simulate.unknownSource'), values } satisfies SimulateReply, {
      status: 422,
    })
  const id = await simulateSource(user, source, {
    sourceId: source.id,
    hours: submission.value.hours,
    style: submission.value.style,
    title: t('simulate.simTitle', { source: source.title }),
  })
  const target = competitionPath(prefix, id)
  return redirect(target, { headers: { 'Set-Cookie': await setCompetitionFlash(target, 'simulated') } })
}

export default function SimulateSource() {
  const page = useLoaderData() as
    | Allowed<Awaited<ReturnType<typeof loader>>>
    | { allowed: false; prefix: Prefix }
  const reply = useActionData<SimulateReply>()
  const { t } = useTranslation('competitions')
  if (!page.allowed) return <ProOnly prefix={page.prefix} message={t('pro.simulate')} />
  const values = reply?.values ?? { source: '', hours: '3', style: 'olympiad' }
  return (
    <article className="page competition-form-page">
      <p className="competition-kicker">
        <a href={`/${page.prefix}/competitions`}>{t('page.back')}</a>
      </p>
      <h1>{t('simulate.title')}</h1>
      <p className="lead">{t('simulate.lead')}</p>
      {page.sources.length === 0 ? (
        <p>{t('simulate.noSources')}</p>
      ) : (
        <Form method="post" className="content-form competition-form">
          {reply?.error ? <Notice tone="error">{reply.error}</Notice> : null}
          <SelectField
            label={t('simulate.source')}
            name="source"
            defaultValue={values.source}
            options={page.sources.map((s) => ({
              value: String(s.id),
              label: `${s.title} (${t('simulate.exerciseCount', { count: s.count })})`,
            }))}
          />
          <SelectField
            label={t('simulate.hours')}
            name="hours"
            defaultValue={values.hours}
            options={SIMULATION_HOURS.map((h) => ({
              value: String(h),
              label: t('simulate.hoursOption', { count: h }),
            }))}
          />
          <fieldset className="competition-styles">
            <legend>{t('simulate.style')}</legend>
            {COMPETITION_STYLES.map((style) => (
              <label key={style} className="competition-style-option">
                <input
                  type="radio"
                  name="style"
                  value={style}
                  defaultChecked={(values.style || 'olympiad') === style}
                />
                <span>
                  <strong>{t(`styles.${style}.name`)}</strong>
                  <span className="field-hint">{t(`styles.${style}.rule`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="form-actions">
            <button type="submit" className="button">
              {t('simulate.submit')}
            </button>
          </div>
        </Form>
      )}
    </article>
  )
}
