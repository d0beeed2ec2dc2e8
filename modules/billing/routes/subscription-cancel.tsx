import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireLogin } from '~/app/kernel/auth/guards.server'
import { type Prefix, formatDay } from '~/app/kernel/i18n/locale'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { now } from '~/app/kernel/runtime/clock.server'
import { Notice } from '~/app/ui/forms'
import { WITHDRAWAL_DAYS } from '../plans'
import { currentSubscription } from '../state.server'
import { cancelSubscription, withdraw } from '../subscription/cancel.server'
import { setBillingFlash } from '../subscription/pages.server'

// The confirmation pages of docs/product.md#billing (cancel: "cancel" / "think more") and (withdraw): a page, not a dialog.
// One module serves both paths (routes.ts): which one is in the URL.

export const handle: RouteHandle = { i18n: ['common', 'subscription'], meta: { title: 'subscription:title' } }

const kindOf = (request: Request) =>
  new URL(request.url).pathname.endsWith('/withdraw') ? ('withdraw' as const) : ('cancel' as const)

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireLogin(request)
  const prefix = requestPrefix(request)
  const kind = kindOf(request)
  const sub = await currentSubscription(user.id, now())
  const open =
    kind === 'cancel' ? sub?.status === 'active' && !sub.cancelAtPeriodEnd : !!sub?.withdrawablePaymentId
  if (!sub || !open) throw redirect(`/${prefix}/subscription`)
  const lng = requestLng(request)
  const next = kind === 'cancel' ? sub.nextPeriod : null
  return data(
    {
      prefix,
      kind,
      until: formatDay(sub.validUntil ?? sub.since, lng),
      next: next ? { from: formatDay(next.start, lng), until: formatDay(next.end, lng) } : null,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireLogin(request)
  const back = `/${requestPrefix(request)}/subscription`
  if (kindOf(request) === 'cancel') {
    const done = await cancelSubscription(user.id, now())
    if (done === 'none') return redirect(back)
    if (done === 'busy' || done === 'provider')
      return data({ error: `cancel.${done}` }, { status: done === 'busy' ? 409 : 503 })
    return redirect(back, { headers: { 'Set-Cookie': await setBillingFlash(back, 'cancelled') } })
  }
  const done = await withdraw(user.id, now())
  if (done === 'withdrawn')
    return redirect(back, { headers: { 'Set-Cookie': await setBillingFlash(back, 'withdrawn') } })
  return data({ error: `withdraw.${done}` }, { status: done === 'closed' ? 409 : 503 })
}

export default function ConfirmPage() {
  const { prefix, kind, until, next } = useLoaderData() as {
    prefix: Prefix
    kind: 'cancel' | 'withdraw'
    until: string
    next: { from: string; until: string } | null
  }
  const failed = useActionData() as { error?: string } | undefined
  const { t } = useTranslation('subscription')
  return (
    <article className="page narrow billing">
      <h1>{t(`${kind}.title`)}</h1>
      <Notice tone="error" focus>
        {failed?.error ? t(failed.error) : null}
      </Notice>
      <p>{kind === 'cancel' ? t('cancel.body', { until }) : t('withdraw.body', { days: WITHDRAWAL_DAYS })}</p>
      {next ? <p>{t('cancel.refundNext', next)}</p> : null}
      <form method="post" className="billing-actions">
        <button type="submit" className="button button--danger">
          {t(`${kind}.confirm`)}
        </button>
        <a className="button button--ghost" href={`/${prefix}/subscription`}>
          {t('cancel.thinkMore')}
        </a>
      </form>
    </article>
  )
}
