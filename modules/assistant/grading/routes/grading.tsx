import { type LoaderFunctionArgs, data } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireContentCreator } from '~/app/kernel/auth/guards.server'
import { formatMoment } from '~/app/kernel/i18n/locale'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { type ReviewOverview, reviewOverview } from '../review.server'

// Staff: the answers waiting for a person, those in the AI's queue and the latest grades, each with its review
// page (any grade can be overridden there).

export const handle: RouteHandle = {
  i18n: ['common', 'grading'],
  meta: { title: 'grading:review.title' },
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireContentCreator(request)
  const overview = await reviewOverview(requestLng(request))
  return data(
    { prefix: requestPrefix(request), ...overview },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

type Item = ReviewOverview['waiting'][number]

function ReviewTable({
  id,
  title,
  items,
  prefix,
}: { id: string; title: string; items: Item[]; prefix: string }) {
  const { t, i18n } = useTranslation('grading')
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {items.length ? (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('review.exercise')}</th>
              <th scope="col">{t('review.student')}</th>
              <th scope="col">{t('review.sentAt')}</th>
              <th scope="col">{t('review.state')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={`${item.kind}-${item.id}`}>
                <td>
                  <Link to={`/${prefix}/grading/${item.kind}/${item.id}`}>
                    {t(`review.kind.${item.kind}`)}: {item.title}
                  </Link>
                </td>
                <td>{item.student}</td>
                <td>
                  <time dateTime={item.sentAt}>{formatMoment(item.sentAt, i18n.language)}</time>
                </td>
                <td>
                  {t(`review.stateLabel.${item.state}`)}
                  {item.grader === 'staff'
                    ? ` (${t('gradedByStaff')})`
                    : item.grader === 'ai'
                      ? ` (${t('gradedByAi')})`
                      : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t('review.none')}</p>
      )}
    </section>
  )
}

export default function Grading() {
  const { prefix, waiting, pending, recent } = useLoaderData() as ReviewOverview & { prefix: string }
  const { t } = useTranslation('grading')
  return (
    <article className="page grading-review">
      <h1>{t('review.title')}</h1>
      <p>{t('review.intro')}</p>
      <ReviewTable id="grading-waiting" title={t('review.waitingTitle')} items={waiting} prefix={prefix} />
      <ReviewTable id="grading-pending" title={t('review.pendingTitle')} items={pending} prefix={prefix} />
      <ReviewTable id="grading-recent" title={t('review.recentTitle')} items={recent} prefix={prefix} />
    </article>
  )
}
