import type { ReactNode } from 'react'
import { type PagedFeature, featureHref } from '~/app/shell/nav'

/**
 * A link inside a page to a feature's own page (the PRO subscription, the partner program), or nothing while the
 * feature's switch is off (FEATURES in app/shell/nav.ts): every such link obeys the switch the menus obey, and
 * none leads to a "coming soon" page (issue 16 item 7). The sentence around it must read well without it.
 */
export function FeatureLink({
  feature,
  prefix,
  className,
  children,
}: {
  feature: PagedFeature
  prefix: string
  className?: string
  children: ReactNode
}) {
  const href = featureHref(feature, prefix)
  return href ? (
    <a className={className} href={href}>
      {children}
    </a>
  ) : null
}
