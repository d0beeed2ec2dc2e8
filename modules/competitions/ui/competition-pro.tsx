import { useTranslation } from 'react-i18next'
import type { Prefix } from '~/app/kernel/i18n/locale'
import { FeatureLink } from '~/app/ui/FeatureLink'

/** What a free user sees instead of a PRO feature: what it is and where to get PRO. */
export function ProOnly({ prefix, message }: { prefix: Prefix; message: string }) {
  const { t } = useTranslation('competitions')
  return (
    <article className="page competition-pro">
      <h1>{t('pro.title')}</h1>
      <p className="lead">{message}</p>
      <p>
        <FeatureLink feature="pro" prefix={prefix} className="button pro-button">
          {t('pro.link')}
        </FeatureLink>
      </p>
      <p>
        <a href={`/${prefix}/competitions`}>{t('page.back')}</a>
      </p>
    </article>
  )
}
