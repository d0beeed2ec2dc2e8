import { useRouteLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import type { ShellData } from '~/app/shell/Shell'

export const handle: RouteHandle = {
  i18n: ['common', 'site'],
  meta: { title: 'site:welcome.title', description: 'site:welcome.lead' },
}

/** docs/product.md#site-pages: beginners are offered the how-to-learn course, experienced users the exercises list. */
export const HOW_TO_LEARN_COURSE = 'introducao-a-programacao'

export default function Welcome() {
  const { t } = useTranslation('site')
  const shell = useRouteLoaderData('root') as ShellData
  const p = shell.prefix
  return (
    <article className="page narrow welcome">
      <h1>{t('welcome.title')}</h1>
      <p className="lead">{t('welcome.lead')}</p>
      <div className="choice-grid">
        <a className="choice-card" href={`/${p}/course/${HOW_TO_LEARN_COURSE}`}>
          <h2>{t('welcome.beginner.title')}</h2>
          <p>{t('welcome.beginner.text')}</p>
          <span className="button">{t('welcome.beginner.cta')}</span>
        </a>
        <a className="choice-card" href={`/${p}/exercises`}>
          <h2>{t('welcome.experienced.title')}</h2>
          <p>{t('welcome.experienced.text')}</p>
          <span className="button button--ghost">{t('welcome.experienced.cta')}</span>
        </a>
      </div>
    </article>
  )
}
