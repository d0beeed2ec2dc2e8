import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoment } from '~/app/kernel/i18n/locale'
import { Notice } from '~/app/ui/forms'
import type { PaymentView } from '../payments/checkout.server'

// Where a payment stands, as both payment pages show it: a user's PRO payment (/subscription/payment/:id) and an
// organization's seat purchase (org's subscriptions tab, ADR 029). Waiting: the PIX QR code (SVG made on the
// server) and its copy-and-paste code, or the card's hosted checkout link; paid: `paid`; else why not, and
// `retry` (a form) where a new charge can be asked. Its words are the subscription namespace's.

export function PaymentState({
  payment,
  lng,
  here,
  paid,
  retry,
}: {
  payment: PaymentView
  lng: string
  /** This page (the "refresh" link). */
  here: string
  /** What a paid payment gave. */
  paid: ReactNode
  /** Shown when the payment expired or failed. */
  retry?: ReactNode
}) {
  const { t } = useTranslation('subscription')
  if (payment.state === 'paid') return <Notice tone="success">{paid}</Notice>
  if (payment.state !== 'waiting')
    return (
      <>
        <Notice tone="warning">{t(`payment.${payment.state}`)}</Notice>
        {payment.state === 'expired' || payment.state === 'failed' ? retry : null}
      </>
    )
  return (
    <>
      {payment.qrSvg ? (
        <>
          <p>{t('payment.waitingPix')}</p>
          <div
            className="billing-qr"
            role="img"
            aria-label="QR code PIX"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG made on our server by `qrcode` (paths only, no text from anyone)
            dangerouslySetInnerHTML={{ __html: payment.qrSvg }}
          />
          <label className="field" htmlFor="pix-code">
            {t('payment.copyCode')}
          </label>
          <textarea id="pix-code" className="billing-code" readOnly rows={4} value={payment.pixCode ?? ''} />
          {payment.expiresAt ? (
            <p>{t('payment.expiresAt', { at: formatMoment(payment.expiresAt, lng) })}</p>
          ) : null}
          {payment.demoUrl ? (
            <p className="billing-demo">
              <a href={payment.demoUrl} target="_blank" rel="noreferrer">
                {t('payment.demo')}
              </a>
            </p>
          ) : null}
        </>
      ) : (
        <>
          <p>{t('payment.waitingCard')}</p>
          {payment.checkoutUrl ? (
            <p>
              <a className="button" href={payment.checkoutUrl}>
                {t('payment.continueCard')}
              </a>
            </p>
          ) : null}
        </>
      )}
      <p>
        {t('payment.waitingNote')} <a href={here}>{t('payment.refresh')}</a>
      </p>
    </>
  )
}
