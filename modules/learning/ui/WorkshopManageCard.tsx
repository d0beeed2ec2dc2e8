import { useTranslation } from 'react-i18next'

/**
 * The manage card editors of a project or math exercise see on its page (docs/product.md#kernel-roles-and-
 * permissions: "editors of an exercise or project see a manage card"); the page shows it only to them.
 */
export function WorkshopManageCard({ editHref, id }: { editHref: string; id: string }) {
  const { t } = useTranslation('workshop')
  return (
    <aside className="card manage-card" aria-labelledby={id}>
      <h2 id={id}>{t('manage.title')}</h2>
      <p className="field-hint">{t('manage.help')}</p>
      <a className="button" href={editHref}>
        {t('manage.edit')}
      </a>
    </aside>
  )
}
