import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { optionalUser, requireLogin } from '~/app/kernel/auth/guards.server'
import { loginHref } from '~/app/kernel/auth/login'
import { type Prefix, formatMoney } from '~/app/kernel/i18n/locale'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { readBody, requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { now } from '~/app/kernel/runtime/clock.server'
import { env } from '~/app/kernel/runtime/env.server'
import { Notice } from '~/app/ui/forms'
import { PAYMENT_METHODS, PLANS, type Plan } from '~/db/schema-billing'
import { type StartRefusal, startPayment } from '../payments/checkout.server'
import { PLAN_PRICES } from '../plans'
import { type BillingFlash, subscriptionCard, takeBillingFlash } from '../subscription/pages.server'
import { type SubscriptionCardData, SubscriptionDetails } from '../ui/SubscriptionDetails'

export const handle: RouteHandle = {
  i18n: ['common', 'subscription'],
  meta: { title: 'subscription:title', description: 'subscription:intro' },
}

const BENEFITS = [
  'crown',
  'assistant',
  'courses',
  'notes',
  'competitions',
  'tests',
  'projects',
  'certificates',
  'simulate',
]

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await optionalUser(request)
  const lng = requestLng(request)
  const { flash, headers } = await takeBillingFlash(request)
  const body = {
    prefix: requestPrefix(request),
    lng,
    loggedIn: !!user,
    isPro: !!user?.isPro,
    card: user ? await subscriptionCard(user.id) : null,
    prices: Object.fromEntries(PLANS.map((p) => [p, formatMoney(PLAN_PRICES[p].cents, lng)])) as Record<
      Plan,
      string
    >,
    flash,
  }
  headers.set('Cache-Control', 'private, no-store')
  return data(body, { headers })
}
type PageData = {
  prefix: Prefix
  lng: string
  loggedIn: boolean
  isPro: boolean
  card: SubscriptionCardData | null
  prices: Record<Plan, string>
  flash: BillingFlash | null
}

const StartForm = z.object({ plan: z.enum(PLANS), method: z.enum(PAYMENT_METHODS) })

/** Starts a payment: PIX → our payment page; card → the provider's hosted checkout. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireLogin(request)
  const parsed = StartForm.safeParse(await readBody(request))
  if (!parsed.success) return data({ error: 'plan' as const }, { status: 400 })
  const prefix = requestPrefix(request)
  const origin = env().publicUrl
  const started = await startPayment(
    user,
    parsed.data.plan,
    parsed.data.method,
    now(),
    (id) => `${origin}/${prefix}/subscription/payment/${id}`,
    `${origin}/${prefix}/subscription`,
  )
  if ('refusal' in started)
    return data(
      { error: started.refusal as StartRefusal },
      { status: started.refusal === 'active' ? 409 : 503 },
    )
  return redirect(started.redirect ?? `/${prefix}/subscription/payment/${started.paymentId}`)
}

export default function Subscription() {
  const { prefix, lng, loggedIn, isPro, card, prices, flash } = useLoaderData() as PageData
  const reply = useActionData() as { error: StartRefusal | 'plan' } | undefined
  const { t } = useTranslation('subscription')
  // The plans show again when the next period can be paid (renewable: a PIX period's last days, a declined card).
  const subscribed = !!card?.subscription && !card.subscription.renewable
  return (
    <article className="page narrow billing">
      <h1>{t('title')}</h1>
      <Notice tone="success">{flash ? t(`flash.${flash}`) : null}</Notice>
      <Notice tone="error" focus>
        {reply ? t(`errors.${reply.error}`) : null}
      </Notice>
      {isPro && card ? (
        <section className="card" aria-labelledby="billing-active">
          <h2 id="billing-active">{t('active.congrats')}</h2>
          <SubscriptionDetails data={card} prefix={prefix} lng={lng} />
        </section>
      ) : null}
      <section aria-labelledby="billing-benefits">
        <h2 id="billing-benefits">{t('benefitsTitle')}</h2>
        <ul className="billing-benefits">
          {BENEFITS.map((b) => (
            <li key={b}>{t(`benefits.${b}`)}</li>
          ))}
        </ul>
      </section>
      {subscribed ? null : (
        <div className="billing-plans">
          {PLANS.map((plan) => (
            <section key={plan} className="card billing-plan" aria-labelledby={`plan-${plan}`}>
              <h2 id={`plan-${plan}`}>{t(`plans.${plan}.name`)}</h2>
              <p className="billing-price">{t(`plans.${plan}.price`, { price: prices[plan] })}</p>
              <p>{t(`plans.${plan}.note`, { price: prices[plan] })}</p>
              {loggedIn ? (
                <form method="post" className="billing-pay">
                  <input type="hidden" name="plan" value={plan} />
                  <button type="submit" name="method" value="pix" className="button">
                    {t('payPix')}
                  </button>
                  <button type="submit" name="method" value="card" className="button button--ghost">
                    {t('payCard')}
                  </button>
                </form>
              ) : (
                <a className="button" href={loginHref(prefix, `/${prefix}/subscription`)}>
                  {t('loginToSubscribe')}
                </a>
              )}
            </section>
          ))}
        </div>
      )}
    </article>
  )
}
