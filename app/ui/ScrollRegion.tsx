import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * A wide table on a phone: the box scrolls sideways instead of the page (issue 16 item 3). It is a
 * named region in the tab order, so a keyboard user can reach it and scroll it with the arrow keys,
 * and a visible hint (shown on narrow screens only, by CSS) says there is more to the side.
 * `labelledBy` names the region after the heading above it; `label` when there is none.
 */
export function ScrollRegion({
  labelledBy,
  label,
  className,
  children,
}: { labelledBy?: string; label?: string; className?: string; children: ReactNode }) {
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
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
      >
        {children}
      </div>
    </>
  )
}
