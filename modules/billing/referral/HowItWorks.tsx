import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { MINIMUM_PAYOUT_CENTS, REWARD_CENTS, SIGNUP_THRESHOLD, WITHDRAWAL_DAYS } from './rules'
import { useBrl } from './ui'

/** The rules as the page states them, from the same numbers the ledger uses. */
export function HowItWorks() {
  const { t } = useTranslation('referral')
  const brl = useBrl()
  return (
    <section aria-labelledby="referral-how-title" className="card referral-card">
      <h2 id="referral-how-title">{t('how.title')}</h2>
      <ul>
        <li>{t('how.share')}</li>
        <li>{t('how.signup', { amount: brl(REWARD_CENTS.signup), ...SIGNUP_THRESHOLD })}</li>
        <li>{t('how.monthly', { amount: brl(REWARD_CENTS.pro_monthly) })}</li>
        <li>{t('how.annual', { amount: brl(REWARD_CENTS.pro_annual) })}</li>
        <li>{t('how.window', { days: WITHDRAWAL_DAYS })}</li>
        <li>{t('how.payout', { amount: brl(MINIMUM_PAYOUT_CENTS) })}</li>
        <li>{t('how.self')}</li>
      </ul>
    </section>
  )
}

/** docs/product.md#billing: Brazil only — the /gb locale, or a user whose institution is abroad. */
export function BrazilOnly({ reason, children }: { reason: 'locale' | 'country'; children?: ReactNode }) {
  const { t } = useTranslation('referral')
  return (
    <article className="page referral">
      <h1>{t('title')}</h1>
      <p className="lead">{t(`brazilOnly.${reason}`)}</p>
      {reason === 'locale' ? (
        <p>
          <a href="/br/partner-program" hrefLang="pt-BR">
            {t('brazilOnly.localeLink')}
          </a>
        </p>
      ) : null}
      {children}
    </article>
  )
}
