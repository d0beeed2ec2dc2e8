import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type ShellData, hrefFor } from './Shell'
import { Icon } from './icons'

/** docs/product.md#social-search: the suggestions wait 500 ms after the last keystroke. */
const DEBOUNCE_MS = 500
const LISTBOX_ID = 'top-search-listbox'
/** API path segment → item type (GET /api/search/{users,exercises,lessons,posts}, docs/product.md#social-search). */
const KINDS = [
  ['users', 'user'],
  ['exercises', 'exercise'],
  ['lessons', 'lesson'],
  ['posts', 'post'],
] as const
type Kind = (typeof KINDS)[number][1]

/** The API's result item (modules/social/search/items.ts); the shell ships to the browser, so not imported. */
interface Suggestion {
  id: number
  title: string
  type: Kind
  color?: string
  score?: { value: number; color: string } | null
  course?: { id: string; title: string }
  lesson?: { id: number; title: string }
  url?: string
}

interface Option {
  key: string
  href: string
  item: Suggestion | null
}

function hrefOf(prefix: ShellData['prefix'], item: Suggestion): string {
  switch (item.type) {
    case 'user':
      return hrefFor(prefix, `/user/${item.id}`)
    case 'exercise':
      return hrefFor(prefix, `/exercise/${item.id}`)
    case 'lesson':
      return hrefFor(prefix, `/course/${item.course?.id}/lesson/${item.lesson?.id ?? item.id}`)
    case 'post':
      return hrefFor(prefix, `/blog/${item.url}`)
  }
}

const optionId = (index: number) => `${LISTBOX_ID}-${index}`

/**
 * The top bar's search: a GET form to the results page, which is all a page without JavaScript gets. On a
 * hydrated page it also suggests: 500 ms after typing stops, the four kinds are asked for together (a newer
 * search aborts the older one) and shown in a listbox under the box (ARIA combobox: arrows move, Enter
 * follows, Escape closes then clears). Blur clears the suggestions; a pressed suggestion keeps the focus.
 */
export function SearchBox({ prefix }: { prefix: ShellData['prefix'] }) {
  const { t, i18n } = useTranslation()
  // False while the markup must match the server's, and forever on pages that ship no JavaScript.
  const [ready, setReady] = useState(false)
  const [query, setQuery] = useState('')
  const [groups, setGroups] = useState<{ kind: Kind; items: Suggestion[] }[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [active, setActive] = useState(-1)
  const timer = useRef<ReturnType<typeof setTimeout>>()
  const inflight = useRef<AbortController | null>(null)

  useEffect(() => {
    setReady(true)
    return () => {
      clearTimeout(timer.current)
      inflight.current?.abort()
    }
  }, [])

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' })
  }, [active])

  const seeAll = `${hrefFor(prefix, '/search')}?q=${encodeURIComponent(query)}`
  const options: Option[] = groups
    ? [
        ...groups.flatMap((g) =>
          g.items.map((item) => ({ key: `${item.type}-${item.id}`, href: hrefOf(prefix, item), item })),
        ),
        { key: 'all', href: seeAll, item: null },
      ]
    : []
  const found = options.length - 1

  function close() {
    clearTimeout(timer.current)
    inflight.current?.abort()
    inflight.current = null
    setGroups(null)
    setFailed(false)
    setActive(-1)
  }

  async function suggest(q: string) {
    const controller = new AbortController()
    inflight.current = controller
    const ask = (path: string) =>
      fetch(`/api/search/${path}?search=${encodeURIComponent(q)}&locale=${prefix}`, {
        signal: controller.signal,
        headers: { Accept: 'application/json' },
      }).then((res) => {
        if (!res.ok) throw new Error(`search ${path}: ${res.status}`)
        return res.json() as Promise<Suggestion[]>
      })
    try {
      const lists = await Promise.all(KINDS.map(([path]) => ask(path)))
      if (controller.signal.aborted) return
      setGroups(KINDS.map(([, kind], i) => ({ kind, items: lists[i] })))
      setFailed(false)
    } catch {
      if (controller.signal.aborted) return
      setGroups([])
      setFailed(true)
    }
    setActive(-1)
  }

  function schedule(value: string) {
    setQuery(value.trim())
    clearTimeout(timer.current)
    inflight.current?.abort()
    if (!value.trim()) return close()
    timer.current = setTimeout(() => void suggest(value.trim()), DEBOUNCE_MS)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      event.preventDefault()
      if (groups) return close()
      event.currentTarget.value = ''
      return schedule('')
    }
    if (!groups || options.length === 0) return
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setActive((a) => (a + 1) % options.length)
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setActive((a) => (a <= 0 ? options.length - 1 : a - 1))
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault()
      window.location.assign(options[active].href)
    }
  }

  const open = ready && groups !== null
  const option = (o: Option, index: number, label: ReactNode) => (
    <a
      key={o.key}
      id={optionId(index)}
      role="option"
      aria-selected={index === active}
      className={o.item ? 'search-option' : 'search-option search-option--all'}
      href={o.href}
      tabIndex={-1}
    >
      {label}
    </a>
  )
  // Each group's first option index in `options` (groups are laid out in the same order).
  const starts: number[] = []
  let next = 0
  for (const g of groups ?? []) {
    starts.push(next)
    next += g.items.length
  }
  return (
    <form
      className="search"
      method="get"
      action={hrefFor(prefix, '/search')}
      role="search"
      aria-label={t('shell.siteSearch')}
    >
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
        onInput={ready ? (e) => schedule(e.currentTarget.value) : undefined}
        onFocus={
          ready
            ? (e) => {
                // The suggestions' words load on first use, never while the page is still hydrating.
                void i18n.loadNamespaces('search')
                if (e.currentTarget.value.trim()) schedule(e.currentTarget.value)
              }
            : undefined
        }
        onBlur={ready ? close : undefined}
        onKeyDown={ready ? onKeyDown : undefined}
        {...(ready && {
          role: 'combobox',
          autoComplete: 'off',
          'aria-autocomplete': 'list' as const,
          'aria-expanded': open,
          'aria-controls': LISTBOX_ID,
          'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
        })}
      />
      {ready ? (
        <span className="visually-hidden" role="status">
          {open ? t('search:suggestions.count', { count: found }) : ''}
        </span>
      ) : null}
      {open ? (
        // Pressing a suggestion must not blur the input first (blur closes the list before the click lands).
        <div
          className="search-menu"
          id={LISTBOX_ID}
          role="listbox"
          tabIndex={-1}
          aria-label={t('search:suggestions.label')}
          onMouseDown={(e) => e.preventDefault()}
        >
          {groups.map((g, gi) =>
            g.items.length === 0 ? null : (
              <div key={g.kind} role="group" aria-labelledby={`${LISTBOX_ID}-${g.kind}`}>
                <div role="presentation" id={`${LISTBOX_ID}-${g.kind}`} className="search-menu-heading">
                  {t(`search:sections.${g.kind}`)}
                </div>
                {g.items.map((item, i) =>
                  option(options[starts[gi] + i], starts[gi] + i, <SuggestionLabel item={item} />),
                )}
              </div>
            ),
          )}
          {found === 0 ? (
            <p className="search-menu-empty" role="presentation">
              {failed ? t('search:suggestions.failed') : t('search:suggestions.empty')}
            </p>
          ) : null}
          {option(options[found], found, t('search:suggestions.seeAll'))}
        </div>
      ) : null}
    </form>
  )
}

function SuggestionLabel({ item }: { item: Suggestion }) {
  const { t } = useTranslation()
  return (
    <>
      <span className={item.type === 'user' ? `name--${item.color}` : undefined}>{item.title}</span>
      {item.score ? (
        <span className={`search-score search-score--${item.score.color}`}>
          <span className="visually-hidden">{t('search:score', { value: item.score.value })}</span>
          <span aria-hidden="true">{item.score.value}</span>
        </span>
      ) : null}
      {item.course ? <span className="search-meta">{item.course.title}</span> : null}
    </>
  )
}
