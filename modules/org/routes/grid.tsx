import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { formatDay, formatMoment } from '~/app/kernel/i18n/locale'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { now } from '~/app/kernel/runtime/clock.server'
import { LineChart } from '~/app/ui/charts'
import { requireClassPage } from '../guard.server'
import { itemPath } from '../lists/items'
import { listsOfClass } from '../lists/lists.server'
import { classGrid, weeklySolved } from '../tracking/progress.server'
import { ClassHeader } from '../ui/ClassHeader'
import { ItemKind, StatusBadge } from '../ui/StatusBadge'

// Tracking (docs/product.md#org): students × list items (solved, late, tried, not started, score), lessons
// completed, XP, last activity, and the class's progress over the weeks as a server-drawn SVG chart.

export const handle: RouteHandle = { i18n: ['common', 'org', 'orglists'], layout: 'wide' }

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { cls } = await requireClassPage(request, params.id, 'grid')
  const lng = requestLng(request)
  const grid = await classGrid(cls.id, lng)
  const lists = await listsOfClass(cls.id)
  const first = lists.reduce<string | null>((min, l) => (!min || l.starts_at < min ? l.starts_at : min), null)
  const weeks = weeklySolved(grid, first, now())
  return {
    prefix: requestPrefix(request),
    cls: {
      id: cls.id,
      title: cls.title,
      caption: cls.caption,
      professor: cls.professor_name,
      institution: cls.institution_name,
      inviteOnly: cls.invite_only === 1,
      archived: cls.archived === 1,
      hidden: cls.hidden === 1,
    },
    columns: grid.columns,
    rows: grid.rows.map((r) => ({
      ...r,
      lastActivity: r.lastActivity ? formatMoment(r.lastActivity, lng, 'numeric') : null,
    })),
    weeks: weeks.map((w) => ({ label: formatDay(w.weekStart, lng), solved: w.solved })),
    meta: { title: cls.title },
  }
}

export default function Grid() {
  const { prefix, cls, columns, rows, weeks } = useLoaderData<typeof loader>()
  const { t } = useTranslation('org')
  const base = `/${prefix}/programming-class/${cls.id}`
  const last = weeks.at(-1)
  return (
    <article className="page org">
      <ClassHeader prefix={prefix} cls={cls} teacher />
      <h2>{t('grid.title')}</h2>
      {rows.length === 0 ? <p>{t('class.empty.students')}</p> : null}
      <div className="org-grid-wrap">
        <table className="data-table org-grid">
          <caption className="visually-hidden">{t('grid.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('grid.student')}</th>
              {columns.map((c) => (
                <th scope="col" key={`${c.listId}-${c.key}`}>
                  <span className="muted">{c.listTitle}</span>
                  <br />
                  <a href={itemPath(prefix, c)}>{c.title}</a> <ItemKind kind={c.kind} />
                </th>
              ))}
              <th scope="col">{t('grid.solved')}</th>
              <th scope="col">{t('grid.score')}</th>
              <th scope="col">{t('grid.lessons')}</th>
              <th scope="col">{t('grid.xp')}</th>
              <th scope="col">{t('grid.lastActivity')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.userId}>
                <th scope="row">
                  <a href={`${base}/student/${r.userId}`}>{r.name}</a>
                </th>
                {r.cells.map((cell, i) => (
                  <td key={`${columns[i].listId}-${columns[i].key}`}>
                    <StatusBadge status={cell.status} />
                    {cell.score !== null ? ` · ${cell.score}` : ''}
                  </td>
                ))}
                <td>{t('list.ofStudents', { n: r.solved, total: columns.length })}</td>
                <td>{r.score}</td>
                <td>{r.lessons}</td>
                <td>{r.xp}</td>
                <td>{r.lastActivity ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LineChart
        id="class-progress"
        caption={t('grid.chart')}
        summary={t('grid.chartSummary', { n: last?.solved ?? 0, weeks: weeks.length })}
        empty={weeks.length === 0 ? t('grid.chartEmpty') : null}
        values={weeks.map((w) => w.solved)}
        labels={weeks.map((w) => w.label)}
        columns={[t('grid.week'), t('grid.solved')]}
      />
    </article>
  )
}
