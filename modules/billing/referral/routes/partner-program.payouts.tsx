import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireAdmin } from '~/app/kernel/auth/guards.server'
import { formatDay } from '~/app/kernel/i18n/locale'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { now } from '~/app/kernel/runtime/clock.server'
import { ScrollRegion } from '~/app/ui/ScrollRegion'
import { FieldErrors, Notice } from '~/app/ui/forms'
import { monthToClose } from '../month.server'
import { closeMonth, markPayoutPaid, payoutBatch, payoutMonths } from '../payouts.server'
import { MINIMUM_PAYOUT_CENTS } from '../rules'
import { markPaidSchema } from '../schemas'
import { useBrl } from '../ui'

export const handle: RouteHandle = {
  i18n: ['common', 'referral'],
  meta: { title: 'referral:payouts.title', description: 'referral:payouts.description' },
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const url = new URL(request.url)
  const asked = url.searchParams.get('month') ?? ''
  const month = MONTH.test(asked) ? asked : monthToClose(now()).month
  const closed = url.searchParams.get('closed')
  return {
    prefix: requestPrefix(request),
    month,
    months: [...new Set([month, ...(await payoutMonths())])].sort().reverse(),
    batch: await payoutBatch(month),
    closed: closed !== null && /^\d+$/.test(closed) ? Number(closed) : null,
    marked: url.searchParams.has('marked'),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireAdmin(request)
  const base = `/${requestPrefix(request)}/partner-program/payouts`
  const formData = await request.formData()
  if (formData.get('intent') === 'close') {
    const result = await closeMonth(now())
    return redirect(`${base}?month=${result.month}&closed=${result.created}`)
  }
  const submission = parseWithZod(formData, { schema: markPaidSchema })
  const month = String(formData.get('month') ?? '')
  const kept = {
    payoutId: Number(formData.get('payoutId')),
    endToEndId: String(formData.get('endToEndId') ?? ''),
  }
  if (submission.status !== 'success') {
    const error = submission.error?.endToEndId?.[0] ?? 'errors.notFound'
    return Response.json({ ...kept, error }, { status: 422 })
  }
  const result = await markPayoutPaid(submission.value.payoutId, submission.value.endToEndId, staff.id)
  if (!result.ok) {
    const error = {
      not_found: 'errors.notFound',
      already_paid: 'errors.alreadyPaid',
      e2e_used: 'errors.endToEndUsed',
    }[result.reason]
    return Response.json({ ...kept, error }, { status: 409 })
  }
  return redirect(`${base}?month=${MONTH.test(month) ? month : ''}&marked=1`)
}

export default function Payouts() {
  const { prefix, month, months, batch, closed, marked } = useLoaderData<typeof loader>()
  const failed = useActionData<{ payoutId: number; endToEndId: string; error: string }>()
  const { t, i18n } = useTranslation('referral')
  const brl = useBrl()
  return (
    <article className="page referral">
      <h1>{t('payouts.title')}</h1>
      <p className="lead">{t('payouts.description')}</p>
      {closed !== null ? (
        <Notice tone="success">{t('payouts.closed', { month, count: closed })}</Notice>
      ) : null}
      {marked ? <Notice tone="success">{t('payouts.marked')}</Notice> : null}
      <Form method="post" className="referral-close">
        <input type="hidden" name="intent" value="close" />
        <p>{t('payouts.closeHint', { amount: brl(MINIMUM_PAYOUT_CENTS) })}</p>
        <button type="submit" className="button">
          {t('payouts.close')}
        </button>
      </Form>
      <Form method="get" className="referral-month">
        <label htmlFor="payout-month">{t('payouts.month')}</label>
        <select id="payout-month" name="month" defaultValue={month}>
          {months.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--ghost">
          {t('payouts.show')}
        </button>
      </Form>
      <h2>{month}</h2>
      {batch.length === 0 ? (
        <p>{t('payouts.empty')}</p>
      ) : (
        <>
          <p>
            <a href={`/${prefix}/partner-program/payouts/csv?month=${month}`} download>
              {t('payouts.csv')}
            </a>
          </p>
          <ScrollRegion label={t('payouts.title')}>
            <table className="data-table">
              <caption className="visually-hidden">{t('payouts.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('payouts.name')}</th>
                  <th scope="col">{t('payouts.user')}</th>
                  <th scope="col">{t('payouts.pixKey')}</th>
                  <th scope="col">{t('payouts.amount')}</th>
                  <th scope="col">{t('payouts.status')}</th>
                </tr>
              </thead>
              <tbody>
                {batch.map((p) => {
                  const error = failed?.payoutId === p.id ? failed : null
                  const inputId = `e2e-${p.id}`
                  return (
                    <tr key={p.id}>
                      <td>{p.ownerName}</td>
                      <td>{p.userName}</td>
                      <td>
                        {t(`pixTypes.${p.pixKeyType}`)}: {p.pixKey}
                      </td>
                      <td>{brl(p.amountCents)}</td>
                      <td>
                        {p.paidAt ? (
                          t('payouts.paid', { date: formatDay(p.paidAt, i18n.language), id: p.endToEndId })
                        ) : (
                          <Form method="post" className="referral-mark">
                            <input type="hidden" name="payoutId" value={p.id} />
                            <input type="hidden" name="month" value={month} />
                            <label htmlFor={inputId}>{t('payouts.endToEnd')}</label>
                            <input
                              id={inputId}
                              name="endToEndId"
                              defaultValue={error?.endToEndId}
                              maxLength={40}
                              aria-invalid={error ? true : undefined}
                              aria-describedby={error ? `${inputId}-error` : undefined}
                            />
                            {error ? <FieldErrors id={`${inputId}-error`} errors={[t(error.error)]} /> : null}
                            <button type="submit" className="button">
                              {t('payouts.markPaid')}
                            </button>
                          </Form>
                        )}
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </ScrollRegion>
        </>
      )}
    </article>
  )
}
