// The tab bar of the org pages: links (no script), the current one marked for screen readers and CSS.
export function Tabs({
  label,
  tabs,
}: { label: string; tabs: { href: string; text: string; current: boolean }[] }) {
  return (
    <nav className="org-tabs" aria-label={label}>
      <ul role="list">
        {tabs.map((tab) => (
          <li key={tab.href}>
            <a href={tab.href} aria-current={tab.current ? 'page' : undefined}>
              {tab.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
