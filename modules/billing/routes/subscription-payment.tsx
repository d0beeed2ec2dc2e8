import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from '@remix-run/node'
import type { MetaFunction } from '@remix-run/react'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireLogin } from '~/app/kernel/auth/guards.server'
import { type Prefix, formatMoney } from '~/app/kernel/i18n/locale'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { now } from '~/app/kernel/runtime/clock.server'
import { env } from '~/app/kernel/runtime/env.server'
import { type PaymentView, paymentView, startPayment } from '../payments/checkout.server'
import { PaymentState } from '../ui/PaymentState'

export const handle: RouteHandle = {
  i18n: ['common', 'subscription'],
  meta: { title: 'subscription:payment.title' },
}

/** Seconds between refreshes of a waiting payment page (the webhook usually lands within a few). */
const REFRESH_SECONDS = 5

const idOf = (raw: string | undefined) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null)

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireLogin(request)
  const id = idOf(params.id)
  const payment = id === null ? null : await paymentView({ userId: user.id }, id, now())
  if (!payment) throw new Response('Not found', { status: 404 })
  const lng = requestLng(request)
  return data(
    {
      prefix: requestPrefix(request),
      lng,
      payment,
      amount: formatMoney(payment.amountCents, lng),
      refresh: REFRESH_SECONDS,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

/** Only while waiting: the page reloads itself (no script) until the payment lands. */
export const meta: MetaFunction = ({ data: raw }) => {
  const d = raw as PageData | undefined
  return d?.payment.state === 'waiting' ? [{ httpEquiv: 'refresh', content: String(d.refresh) }] : []
}
type PageData = { prefix: Prefix; lng: string; payment: PaymentView; amount: string; refresh: number }

/** An expired or failed charge: a new one for the same plan and method. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireLogin(request)
  const id = idOf(params.id)
  const old = id === null ? null : await paymentView({ userId: user.id }, id, now())
  if (!old) throw new Response('Not found', { status: 404 })
  const prefix = requestPrefix(request)
  if (old.state !== 'expired' && old.state !== 'failed')
    return redirect(`/${prefix}/subscription/payment/${old.id}`)
  const origin = env().publicUrl
  const started = await startPayment(
    user,
    old.plan,
    old.method,
    now(),
    (pid) => `${origin}/${prefix}/subscription/payment/${pid}`,
    `${origin}/${prefix}/subscription`,
  )
  if ('refusal' in started) return redirect(`/${prefix}/subscription`)
  return redirect(started.redirect ?? `/${prefix}/subscription/payment/${started.paymentId}`)
}

export default function PaymentPage() {
  const { prefix, lng, payment, amount } = useLoaderData() as PageData
  const { t } = useTranslation('subscription')
  const here = `/${prefix}/subscription/payment/${payment.id}`
  return (
    <article className="page narrow billing">
      <h1>
        {t('payment.title')}: {t(`plans.${payment.plan}.name`)} · {amount}
      </h1>
      <PaymentState
        payment={payment}
        lng={lng}
        here={here}
        paid={t('payment.paid')}
        retry={
          <form method="post" action={here}>
            <button type="submit" className="button">
              {t('payment.newCharge')}
            </button>
          </form>
        }
      />
      <p>
        <a href={`/${prefix}/subscription`}>{t('payment.back')}</a>
      </p>
    </article>
  )
}
