import type { LoaderFunctionArgs } from '@remix-run/node'
import { data } from '@remix-run/node'
import { type MetaFunction, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '~/app/kernel/i18n/locale'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { now } from '~/app/kernel/runtime/clock.server'
import { type PaymentView, paymentView } from '~/modules/billing'
import { PaymentState } from '~/modules/billing/ui'
import { idOf, notFound, requireOrgPage } from '../guard.server'
import { OrgTabs } from '../ui/OrgTabs'

// A seat purchase of the organization (ADR 029): where its payment stands, as /subscription/payment/:id shows a
// PRO payment — the PIX QR code, or the card's checkout link, until the provider's webhook says paid; then the
// seats are on the subscriptions tab. Its managers (and staff) open it; another organization's purchase is a 404.

export const handle: RouteHandle = { i18n: ['common', 'org', 'orgcourses', 'orgseats', 'subscription'] }

/** Seconds between refreshes of a waiting payment (as the PRO payment page). */
const REFRESH_SECONDS = 5

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { org } = await requireOrgPage(request, params.id, 'org.area')
  const payment = await paymentView({ organizationId: org.id }, idOf(params.paymentId), now())
  if (!payment) throw notFound()
  const lng = requestLng(request)
  return data(
    {
      prefix: requestPrefix(request),
      lng,
      org,
      payment,
      amount: formatMoney(payment.amountCents, lng),
      refresh: REFRESH_SECONDS,
      meta: { title: org.name },
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

/** Only while waiting: the page reloads itself (no script) until the payment lands. */
export const meta: MetaFunction = ({ data: raw }) => {
  const d = raw as PageData | undefined
  return d?.payment.state === 'waiting' ? [{ httpEquiv: 'refresh', content: String(d.refresh) }] : []
}

type PageData = {
  prefix: string
  lng: string
  org: { id: number; name: string }
  payment: PaymentView
  amount: string
  refresh: number
}

export default function OrgSeatPayment() {
  const { prefix, lng, org, payment, amount } = useLoaderData() as PageData
  const { t } = useTranslation('orgseats')
  const base = `/${prefix}/organization/${org.id}`
  const back = `${base}/subscriptions`
  const seats = payment.seats ?? 0
  return (
    <article className="page org">
      <h1>{org.name}</h1>
      <OrgTabs base={base} name={org.name} current="subscriptions" />
      <h2>
        {t('payment.title', { count: seats, plan: t(`buy.periods.${payment.plan}`) })} · {amount}
      </h2>
      <PaymentState
        payment={payment}
        lng={lng}
        here={`${back}/payment/${payment.id}`}
        paid={t('payment.paid', { count: seats, organization: org.name })}
        retry={
          <p>
            <a className="button" href={back}>
              {t('payment.again')}
            </a>
          </p>
        }
      />
      <p>
        <a href={back}>{t('payment.back')}</a>
      </p>
    </article>
  )
}
