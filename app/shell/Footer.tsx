import { useTranslation } from 'react-i18next'
import { type ShellData, hrefFor } from './Shell'

/** docs/product.md#site-shell: the contact address differs for the br locale. */
export const CONTACT_EMAIL = { br: 'contato@trilha.com.br', gb: 'contact@trilha.dev' } as const
export const FOUNDED = 2016

export function Footer({ data, compact = false }: { data: ShellData; compact?: boolean }) {
  const { t } = useTranslation()
  const email = CONTACT_EMAIL[data.prefix]
  return (
    <footer className={compact ? 'footer footer--compact' : 'footer'}>
      <ul role="list">
        <li>
          <a href={hrefFor(data.prefix, '/terms-of-service')}>{t('footer.terms')}</a>
        </li>
        <li>
          <a href={hrefFor(data.prefix, '/privacy-policy')}>{t('footer.privacy')}</a>
        </li>
        <li>
          <a href={`mailto:${email}`}>{email}</a>
        </li>
      </ul>
      <p>
        © {FOUNDED}–{data.year} Trilha. {t('footer.rights')}
      </p>
    </footer>
  )
}
