import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { requireAdmin } from '~/app/kernel/auth/guards.server'
import { TIME_ZONE } from '~/app/kernel/i18n/locale'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { CheckboxField, Field, Notice, TextAreaField } from '~/app/ui/forms'
import { isoToLocalInput } from '~/modules/competitions/ui'
import { createEvent, deleteEvent, findEvent, updateEvent } from '../events/events.server'
import { liveFlash } from '../flash.server'

// Staff add a one-off live event or edit any event (a series' occurrence too: its link, its time). Admins only.

export const handle: RouteHandle = { i18n: ['common', 'live'], meta: { title: 'live:events.editTitle' } }

const FIELDS = ['title', 'description', 'subjects', 'tutor', 'link', 'day', 'time', 'minutes'] as const

const schema = z.object({
  title: z.string().trim().min(3).max(120),
  description: z.string().trim().max(2000).default(''),
  subjects: z.string().trim().max(200).default(''),
  tutor: z.string().trim().max(120).default(''),
  // Only https links: the event opens in a new tab, never inside our pages.
  link: z
    .string()
    .trim()
    .max(500)
    .url()
    .refine((v) => v.startsWith('https://')),
  proOnly: z.literal('on').optional(),
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((v) => !Number.isNaN(Date.parse(v))),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  minutes: z.coerce.number().int().min(15).max(600),
})

const idOf = (params: Record<string, string | undefined>) => {
  const id = Number(params.id)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const lng = requestLng(request)
  const prefix = requestPrefix(request)
  if (params.id === undefined) return { prefix, event: null }
  const id = idOf(params)
  const event = id ? await findEvent(id) : undefined
  if (!event) throw new Response('Not Found', { status: 404 })
  const local = isoToLocalInput(event.starts_at, TIME_ZONE[lng])
  return {
    prefix,
    event: {
      ...event,
      day: local.slice(0, 10),
      time: local.slice(11, 16),
      minutes: Math.round((Date.parse(event.ends_at) - Date.parse(event.starts_at)) / 60_000),
    },
  }
}

type Reply = { values: Record<string, string>; errors: Record<string, string[]> }

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request)
  const lng = requestLng(request)
  const calendar = `/${requestPrefix(request)}/calendar`
  const id = params.id === undefined ? null : idOf(params)
  if (params.id !== undefined && (!id || !(await findEvent(id))))
    throw new Response('Not Found', { status: 404 })
  const form = await request.formData()
  if (id && form.get('intent') === 'delete') {
    await deleteEvent(id)
    return redirect(calendar, {
      headers: { 'Set-Cookie': await liveFlash.set(calendar, { kind: 'deleted' }) },
    })
  }
  const values = Object.fromEntries(FIELDS.map((k) => [k, String(form.get(k) ?? '')]))
  const submission = parseWithZod(form, { schema })
  if (submission.status !== 'success')
    return data({ values, errors: (submission.error ?? {}) as Record<string, string[]> } satisfies Reply, {
      status: 422,
    })
  const v = submission.value
  const input = { ...v, proOnly: !!v.proOnly, guideId: null }
  const zone = TIME_ZONE[lng]
  let saved = id
  if (saved) await updateEvent(saved, input, zone)
  else saved = await createEvent(input, zone)
  return redirect(`${calendar}?month=${v.day.slice(0, 7)}#event-${saved}`, {
    headers: { 'Set-Cookie': await liveFlash.set(calendar, { kind: 'saved' }) },
  })
}

export default function EventEdit() {
  const { event } = useLoaderData<typeof loader>()
  const reply = useActionData() as Reply | undefined
  const { t } = useTranslation('live')
  const { t: tc } = useTranslation('common')
  const err = (name: string) => (reply?.errors[name]?.length ? [tc('errors.invalidData')] : null)
  const value = (name: (typeof FIELDS)[number]) =>
    reply?.values[name] ?? (event ? String(event[name]) : undefined)
  return (
    <article className="page narrow">
      <h1>{event ? t('events.editTitle') : t('events.new')}</h1>
      <Notice tone="error" focus>
        {reply ? tc('errors.invalidData') : null}
      </Notice>
      <form method="post" className="card">
        <Field
          label={t('events.fields.title')}
          name="title"
          required
          maxLength={120}
          defaultValue={value('title')}
          errors={err('title')}
        />
        <Field
          label={t('events.fields.day')}
          name="day"
          type="date"
          required
          defaultValue={value('day')}
          errors={err('day')}
        />
        <Field
          label={t('events.fields.time')}
          name="time"
          type="time"
          required
          defaultValue={value('time')}
          errors={err('time')}
          hint={t('events.fields.zone')}
        />
        <Field
          label={t('events.fields.minutes')}
          name="minutes"
          type="number"
          min={15}
          max={600}
          required
          defaultValue={value('minutes') ?? '90'}
          errors={err('minutes')}
        />
        <Field
          label={t('events.fields.link')}
          name="link"
          type="url"
          required
          maxLength={500}
          defaultValue={value('link')}
          errors={err('link')}
          hint={t('events.fields.linkHint')}
        />
        <Field
          label={t('events.fields.tutor')}
          name="tutor"
          maxLength={120}
          defaultValue={value('tutor')}
          errors={err('tutor')}
        />
        <Field
          label={t('events.fields.subjects')}
          name="subjects"
          maxLength={200}
          defaultValue={value('subjects')}
          errors={err('subjects')}
        />
        <TextAreaField
          label={t('events.fields.description')}
          name="description"
          maxLength={2000}
          defaultValue={value('description')}
          errors={err('description')}
        />
        <CheckboxField
          name="proOnly"
          label={t('events.fields.proOnly')}
          defaultChecked={event ? !!event.pro_only : false}
        />
        <button type="submit" className="button">
          {t('events.save')}
        </button>
      </form>
      {event ? (
        <form method="post">
          <input type="hidden" name="intent" value="delete" />
          <button type="submit" className="button button--ghost">
            {t('events.delete')}
          </button>
        </form>
      ) : null}
    </article>
  )
}
