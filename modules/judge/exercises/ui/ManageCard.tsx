import { useTranslation } from 'react-i18next'
import type { ExerciseVisibility } from '~/db/schema'

export interface ManageCardProps {
  exerciseId: number
  prefix: 'br' | 'gb'
  visibility: ExerciseVisibility
  /** Tests in the imported package, when the page knows it. */
  testCount?: number
}

/**
 * docs/product.md#judge-exercises: editors of an exercise see a manage card. The page shows it only to them (the author or staff);
 * the route using it must load the `content` namespace.
 */
export function ManageCard({ exerciseId, prefix, visibility, testCount }: ManageCardProps) {
  const { t } = useTranslation('content')
  const edit = `/${prefix}/exercise/${exerciseId}/edit`
  return (
    <aside className="card manage-card" aria-labelledby={`manage-${exerciseId}`}>
      <h2 id={`manage-${exerciseId}`}>{t('manage.title')}</h2>
      <p>
        {t('manage.visibility')}: <span className="tag">{t(`visibility.${visibility}`)}</span>
      </p>
      <p className="field-hint">{t(`manage.visibilityHint.${visibility}`)}</p>
      {testCount !== undefined ? (
        <p>{testCount > 0 ? t('manage.tests', { count: testCount }) : t('manage.noTests')}</p>
      ) : null}
      <ul className="manage-links">
        <li>
          <a className="button" href={edit}>
            {t('manage.edit')}
          </a>
        </li>
        <li>
          <a className="button button--ghost" href={`${edit}#package`}>
            {t('manage.package')}
          </a>
        </li>
        <li>
          <a href={`/${prefix}/content/exercises`}>{t('manage.mine')}</a>
        </li>
      </ul>
    </aside>
  )
}
