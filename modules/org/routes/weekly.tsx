import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { now } from '~/app/kernel/runtime/clock.server'
import { Field, Notice, SelectField, TextAreaField } from '~/app/ui/forms'
import { isTeacher } from '../access'
import { requireClassPage } from '../guard.server'
import {
  WEEKLY_FIELDS,
  classWeeklyAnswers,
  saveWeeklyAnswer,
  setWeeklyConfig,
  weekOf,
  weeklyAnswersOf,
  weeklySchema,
} from '../weekly/weekly.server'

// Weekly forms (docs/product.md#org): teachers set the form's id and message and read the answers per week
// (and per student, on each journey); students fill this week's self-assessment (again = replace).

export const handle: RouteHandle = { i18n: ['common', 'org'], meta: { title: 'org:weekly.title' } }

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, cls, relation } = await requireClassPage(request, params.id, 'class.view')
  const teacher = isTeacher(relation)
  const week = weekOf(now())
  const mine = teacher
    ? null
    : ((await weeklyAnswersOf(cls.id, user.id)).find((a) => a.week === week) ?? null)
  return {
    prefix: requestPrefix(request),
    teacher,
    week,
    cls: {
      id: cls.id,
      title: cls.title,
      formId: cls.weekly_form_id ?? '',
      message: cls.weekly_message ?? '',
    },
    mine,
    answers: teacher ? await classWeeklyAnswers(cls.id) : [],
    saved: new URL(request.url).searchParams.has('saved'),
  }
}

type Reply = { values: Record<string, string>; invalid: string[] }

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.formData()
  const prefix = requestPrefix(request)
  if (form.get('intent') === 'config') {
    const { cls } = await requireClassPage(request, params.id, 'weekly.config')
    const formId = String(form.get('formId') ?? '')
      .trim()
      .slice(0, 100)
    const message = String(form.get('message') ?? '')
      .trim()
      .slice(0, 1000)
    await setWeeklyConfig(cls.id, formId || null, message || null)
    return redirect(`/${prefix}/programming-class/${cls.id}/weekly?saved`)
  }
  const { user, cls } = await requireClassPage(request, params.id, 'weekly.fill')
  const values = Object.fromEntries(WEEKLY_FIELDS.map((k) => [k, String(form.get(k) ?? '').slice(0, 2000)]))
  const submission = parseWithZod(form, { schema: weeklySchema })
  if (submission.status !== 'success')
    return data({ values, invalid: Object.keys(submission.error ?? {}) } satisfies Reply, { status: 422 })
  await saveWeeklyAnswer(cls.id, user.id, now(), submission.value)
  return redirect(`/${prefix}/programming-class/${cls.id}/weekly?saved`)
}

const scale = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ value: String(from + i), label: String(from + i) }))

export default function Weekly() {
  const { prefix, teacher, week, cls, mine, answers, saved } = useLoaderData<typeof loader>()
  const reply = useActionData() as Reply | undefined
  const { t } = useTranslation('org')
  const v = (k: string) => reply?.values[k] ?? (mine ? String(mine[k as keyof typeof mine] ?? '') : '')
  const err = (k: string) => (reply?.invalid.includes(k) ? [t('listForm.errors.invalid')] : null)
  const base = `/${prefix}/programming-class/${cls.id}`
  const weeks = [...new Set(answers.map((a) => a.week))]
  return (
    <article className="page org">
      <p className="muted">
        <a href={base}>{cls.title}</a>
      </p>
      <h1>{t('weekly.title')}</h1>
      <Notice tone="success">{saved ? t('weekly.saved') : null}</Notice>
      <Notice tone="error" focus>
        {reply ? t('listForm.errors.summary') : null}
      </Notice>
      {cls.message ? <p className="lead">{cls.message}</p> : null}
      {teacher ? (
        <>
          <form method="post" className="card">
            <input type="hidden" name="intent" value="config" />
            <Field label={t('weekly.formId')} name="formId" maxLength={100} defaultValue={cls.formId} />
            <TextAreaField
              label={t('weekly.message')}
              name="message"
              rows={3}
              maxLength={1000}
              defaultValue={cls.message}
            />
            <button type="submit" className="button">
              {t('weekly.saveConfig')}
            </button>
          </form>
          <h2>{t('weekly.answersTitle')}</h2>
          {weeks.length === 0 ? <p>{t('weekly.none')}</p> : null}
          {weeks.map((w) => (
            <section key={w} aria-labelledby={`week-${w}`}>
              <h3 id={`week-${w}`}>{t('weekly.weekOf', { week: w })}</h3>
              <ul className="org-cards" role="list">
                {answers
                  .filter((a) => a.week === w)
                  .map((a) => (
                    <li key={a.user_id} className="card">
                      <a href={`${base}/student/${a.user_id}`}>{a.name}</a>: {t('weekly.summary', a)}
                      {a.plan ? (
                        <p>
                          {t('weekly.fields.plan')}: {a.plan}
                        </p>
                      ) : null}
                      {a.priority_subject ? (
                        <p>
                          {t('weekly.fields.priority_subject')}: {a.priority_subject}
                        </p>
                      ) : null}
                      {a.team_feedback ? (
                        <p>
                          {t('weekly.fields.team_feedback')}: {a.team_feedback}
                        </p>
                      ) : null}
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        </>
      ) : (
        <form method="post" className="card">
          <input type="hidden" name="intent" value="answer" />
          <p>{t('weekly.weekOf', { week })}</p>
          <SelectField
            label={t('weekly.fields.difficulty')}
            name="difficulty"
            options={scale(1, 5)}
            defaultValue={v('difficulty') || '3'}
            errors={err('difficulty')}
          />
          <Field
            label={t('weekly.fields.effort_hours')}
            name="effort_hours"
            type="number"
            min={0}
            max={100}
            required
            defaultValue={v('effort_hours')}
            errors={err('effort_hours')}
          />
          <TextAreaField
            label={t('weekly.fields.plan')}
            name="plan"
            rows={3}
            maxLength={2000}
            defaultValue={v('plan')}
          />
          <Field
            label={t('weekly.fields.priority_subject')}
            name="priority_subject"
            maxLength={200}
            defaultValue={v('priority_subject')}
          />
          <TextAreaField
            label={t('weekly.fields.team_feedback')}
            name="team_feedback"
            rows={3}
            maxLength={2000}
            defaultValue={v('team_feedback')}
          />
          <Field
            label={t('weekly.fields.mentorships')}
            name="mentorships"
            type="number"
            min={0}
            max={50}
            defaultValue={v('mentorships') || '0'}
            errors={err('mentorships')}
          />
          <SelectField
            label={t('weekly.fields.happiness')}
            name="happiness"
            options={scale(0, 5)}
            defaultValue={v('happiness') || '3'}
            errors={err('happiness')}
          />
          <button type="submit" className="button">
            {t('weekly.submit')}
          </button>
        </form>
      )}
    </article>
  )
}
