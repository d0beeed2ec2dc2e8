import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireUser } from '~/app/kernel/auth/guards.server'
import { formatDay } from '~/app/kernel/i18n/locale'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng } from '~/app/kernel/requests/request.server'
import { listAchievements } from '../progress/achievements.server'

export const handle: RouteHandle = {
  i18n: ['common', 'progress'],
  meta: { title: 'progress:achievements.title', description: 'progress:achievements.description' },
}

/** Earned achievements with their date, then the locked ones. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const all = await listAchievements(user.id)
  return {
    earned: all
      .filter((a) => a.earnedAt)
      .map((a) => ({ code: a.code, earnedOn: formatDay(a.earnedAt as string, requestLng(request), 'long') })),
    locked: all.filter((a) => !a.earnedAt).map((a) => ({ code: a.code })),
  }
}

export default function Achievements() {
  const { earned, locked } = useLoaderData<typeof loader>()
  const { t } = useTranslation('progress')
  return (
    <article className="page achievements-page">
      <h1>{t('achievements.title')}</h1>
      <p className="lead">{t('achievements.intro')}</p>
      <section aria-labelledby="earned-title">
        <h2 id="earned-title">{t('achievements.earnedTitle')}</h2>
        {earned.length === 0 ? (
          <p>{t('achievements.noneEarned')}</p>
        ) : (
          <ul className="achievement-list" role="list">
            {earned.map((a) => (
              <li key={a.code} className="achievement achievement--earned">
                <strong>{t(`catalogue.${a.code}.name`)}</strong>
                <span>{t(`catalogue.${a.code}.description`)}</span>
                <span className="achievement-date">{t('achievements.earnedOn', { date: a.earnedOn })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="locked-title">
        <h2 id="locked-title">{t('achievements.lockedTitle')}</h2>
        {locked.length === 0 ? (
          <p>{t('achievements.allEarned')}</p>
        ) : (
          <ul className="achievement-list" role="list">
            {locked.map((a) => (
              <li key={a.code} className="achievement achievement--locked">
                <strong>{t(`catalogue.${a.code}.name`)}</strong>
                <span>{t(`catalogue.${a.code}.description`)}</span>
                <span className="achievement-date">{t('achievements.locked')}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  )
}
