import { useTranslation } from 'react-i18next'
import { type Prefix, formatDay } from '~/app/kernel/i18n/locale'
import type { SubscriptionSummary } from '../state.server'

export interface SubscriptionCardData {
  subscription: SubscriptionSummary | null
  grantUntil: string | null
}

/**
 * What is known of a user's PRO (docs/product.md#billing: card): plan, since, valid until, cancelled at, and the ways out
 * (cancel, withdraw within 7 days). The subscription page and the profile's PRO card show the same thing.
 */
export function SubscriptionDetails({
  data,
  prefix,
  lng,
}: { data: SubscriptionCardData; prefix: Prefix; lng: string }) {
  const { t } = useTranslation('subscription')
  const sub = data.subscription
  if (!sub)
    return data.grantUntil ? <p>{t('active.grant', { until: formatDay(data.grantUntil, lng) })}</p> : null
  return (
    <>
      <dl className="billing-details">
        <dt>{t('active.plan')}</dt>
        <dd>{t(`plans.${sub.plan}.name`)}</dd>
        <dt>{t('active.since')}</dt>
        <dd>{formatDay(sub.since, lng)}</dd>
        {sub.validUntil ? (
          <>
            <dt>{t('active.validUntil')}</dt>
            <dd>{formatDay(sub.validUntil, lng)}</dd>
          </>
        ) : null}
        {sub.cancelledAt ? (
          <>
            <dt>{t('active.cancelledAt')}</dt>
            <dd>{formatDay(sub.cancelledAt, lng)}</dd>
          </>
        ) : null}
      </dl>
      {sub.nextPeriod ? (
        <p>
          {t('active.nextPeriod', {
            from: formatDay(sub.nextPeriod.start, lng),
            until: formatDay(sub.nextPeriod.end, lng),
          })}
        </p>
      ) : null}
      {sub.cancelAtPeriodEnd ? <p>{t('active.cancelledNote')}</p> : null}
      {sub.status === 'past_due' ? (
        <p>{t('active.pastDue')}</p>
      ) : sub.renewable ? (
        <p>{t('active.renewPix')}</p>
      ) : null}
      <p className="billing-actions">
        {sub.status === 'active' && !sub.cancelAtPeriodEnd ? (
          <a className="button button--ghost" href={`/${prefix}/subscription/cancel`}>
            {t('active.cancel')}
          </a>
        ) : null}
        {sub.withdrawablePaymentId ? (
          <a className="button button--ghost" href={`/${prefix}/subscription/withdraw`}>
            {t('active.withdraw')}
          </a>
        ) : null}
      </p>
    </>
  )
}
