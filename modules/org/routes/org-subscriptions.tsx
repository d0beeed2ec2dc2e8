import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { formatDay } from '~/app/kernel/i18n/locale'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { now } from '~/app/kernel/runtime/clock.server'
import { Field, Notice, SelectField } from '~/app/ui/forms'
import { grantOrgSeats } from '~/modules/billing'
import { notFound, requireOrgPage } from '../guard.server'
import { giveSeat, seatsOverview, takeSeat } from '../seats.server'
import { OrgTabs } from '../ui/OrgTabs'

// The organization's "subscriptions" tab (docs/product.md#org, ADR 024): its PRO seats — held, used, available —
// and who holds them. Managers give a seat to a student of the organization and take it back; Trilha's staff
// (admins) grant the organization seats for a period. Each button a POST; no JavaScript.

export const handle: RouteHandle = { i18n: ['common', 'org', 'orgcourses'] }

const id = z.coerce.number().int().positive().max(999_999_999)
const Action = z.discriminatedUnion('intent', [
  z.object({ intent: z.enum(['assign', 'release']), userId: id }),
  z.object({
    intent: z.literal('grant'),
    seats: z.coerce.number().int().min(1).max(10_000),
    days: z.coerce.number().int().min(1).max(3660),
    reason: z.string().trim().min(1).max(200),
  }),
])

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { org, relation } = await requireOrgPage(request, params.id, 'org.area')
  const lng = requestLng(request)
  const seats = await seatsOverview(org.id, now())
  return {
    prefix: requestPrefix(request),
    org,
    staff: relation === 'admin',
    plan: seats.plan ? { seats: seats.plan.seats, until: formatDay(seats.plan.until, lng) } : null,
    used: seats.used,
    holders: seats.holders,
    candidates: seats.candidates,
    meta: { title: org.name },
  }
}

type Reply = { refused?: string; grantErrors?: boolean; values?: Record<string, string> }

export async function action({ request, params }: ActionFunctionArgs) {
  const { org, relation } = await requireOrgPage(request, params.id, 'org.area')
  const form = await request.formData()
  const here = `/${requestPrefix(request)}/organization/${org.id}/subscriptions`
  const fields = Object.fromEntries(
    ['intent', 'userId', 'seats', 'days', 'reason'].map((k) => [k, String(form.get(k) ?? '')]),
  )
  const parsed = Action.safeParse(fields)
  if (!parsed.success) {
    if (fields.intent !== 'grant') return redirect(here, 303)
    return data({ grantErrors: true, values: fields } satisfies Reply, { status: 422 })
  }
  const input = parsed.data
  if (input.intent === 'grant') {
    // Seats are money: only Trilha's staff grant them (managers buy nothing here yet).
    if (relation !== 'admin') throw notFound()
    await grantOrgSeats(org.id, input, now())
  } else if (input.intent === 'release') await takeSeat(org.id, input.userId)
  else {
    const result = await giveSeat(org.id, input.userId, now())
    if (result !== 'assigned' && result !== 'already')
      return data({ refused: result } satisfies Reply, { status: 409 })
  }
  return redirect(here, 303)
}

export default function OrgSubscriptions() {
  const { prefix, org, staff, plan, used, holders, candidates } = useLoaderData<typeof loader>()
  const reply = useActionData() as Reply | undefined
  const { t } = useTranslation('orgcourses')
  const { t: tc } = useTranslation('common')
  const base = `/${prefix}/organization/${org.id}`
  const available = plan ? Math.max(0, plan.seats - used) : 0
  return (
    <article className="page org">
      <h1>{org.name}</h1>
      <OrgTabs base={base} name={org.name} current="subscriptions" />
      <Notice tone="error" focus>
        {reply?.refused ? t(`seats.refused.${reply.refused}`) : null}
      </Notice>
      <p>{t('seats.lead')}</p>
      {plan ? (
        <p className="org-seat-counts">
          {t('seats.counts', { seats: plan.seats, used, available, until: plan.until })}
        </p>
      ) : (
        <p>{t('seats.none')}</p>
      )}
      <h2>{t('seats.holders')}</h2>
      {holders.length === 0 ? <p>{t('seats.nobody')}</p> : null}
      <ul className="org-people" role="list">
        {holders.map((p) => (
          <li key={p.id}>
            {p.name} <span className="muted">{p.email}</span>
            <form method="post" className="inline-form">
              <input type="hidden" name="userId" value={p.id} />
              <button type="submit" name="intent" value="release" className="button button--ghost">
                {t('seats.release', { name: p.name })}
              </button>
            </form>
          </li>
        ))}
      </ul>
      {plan && available > 0 && candidates.length ? (
        <form method="post" className="org-seat-assign">
          <SelectField
            label={t('seats.student')}
            name="userId"
            options={candidates.map((c) => ({ value: String(c.id), label: `${c.name} (${c.email})` }))}
          />
          <button type="submit" name="intent" value="assign" className="button">
            {t('seats.assign')}
          </button>
        </form>
      ) : null}
      {staff ? (
        <form method="post" className="card">
          <h2>{t('seats.grant.title')}</h2>
          <Notice tone="error" focus>
            {reply?.grantErrors ? tc('errors.invalidData') : null}
          </Notice>
          <Field
            label={t('seats.grant.seats')}
            name="seats"
            type="number"
            min={1}
            max={10000}
            required
            defaultValue={reply?.values?.seats ?? '10'}
          />
          <Field
            label={t('seats.grant.days')}
            name="days"
            type="number"
            min={1}
            max={3660}
            required
            defaultValue={reply?.values?.days ?? '365'}
          />
          <Field
            label={t('seats.grant.reason')}
            name="reason"
            required
            maxLength={200}
            defaultValue={reply?.values?.reason}
          />
          <button type="submit" name="intent" value="grant" className="button">
            {t('seats.grant.submit')}
          </button>
        </form>
      ) : null}
    </article>
  )
}
