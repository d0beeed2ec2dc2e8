import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireAdmin } from '~/app/kernel/auth/guards.server'
import { formatDay } from '~/app/kernel/i18n/locale'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { Pager } from '~/app/ui/Pager'
import { privacyRequestsPage } from '../staff.server'

// /{lang}/staff/privacy: every privacy request with its due date (15 days, docs/privacy.md) and status; admins only.

export const handle: RouteHandle = {
  i18n: ['common', 'privacy'],
  meta: { title: 'privacy:staff.title', description: 'privacy:staff.title' },
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const raw = new URL(request.url).searchParams.get('page') ?? '1'
  const page = /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1
  return {
    prefix: requestPrefix(request),
    lng: requestLng(request),
    page,
    ...(await privacyRequestsPage(page)),
  }
}

export default function StaffPrivacy() {
  const { prefix, lng, page, pages, rows } = useLoaderData<typeof loader>()
  const { t } = useTranslation('privacy')
  return (
    <article className="page privacy-staff">
      <h1>{t('staff.title')}</h1>
      <p className="lead">{t('staff.lead')}</p>
      {rows.length === 0 ? (
        <p>{t('staff.empty')}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('staff.person')}</th>
              <th scope="col">{t('staff.kind')}</th>
              <th scope="col">{t('staff.status')}</th>
              <th scope="col">{t('staff.created')}</th>
              <th scope="col">{t('staff.due')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className={r.overdue ? 'privacy-overdue' : undefined}>
                <td>
                  <a href={`/${prefix}/user/${r.user_id}`}>{r.name}</a>
                </td>
                <td>{t(`staff.kinds.${r.kind}`)}</td>
                <td>
                  {t(`export.status.${r.status}`)}
                  {r.kind === 'export' && r.open ? ` (${r.step}/${r.total_steps})` : ''}
                  {r.kind === 'deletion' && r.status === 'pending' && r.act_after
                    ? ` — ${t('staff.erasesOn', { date: formatDay(r.act_after, lng) })}`
                    : ''}
                  {r.error ? ` — ${r.error}` : ''}
                </td>
                <td>{formatDay(r.created_at, lng)}</td>
                <td>
                  {formatDay(r.due_at, lng)}
                  {r.overdue ? ` — ${t('staff.overdue')}` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager page={page} pages={pages} label={t('staff.pages')} />
    </article>
  )
}
