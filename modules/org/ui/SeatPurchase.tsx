import { useTranslation } from 'react-i18next'
import { Field, Notice } from '~/app/ui/forms'

// The subscriptions tab's purchase form and the seats' history (ADR 029). The form is plain HTML: the seat count,
// the period (the PRO plan's), and one button per way to pay, like /subscription's; its hidden key makes a second
// POST of the same page start no second purchase.

type Plan = 'monthly' | 'annual'

export interface BuyData {
  key: string
  prices: Record<string, string>
  min: number
  max: number
}

export interface BuyReply {
  buyErrors?: { seats: boolean; other: boolean }
  buyRefused?: string
  values?: Record<string, string>
}

export function BuySeats({ buy, reply }: { buy: BuyData; reply: BuyReply | undefined }) {
  const { t } = useTranslation('orgseats')
  const { t: tc } = useTranslation('common')
  const values = reply?.buyErrors || reply?.buyRefused ? reply.values : undefined
  const plan = values?.plan === 'annual' ? 'annual' : 'monthly'
  return (
    <form method="post" className="card org-seat-buy" aria-labelledby="org-seat-buy">
      <h2 id="org-seat-buy">{t('buy.title')}</h2>
      <p>{t('buy.lead', { monthly: buy.prices.monthly, annual: buy.prices.annual })}</p>
      <Notice tone="error" focus>
        {reply?.buyRefused
          ? t(`buy.refused.${reply.buyRefused}`)
          : reply?.buyErrors?.other
            ? tc('errors.invalidData')
            : null}
      </Notice>
      <input type="hidden" name="intent" value="buy" />
      <input type="hidden" name="key" value={buy.key} />
      <Field
        id="buy-seats"
        label={t('buy.seats')}
        name="seats"
        type="number"
        inputMode="numeric"
        min={buy.min}
        max={buy.max}
        required
        defaultValue={values?.seats ?? '1'}
        hint={t('buy.seatsHint', { min: buy.min, max: buy.max })}
        errors={reply?.buyErrors?.seats ? [t('buy.errors.seats', { min: buy.min, max: buy.max })] : null}
      />
      <fieldset className="org-seat-plans">
        <legend>{t('buy.plan')}</legend>
        {(['monthly', 'annual'] as Plan[]).map((p) => (
          <label key={p}>
            <input type="radio" name="plan" value={p} defaultChecked={p === plan} />{' '}
            {t(`buy.plans.${p}`, { price: buy.prices[p] })}
          </label>
        ))}
      </fieldset>
      <p className="billing-pay">
        <button type="submit" name="method" value="pix" className="button">
          {t('buy.pix')}
        </button>{' '}
        <button type="submit" name="method" value="card" className="button button--ghost">
          {t('buy.card')}
        </button>
      </p>
    </form>
  )
}

export interface HistoryRow {
  kind: 'grant' | 'purchase'
  seats: number
  startsAt: string | null
  endsAt: string | null
  reason: string
  amount: string | null
  payment: { id: number; plan: Plan; status: string } | null
  canceled: boolean
}

export function SeatHistory({ history, base }: { history: HistoryRow[]; base: string }) {
  const { t } = useTranslation('orgseats')
  return (
    <section aria-labelledby="org-seat-history">
      <h2 id="org-seat-history">{t('history.title')}</h2>
      {history.length === 0 ? <p>{t('history.empty')}</p> : null}
      <ul className="org-seat-history" role="list">
        {history.map((h) => (
          <li key={h.payment ? `p${h.payment.id}` : `g${h.startsAt}${h.endsAt}${h.reason}`}>
            <strong>
              {h.kind === 'grant'
                ? t('history.grant', { count: h.seats })
                : t('history.purchase', {
                    count: h.seats,
                    plan: t(`buy.periods.${h.payment?.plan}`),
                    amount: h.amount,
                  })}
            </strong>{' '}
            {h.startsAt && h.endsAt ? (
              <span>{t('history.period', { from: h.startsAt, until: h.endsAt })}</span>
            ) : null}
            {h.reason ? <span className="muted"> · {h.reason}</span> : null}
            {h.canceled && h.payment?.status !== 'refunded' ? (
              <span className="muted"> · {t('history.canceled')}</span>
            ) : null}
            {h.payment && h.payment.status !== 'paid' ? (
              <>
                {' '}
                <span className={h.payment.status === 'pending' ? '' : 'muted'}>
                  · {t(`history.status.${h.payment.status}`)}
                </span>{' '}
                {h.payment.status === 'pending' ? (
                  <a href={`${base}/subscriptions/payment/${h.payment.id}`}>{t('history.open')}</a>
                ) : null}
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
