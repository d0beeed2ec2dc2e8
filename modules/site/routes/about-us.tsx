import { useTranslation } from 'react-i18next'
import type { RouteHandle } from '~/app/kernel/requests/handle'

export const handle: RouteHandle = {
  i18n: ['common', 'site'],
  layout: 'wide',
  meta: { title: 'site:about.title', description: 'site:about.intro' },
}

export default function AboutUs() {
  const { t } = useTranslation('site')
  const facts = t('about.facts', { returnObjects: true }) as { value: string; label: string }[]
  return (
    <article className="page prose">
      <h1>{t('about.title')}</h1>
      <p className="lead">{t('about.intro')}</p>
      <ul className="facts" role="list">
        {facts.map((f) => (
          <li key={f.label}>
            <strong>{f.value}</strong>
            <span>{f.label}</span>
          </li>
        ))}
      </ul>
      <h2>{t('about.missionTitle')}</h2>
      <p>{t('about.mission')}</p>
      <h2>{t('about.agesTitle')}</h2>
      <p>{t('about.ages')}</p>
    </article>
  )
}
