import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { type Lng, PREFIX_BY_LNG } from '~/app/kernel/i18n/locale'

export type PracticeSection = 'exercises' | 'submissions' | 'community-submissions'

const ITEMS: { section: PracticeSection; key: string }[] = [
  { section: 'exercises', key: 'menu.exercises' },
  { section: 'submissions', key: 'menu.submissions' },
  { section: 'community-submissions', key: 'menu.community' },
]

/**
 * The exercise side menu of docs/product.md#judge-practice-pages: exercises, submissions, community submissions. Plain links (no JS);
 * routes that show it declare the `practice` namespace. `current` marks the page the user is on.
 */
export function PracticeMenu({ current }: { current?: PracticeSection }) {
  const { t, i18n } = useTranslation('practice')
  const prefix = PREFIX_BY_LNG[i18n.language as Lng] ?? 'br'
  return (
    <nav className="practice-menu" aria-label={t('menu.label')}>
      <ul role="list">
        {ITEMS.map((item) => (
          <li key={item.section}>
            <a
              href={`/${prefix}/${item.section}`}
              aria-current={item.section === current ? 'page' : undefined}
            >
              {t(item.key)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** A practice page: the side menu beside (on narrow screens, above) the page's content. */
export function PracticeLayout({ current, children }: { current?: PracticeSection; children: ReactNode }) {
  return (
    <div className="practice-layout">
      <PracticeMenu current={current} />
      <div className="practice-main">{children}</div>
    </div>
  )
}
