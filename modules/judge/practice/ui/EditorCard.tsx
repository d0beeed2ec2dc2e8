import { useTranslation } from 'react-i18next'

/**
 * The manage card content creators see on a source or subject page (docs/product.md#kernel-roles-and-permissions:
 * editors see a manage card): a link to its editor (learning's content pages, issue 21). The page shows it only
 * to them.
 */
export function EditorCard({ href, kind }: { href: string; kind: 'source' | 'subject' }) {
  const { t } = useTranslation('practice')
  return (
    <aside className="card manage-card" aria-labelledby="manage-title">
      <h2 id="manage-title">{t(`manage.${kind}`)}</h2>
      <a className="button" href={href}>
        {t('manage.edit')}
      </a>
    </aside>
  )
}
