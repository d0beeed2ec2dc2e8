import { useTranslation } from 'react-i18next'
import { type ShellData, hrefFor } from './Shell'
import { Icon } from './icons'

/** The top bar's search: a GET form to the results page (works without JavaScript). */
export function SearchBox({ prefix }: { prefix: ShellData['prefix'] }) {
  const { t } = useTranslation()
  return (
    <form className="search" method="get" action={hrefFor(prefix, '/search')} role="search">
      <label className="visually-hidden" htmlFor="top-search">
        {t('shell.search')}
      </label>
      <Icon name="search" size={16} />
      <input
        id="top-search"
        type="search"
        name="q"
        placeholder={t('shell.searchPlaceholder')}
        maxLength={100}
      />
    </form>
  )
}
