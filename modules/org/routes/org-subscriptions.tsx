import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { newSecretToken } from '~/app/kernel/auth/secret-token.server'
import { formatDay, formatMoney } from '~/app/kernel/i18n/locale'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { now } from '~/app/kernel/runtime/clock.server'
import { Field, Notice, SelectField } from '~/app/ui/forms'
import { PAYMENT_METHODS, PLANS } from '~/db/schema-billing'
import { PLAN_PRICES, SEAT_PURCHASE, grantOrgSeats } from '~/modules/billing'
import { mayOpenOrgPage } from '../access'
import { buySeats, giveSeat, seatsOverview, takeSeat } from '../courses/seats.server'
import { notFound, requireOrgPage } from '../guard.server'
import { OrgTabs } from '../ui/OrgTabs'
import { BuySeats, SeatHistory } from '../ui/SeatPurchase'

// The organization's "subscriptions" tab (docs/product.md#org, ADRs 024 and 029): its PRO seats — held, used,
// available — who holds them, and their history. Managers give a seat to a student of the organization and take
// it back, and buy seats through the payment provider (the seats come with the provider's webhook, never from
// this form); Trilha's staff (admins) grant the organization seats for a period. Each button a POST; no JavaScript.

export const handle: RouteHandle = { i18n: ['common', 'org', 'orgcourses', 'orgseats', 'subscription'] }

const id = z.coerce.number().int().positive().max(999_999_999)
const Action = z.discriminatedUnion('intent', [
  z.object({ intent: z.enum(['assign', 'release']), userId: id }),
  z.object({
    intent: z.literal('buy'),
    seats: z.coerce.number().int().min(SEAT_PURCHASE.min).max(SEAT_PURCHASE.max),
    plan: z.enum(PLANS),
    method: z.enum(PAYMENT_METHODS),
    key: z.string().regex(/^[\w-]{16,64}$/),
  }),
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
  const day = (iso: string | null) => (iso ? formatDay(iso, lng) : null)
  return {
    prefix: requestPrefix(request),
    org,
    staff: relation === 'admin',
    // The purchase form: its prices, and its own idempotency key (a second POST of this form buys nothing more).
    buy: mayOpenOrgPage('org.seats.buy', relation)
      ? {
          key: newSecretToken(),
          prices: Object.fromEntries(PLANS.map((p) => [p, formatMoney(PLAN_PRICES[p].cents, lng)])),
          min: SEAT_PURCHASE.min,
          max: SEAT_PURCHASE.max,
        }
      : null,
    history: seats.history.map((h) => ({
      ...h,
      startsAt: day(h.startsAt),
      endsAt: day(h.endsAt),
      amount: h.payment ? formatMoney(h.payment.amountCents, lng) : null,
    })),
    plan: seats.plan ? { seats: seats.plan.seats, until: formatDay(seats.plan.until, lng) } : null,
    used: seats.used,
    holders: seats.holders,
    candidates: seats.candidates,
    meta: { title: org.name },
  }
}

type Reply = {
  refused?: string
  grantErrors?: boolean
  buyErrors?: { seats: boolean; other: boolean }
  buyRefused?: string
  values?: Record<string, string>
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, org, relation } = await requireOrgPage(request, params.id, 'org.area')
  const form = await request.formData()
  const here = `/${requestPrefix(request)}/organization/${org.id}/subscriptions`
  const fields = Object.fromEntries(
    ['intent', 'userId', 'seats', 'days', 'reason', 'plan', 'method', 'key'].map((k) => [
      k,
      String(form.get(k) ?? ''),
    ]),
  )
  // Buying spends the organization's money: its managers only, whatever the form says (ADR 029).
  if (fields.intent === 'buy' && !mayOpenOrgPage('org.seats.buy', relation)) throw notFound()
  const parsed = Action.safeParse(fields)
  if (!parsed.success) {
    if (fields.intent === 'buy') {
      const seats = parsed.error.issues.some((i) => i.path[0] === 'seats')
      const buyErrors = { seats, other: !seats }
      return data({ buyErrors, values: fields } satisfies Reply, { status: 422 })
    }
    if (fields.intent !== 'grant') return redirect(here, 303)
    return data({ grantErrors: true, values: fields } satisfies Reply, { status: 422 })
  }
  const input = parsed.data
  if (input.intent === 'buy') {
    const bought = await buySeats(user, org.id, { ...input, requestKey: input.key }, requestPrefix(request))
    if ('refusal' in bought)
      return data({ buyRefused: bought.refusal, values: fields } satisfies Reply, { status: 503 })
    return redirect(bought.redirect, 303)
  }
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
  const { prefix, org, staff, buy, history, plan, used, holders, candidates } = useLoaderData<typeof loader>()
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
      <p>{t('orgseats:lead')}</p>
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
      {buy ? <BuySeats buy={buy} reply={reply} /> : null}
      <SeatHistory history={history} base={base} />
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
