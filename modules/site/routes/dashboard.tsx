import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireUser } from '~/app/kernel/guards.server'
import type { RouteHandle } from '~/app/kernel/handle'
import { displayName, rolesOf } from '~/app/kernel/policy'
import { requestPrefix } from '~/app/kernel/request.server'

export const handle: RouteHandle = {
  i18n: ['common', 'site'],
  meta: { title: 'site:dashboard.title', description: 'site:dashboard.description' },
}

/** Logged in only. Later issues fill it (continue where you stopped, streak, XP, levels). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  return {
    prefix: requestPrefix(request),
    name: displayName(user.name),
    level: user.level,
    roles: rolesOf(user),
  }
}

export default function Dashboard() {
  const { name, level, roles, prefix } = useLoaderData<typeof loader>()
  const { t } = useTranslation('site')
  return (
    <article className="page dashboard">
      <h1>{t('dashboard.hello', { name })}</h1>
      <p className="lead">{t('dashboard.lead')}</p>
      <ul className="tag-list" role="list" aria-label={t('dashboard.roles')}>
        {roles.map((r) => (
          <li key={r} className="tag">
            {t(`roles.${r}`)}
          </li>
        ))}
      </ul>
      <div className="card-grid">
        <a className="card" href={`/${prefix}/courses`}>
          <h2>{t('dashboard.cards.courses.title')}</h2>
          <p>{t('dashboard.cards.courses.text')}</p>
        </a>
        <a className="card" href={`/${prefix}/exercises`}>
          <h2>{t('dashboard.cards.exercises.title')}</h2>
          <p>{t('dashboard.cards.exercises.text')}</p>
        </a>
        <a className="card" href={`/${prefix}/ranking/monthly`}>
          <h2>{t('dashboard.cards.ranking.title')}</h2>
          <p>{t('dashboard.cards.ranking.text', { level })}</p>
        </a>
      </div>
    </article>
  )
}
