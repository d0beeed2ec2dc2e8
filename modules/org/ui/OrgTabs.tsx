import { useTranslation } from 'react-i18next'
import { Tabs } from '~/app/ui/Tabs'

// The organization area's tabs (docs/product.md#org): most are `?tab=` views of organization.tsx; the courses, the
// course configuration and the subscriptions (ADR 024) are pages of their own.
const TABS = [
  'general',
  'courses',
  'students',
  'professors',
  'managers',
  'classes',
  'progress',
  'institution',
  'subscriptions',
  'configure-courses',
] as const
export type OrgTab = (typeof TABS)[number]
const PAGES: readonly OrgTab[] = ['courses', 'subscriptions', 'configure-courses']
/** Tabs whose label is in the orgcourses namespace (the others' are org's). */
const NEW: readonly OrgTab[] = ['courses', 'configure-courses']

export function orgTabHref(base: string, tab: OrgTab) {
  if (tab === 'general') return base
  return PAGES.includes(tab) ? `${base}/${tab}` : `${base}?tab=${tab}`
}

export function OrgTabs({ base, name, current }: { base: string; name: string; current: OrgTab }) {
  const { t } = useTranslation(['org', 'orgcourses'])
  return (
    <Tabs
      className="org-tabs"
      label={name}
      current={current}
      tabs={TABS.map((tab) => ({
        key: tab,
        href: orgTabHref(base, tab),
        label: NEW.includes(tab) ? t(`orgcourses:tabs.${tab}`) : t(`org:org.tabs.${tab}`),
      }))}
    />
  )
}
