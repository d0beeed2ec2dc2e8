// Tabs as links (?tab=…): each is its own server-rendered page, so they work without JavaScript.
export function Tabs({
  label,
  current,
  tabs,
}: {
  label: string
  current: string
  tabs: { key: string; label: string; href: string }[]
}) {
  return (
    <nav className="live-tabs" aria-label={label}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <a href={tab.href} aria-current={tab.key === current ? 'page' : undefined}>
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
