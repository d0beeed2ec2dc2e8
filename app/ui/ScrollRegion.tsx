import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * A wide table on a phone: the box scrolls sideways instead of the page (issue 16 item 3). It is a
 * named region in the tab order, so a keyboard user can reach it and scroll it with the arrow keys,
 * and a visible hint (shown on narrow screens only, by CSS) says there is more to the side.
 * `label` is the table's subject (its heading or caption); the region's name adds "scrollable table", so it
 * differs from a section named by the same heading (axe landmark-unique).
 */
export function ScrollRegion({
  label,
  className,
  children,
}: { label: string; className?: string; children: ReactNode }) {
  const { t } = useTranslation('common')
  return (
    <>
      <p className="scroll-hint" aria-hidden="true">
        {t('ui.scrollHint')}
      </p>
      <div
        className={className ? `scroll-region ${className}` : 'scroll-region'}
        role="region"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be keyboard-reachable (WCAG 2.1.1; axe scrollable-region-focusable)
        tabIndex={0}
        aria-label={t('ui.scrollRegion', { name: label })}
      >
        {children}
      </div>
    </>
  )
}
