// Tabs as links (?tab=… or another page): each tab is its own server-rendered page, so they work without
// JavaScript; the current one is marked for screen readers and CSS. `className` is the module's look.
export function Tabs({
  label,
  current,
  tabs,
  className,
}: {
  label: string
  current: string
  tabs: { key: string; label: string; href: string }[]
  className: string
}) {
  return (
    <nav className={className} aria-label={label}>
      <ul role="list">
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
