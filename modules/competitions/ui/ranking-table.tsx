// The rankings' shared pieces: the ranking links, the table, the viewer's own position.
import { useLocation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { displayName } from '~/app/kernel/auth/policy'
import { RANKING_LINKS } from '~/app/shell/nav'
import { Pager, pageHref } from '~/app/ui/Pager'
import { ScrollRegion } from '~/app/ui/ScrollRegion'
import type { UserColor } from '~/db/schema'
import { formatNumber, updatedAtParts } from './ranking-format'

export type RankingLinkKey = (typeof RANKING_LINKS)[number] | 'hub' | 'institution'
export type Subject = 'user' | 'institution' | 'team'

export interface RowView {
  position: number
  id: number
  name: string
  color: UserColor | null
  institution: string | null
  score: number
  solved: number
  me: boolean
  /** The general position (an institution's internal ranking). */
  overall?: number
}

export interface ListView {
  rows: RowView[]
  page: number
  pages: number
  total: number
  updatedAt: string | null
  mine: { id: number; position: number; page: number } | null
}

const LINK_PATH: Record<Exclude<RankingLinkKey, 'institution'>, string> = {
  hub: 'rankings',
  monthly: 'ranking/monthly',
  users: 'ranking/users',
  institutions: 'ranking/institutions',
  teams: 'ranking/teams',
  friends: 'ranking/friends',
  replays: 'ranking/replays',
}

/** "Ranking links: monthly, users, institutions, teams, friends, replays" (docs/product.md#competitions-rankings), after the hub. */
/** `current` null: a page beside the rankings (the halls of fame) marks none of them. */
export function RankingNav({ prefix, current }: { prefix: string; current: RankingLinkKey | null }) {
  const { t } = useTranslation('rankings')
  const keys = ['hub', ...RANKING_LINKS] as const
  // The internal ranking of an institution sits under the institutions ranking.
  const active = current === 'institution' ? 'institutions' : current
  return (
    <nav className="ranking-nav" aria-label={t('nav.label')}>
      <ul role="list">
        {keys.map((key) => (
          <li key={key}>
            <a
              href={`/${prefix}/${LINK_PATH[key]}`}
              aria-current={key === active ? (key === current ? 'page' : 'true') : undefined}
            >
              {t(`nav.${key}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function RankingPage(props: {
  prefix: string
  current: RankingLinkKey
  title: string
  lead: string
  children: ReactNode
}) {
  const { t } = useTranslation('rankings')
  return (
    <article className="page ranking-page">
      <RankingNav prefix={props.prefix} current={props.current} />
      <h1>{props.title}</h1>
      <p className="lead">{props.lead}</p>
      {props.children}
      <p className="ranking-note">{t('note.hidden')}</p>
    </article>
  )
}

export function UpdatedAt({ at }: { at: string | null }) {
  const { t, i18n } = useTranslation('rankings')
  const parts = at ? updatedAtParts(at, i18n.language) : null
  return (
    <p className="ranking-updated">
      {at && parts ? (
        <>
          {t('updated.label')} <time dateTime={at}>{t('updated.when', parts)}</time>
        </>
      ) : (
        t('updated.never')
      )}
    </p>
  )
}

function hrefOf(prefix: string, subject: Subject, id: number) {
  if (subject === 'user') return `/${prefix}/user/${id}`
  if (subject === 'institution') return `/${prefix}/ranking/institution/${id}`
  return `/${prefix}/team/${id}`
}

export function RankingTable(props: {
  rows: RowView[]
  subject: Subject
  prefix: string
  caption: string
  /** Shows each row's general position (an institution's internal ranking). */
  overall?: boolean
  /** Position, name and XP only, rows without anchors (the hub's top 10s, several on one page). */
  compact?: boolean
}) {
  const { t, i18n } = useTranslation('rankings')
  const { rows, subject, prefix, compact } = props
  // An institution's internal ranking would repeat its own name on every row.
  const institutionColumn = subject !== 'team' && !compact && !props.overall
  if (rows.length === 0) return <p className="ranking-empty">{t('table.empty')}</p>
  return (
    <ScrollRegion className="ranking-table-wrap" label={props.caption}>
      <table className={`data-table ranking-table${compact ? ' ranking-table--compact' : ''}`}>
        <caption className="visually-hidden">{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.position')}</th>
            <th scope="col">{t(`table.${subject}`)}</th>
            {institutionColumn && <th scope="col">{t(`table.${subject}Institution`)}</th>}
            {props.overall && <th scope="col">{t('table.overall')}</th>}
            <th scope="col" className="ranking-number">
              {t('table.xp')}
            </th>
            {!compact && (
              <th scope="col" className="ranking-number">
                {t('table.solved')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr
              key={r.id}
              id={compact ? undefined : `rank-${r.id}`}
              className={r.me ? 'ranking-me' : undefined}
            >
              <td className="ranking-position">{t('table.place', { position: r.position })}</td>
              <th scope="row">
                <a href={hrefOf(prefix, subject, r.id)} className={r.color ? `name--${r.color}` : undefined}>
                  {subject === 'user' ? displayName(r.name) : r.name}
                </a>
                {r.me && <span className="tag ranking-you">{t(`table.you.${subject}`)}</span>}
              </th>
              {institutionColumn && <td>{r.institution ?? '—'}</td>}
              {props.overall && (
                <td>{r.overall === undefined ? '—' : t('table.place', { position: r.overall })}</td>
              )}
              <td className="ranking-number">{formatNumber(r.score, i18n.language)}</td>
              {!compact && <td className="ranking-number">{formatNumber(r.solved, i18n.language)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}

/** "Your position: 12th" linking to the page (and row) where it is. */
export function MineLink({ mine, subject }: { mine: ListView['mine']; subject: Subject }) {
  const { t } = useTranslation('rankings')
  const location = useLocation()
  if (!mine) return null
  const href = `${location.pathname}${pageHref(location.search, mine.page)}#rank-${mine.id}`
  return (
    <p className="ranking-mine">
      <a href={href}>{t(`mine.${subject}`, { position: mine.position })}</a>
    </p>
  )
}

/** A snapshot's page: when it was computed, the viewer's position, the table and the pager. */
export function RankingSection(props: {
  list: ListView
  subject: Subject
  prefix: string
  caption: string
  overall?: boolean
}) {
  const { list } = props
  const { t } = useTranslation('rankings')
  return (
    <>
      <UpdatedAt at={list.updatedAt} />
      <MineLink mine={list.mine} subject={props.subject} />
      <RankingTable
        rows={list.rows}
        subject={props.subject}
        prefix={props.prefix}
        caption={props.caption}
        overall={props.overall}
      />
      <Pager page={list.page} pages={list.pages} label={t('pager.label')} />
    </>
  )
}
