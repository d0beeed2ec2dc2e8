import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireLogin } from '~/app/kernel/auth/guards.server'
import { formatDay } from '~/app/kernel/i18n/locale'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { ScrollRegion } from '~/app/ui/ScrollRegion'
import { BrazilOnly } from '../HowItWorks'
import { type ReceiptLine, referralReceipts } from '../ledger.server'
import { referralEligibility } from '../links.server'
import { useBrl } from '../ui'

export const handle: RouteHandle = {
  i18n: ['common', 'referral'],
  meta: { title: 'referral:receipts.title', description: 'referral:receipts.description' },
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireLogin(request)
  const eligibility = await referralEligibility(user.id, requestPrefix(request))
  if (eligibility !== 'ok') return { eligibility, lines: [] as ReceiptLine[] }
  return { eligibility, lines: await referralReceipts(user.id) }
}

export default function Receipts() {
  const { eligibility, lines } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation('referral')
  const brl = useBrl()
  if (eligibility !== 'ok') return <BrazilOnly reason={eligibility} />
  const day = (iso: string) => formatDay(iso, i18n.language)
  const stateOf = (line: ReceiptLine) =>
    line.type === 'payout'
      ? line.paidAt
        ? t('receipts.states.payoutPaid', { date: day(line.paidAt) })
        : t('receipts.states.payoutOpen')
      : t(`receipts.states.${line.state}`, { date: day(line.payableAt) })
  return (
    <article className="page referral">
      <h1>{t('receipts.title')}</h1>
      <p className="lead">{t('receipts.description')}</p>
      {lines.length === 0 ? (
        <p>{t('receipts.empty')}</p>
      ) : (
        <ScrollRegion label={t('receipts.title')}>
          <table className="data-table">
            <caption className="visually-hidden">{t('receipts.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('receipts.date')}</th>
                <th scope="col">{t('receipts.entry')}</th>
                <th scope="col">{t('receipts.amount')}</th>
                <th scope="col">{t('receipts.state')}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={`${line.type}-${line.id}`}>
                  <td>{day(line.at)}</td>
                  <td>
                    {line.type === 'payout'
                      ? t('receipts.kinds.payout', { month: line.month })
                      : t(`receipts.kinds.${line.kind}`)}
                  </td>
                  <td>{brl(line.type === 'payout' ? -line.amountCents : line.amountCents)}</td>
                  <td>{stateOf(line)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <p>
        <a href="/br/partner-program">{t('receipts.back')}</a>
      </p>
    </article>
  )
}
