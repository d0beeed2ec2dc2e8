import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { formatMoment } from '~/app/kernel/i18n/locale'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { isTeacher } from '../access'
import { idOf, notFound, requireClassPage } from '../guard.server'
import { itemPath } from '../lists/items'
import { classGrid } from '../tracking/progress.server'
import { ItemKind, StatusBadge } from '../ui/StatusBadge'
import { weeklyAnswersOf } from '../weekly/weekly.server'

// A student's journey in a class (docs/product.md#org): what they solved and when, list by list, and their
// weekly answers. Teachers open anyone's; a student only their own.

export const handle: RouteHandle = { i18n: ['common', 'org', 'orglists'] }

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, cls, relation } = await requireClassPage(request, params.id, 'journey.own')
  const userId = idOf(params.userId)
  if (!userId || (!isTeacher(relation) && userId !== user.id)) throw notFound()
  const lng = requestLng(request)
  // A student sees only the lists that have opened, as on the list pages.
  const grid = await classGrid(cls.id, lng, userId, isTeacher(relation) ? {} : { startedBy: new Date() })
  const row = grid.rows[0]
  if (!row) throw notFound()
  return {
    prefix: requestPrefix(request),
    cls: { id: cls.id, title: cls.title },
    name: row.name,
    items: grid.columns.map((c, i) => ({
      ...c,
      status: row.cells[i].status,
      score: row.cells[i].score,
      solvedAt: row.cells[i].solvedAt ? formatMoment(row.cells[i].solvedAt!, lng) : null,
    })),
    totals: { solved: row.solved, score: row.score, lessons: row.lessons, xp: row.xp },
    weekly: await weeklyAnswersOf(cls.id, userId),
    meta: { title: `${row.name} · ${cls.title}` },
  }
}

export default function Journey() {
  const { prefix, cls, name, items, totals, weekly } = useLoaderData<typeof loader>()
  const { t } = useTranslation('org')
  return (
    <article className="page org">
      <p className="muted">
        <a href={`/${prefix}/programming-class/${cls.id}`}>{cls.title}</a>
      </p>
      <h1>{t('journey.title', { name })}</h1>
      <p>{t('journey.totals', totals)}</p>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{t('journey.list')}</th>
            <th scope="col">{t('list.exercise')}</th>
            <th scope="col">{t('list.status')}</th>
            <th scope="col">{t('list.score')}</th>
            <th scope="col">{t('journey.when')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((it) => (
            <tr key={`${it.listId}-${it.key}`}>
              <td>{it.listTitle}</td>
              <th scope="row">
                <a href={itemPath(prefix, it)}>{it.title}</a> <ItemKind kind={it.kind} />
              </th>
              <td>
                <StatusBadge status={it.status} />
              </td>
              <td>{it.score ?? '–'}</td>
              <td>{it.solvedAt ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t('weekly.answersTitle')}</h2>
      {weekly.length === 0 ? <p>{t('weekly.none')}</p> : null}
      <ul className="org-cards" role="list">
        {weekly.map((w) => (
          <li key={w.week} className="card">
            <h3>{t('weekly.weekOf', { week: w.week })}</h3>
            <p>{t('weekly.summary', w)}</p>
            {w.plan ? (
              <p>
                {t('weekly.fields.plan')}: {w.plan}
              </p>
            ) : null}
            {w.priority_subject ? (
              <p>
                {t('weekly.fields.priority_subject')}: {w.priority_subject}
              </p>
            ) : null}
            {w.team_feedback ? (
              <p>
                {t('weekly.fields.team_feedback')}: {w.team_feedback}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </article>
  )
}
