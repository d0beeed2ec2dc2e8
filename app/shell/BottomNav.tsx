import { useTranslation } from 'react-i18next'
import { type ShellData, hrefFor } from './Shell'
import { Icon } from './icons'
import { BOTTOM_TABS } from './nav'

export function BottomNav({ data }: { data: ShellData }) {
  const { t } = useTranslation()
  const current = data.path.split('?')[0]
  return (
    <nav className="bottom-nav" aria-label={t('nav.bottomLabel')}>
      {BOTTOM_TABS.map((tab) => {
        const href = hrefFor(data.prefix, tab.to)
        return (
          <a key={tab.key} href={href} aria-current={current === href ? 'page' : undefined}>
            <Icon name={tab.icon} />
            <span>{t(`nav.${tab.key}`)}</span>
          </a>
        )
      })}
    </nav>
  )
}
