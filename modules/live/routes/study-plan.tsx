import { type SubmissionResult, getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { requireLogin } from '~/app/kernel/auth/guards.server'
import { HOURS_MAX, HOURS_MIN, HOURS_STEP, WEEKDAYS } from '~/app/kernel/people/study-plan'
import { studyPlanOf } from '~/app/kernel/people/study-plan.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { now } from '~/app/kernel/runtime/clock.server'
import { Field, FieldErrors, Notice } from '~/app/ui/forms'
import { saveStudyPlan } from '../plans/plans.server'

// /{lang}/study-plan (issue 22): the student's study days and hours a day. docs/product.md#live-classes: at least
// one day; without one the page answers 422 with the error and what was chosen.

export const handle: RouteHandle = {
  i18n: ['common', 'study'],
  meta: { title: 'study:title', description: 'study:intro' },
}

const studyPlanSchema = z.object({
  days: z
    .array(
      z.coerce
        .number({ invalid_type_error: 'errors.day' })
        .int('errors.day')
        .min(1, 'errors.day')
        .max(7, 'errors.day'),
      {
        required_error: 'errors.noDay',
      },
    )
    .min(1, 'errors.noDay')
    .max(7, 'errors.day'),
  hours: z.coerce
    .number({ required_error: 'errors.hours', invalid_type_error: 'errors.hours' })
    .min(HOURS_MIN, 'errors.hours')
    .max(HOURS_MAX, 'errors.hours')
    .refine((h) => Number.isInteger(h / HOURS_STEP), 'errors.hours'),
})

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireLogin(request)
  const { plan, chosen } = await studyPlanOf(user.id)
  return { plan, chosen, saved: new URL(request.url).searchParams.has('saved') }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireLogin(request)
  const submission = parseWithZod(await request.formData(), { schema: studyPlanSchema })
  if (submission.status !== 'success') return Response.json(submission.reply(), { status: 422 })
  const days = [...new Set(submission.value.days)].sort((a, b) => a - b)
  await saveStudyPlan(user.id, { days, hoursPerDay: submission.value.hours }, now())
  return redirect(`/${requestPrefix(request)}/study-plan?saved`)
}

export default function StudyPlanPage() {
  const { plan, chosen, saved } = useLoaderData<typeof loader>()
  const lastResult = useActionData<SubmissionResult<string[]>>()
  const { t } = useTranslation('study')
  const [form, fields] = useForm({
    id: 'study-plan',
    lastResult,
    defaultValue: { days: plan.days.map(String), hours: String(plan.hoursPerDay) },
    shouldValidate: 'onSubmit',
  })
  const errs = (list: string[] | undefined) => list?.map((e) => t(e))
  // After a refused post, the boxes the student ticked (none, when that was the error).
  const ticked = new Set([fields.days.initialValue ?? []].flat().map(String))
  const daysError = errs(fields.days.errors ?? fields.days.allErrors?.[`${fields.days.name}[0]`])
  return (
    <article className="page narrow study-plan">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      {saved && !lastResult ? <Notice tone="success">{t('saved')}</Notice> : null}
      {!chosen && !lastResult ? <p className="study-plan-note">{t('defaultNote')}</p> : null}
      <Form method="post" className="card" {...getFormProps(form)}>
        <fieldset
          className={`study-days${daysError?.length ? ' field--invalid' : ''}`}
          aria-describedby={daysError?.length ? 'study-days-error' : undefined}
        >
          <legend>{t('days')}</legend>
          {WEEKDAYS.map((d) => (
            <div className="checkbox-field" key={d}>
              <input
                type="checkbox"
                id={`study-day-${d}`}
                name={fields.days.name}
                value={String(d)}
                defaultChecked={ticked.has(String(d))}
                // biome-ignore lint/a11y/noAutofocus: the invalid field after a failed post (FOCUS_ON_ERROR)
                autoFocus={(d === 1 && !!daysError?.length) || undefined}
              />
              <label htmlFor={`study-day-${d}`}>{t(`weekdays.${d}`)}</label>
            </div>
          ))}
          {daysError?.length ? <FieldErrors id="study-days-error" errors={daysError} /> : null}
        </fieldset>
        <Field
          label={t('hoursPerDay')}
          hint={t('hoursHint')}
          name={fields.hours.name}
          type="number"
          inputMode="decimal"
          min={HOURS_MIN}
          max={HOURS_MAX}
          step={HOURS_STEP}
          required
          defaultValue={String(fields.hours.initialValue ?? '')}
          errors={errs(fields.hours.errors)}
        />
        <button type="submit" className="button">
          {t('save')}
        </button>
      </Form>
    </article>
  )
}
