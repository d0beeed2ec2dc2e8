import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireLogin } from '~/app/kernel/auth/guards.server'
import { can } from '~/app/kernel/auth/policy'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { env } from '~/app/kernel/runtime/env.server'
import { BrazilOnly, HowItWorks } from '../HowItWorks'
import { referralBalance } from '../ledger.server'
import { findLink, referralEligibility } from '../links.server'
import { useBrl } from '../ui'

export const handle: RouteHandle = {
  i18n: ['common', 'referral'],
  meta: { title: 'referral:title', description: 'referral:description' },
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireLogin(request)
  const prefix = requestPrefix(request)
  const eligibility = await referralEligibility(user.id, prefix)
  const staff = can(user, 'admin')
  if (eligibility !== 'ok') return { eligibility, staff, prefix } as const
  const link = await findLink(user.id)
  return {
    eligibility,
    staff,
    prefix,
    link: link
      ? {
          identifier: link.identifier,
          url: `${env().publicUrl}/br?ref=${encodeURIComponent(link.identifier)}`,
          pixKeyType: link.pix_key_type,
          pixKey: link.pix_key,
          ownerName: link.owner_name,
        }
      : null,
    balance: await referralBalance(user.id),
  } as const
}

export default function PartnerProgram() {
  const data = useLoaderData<typeof loader>()
  const { t } = useTranslation('referral')
  const brl = useBrl()
  const staffLink = data.staff ? (
    <p>
      <a href={`/${data.prefix}/partner-program/payouts`}>{t('main.staff')}</a>
    </p>
  ) : null
  if (data.eligibility !== 'ok') return <BrazilOnly reason={data.eligibility}>{staffLink}</BrazilOnly>
  const { link, balance } = data
  return (
    <article className="page referral">
      <h1>{t('title')}</h1>
      <p className="lead">{t('description')}</p>
      {link ? (
        <section aria-labelledby="referral-link-title" className="card referral-card">
          <h2 id="referral-link-title">{t('main.yourLink')}</h2>
          <p className="referral-url">
            <code>{link.url}</code>
          </p>
          <p>{t('main.identifier', { identifier: link.identifier })}</p>
          <p>
            {t('main.pix', {
              type: t(`pixTypes.${link.pixKeyType}`),
              key: link.pixKey,
              owner: link.ownerName,
            })}
          </p>
        </section>
      ) : (
        <section className="card referral-card">
          <p>{t('main.noLink')}</p>
          <p>
            <a className="button" href="/br/partner-program/link">
              {t('main.create')}
            </a>
          </p>
        </section>
      )}
      <section aria-labelledby="referral-balance-title" className="card referral-card">
        <h2 id="referral-balance-title">{t('main.balance')}</h2>
        <dl className="referral-balance">
          <dt>{t('main.available')}</dt>
          <dd>{brl(balance.availableCents)}</dd>
          <dt>{t('main.pending')}</dt>
          <dd>{brl(balance.pendingCents)}</dd>
          <dt>{t('main.inPayout')}</dt>
          <dd>{brl(balance.inPayoutCents)}</dd>
          <dt>{t('main.paid')}</dt>
          <dd>{brl(balance.paidCents)}</dd>
          <dt>{t('main.invited')}</dt>
          <dd>{balance.invited}</dd>
        </dl>
        <p>
          <a href="/br/partner-program/receipts">{t('main.receipts')}</a>
        </p>
      </section>
      <HowItWorks />
      {staffLink}
    </article>
  )
}
