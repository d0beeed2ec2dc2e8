import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { formatMoment } from '~/app/kernel/i18n/locale'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { now } from '~/app/kernel/runtime/clock.server'
import { isTeacher } from '../access'
import { idOf, notFound, requireClassPage } from '../guard.server'
import { itemPath } from '../lists/items'
import { deleteList, findList } from '../lists/lists.server'
import { listProgress } from '../tracking/progress.server'
import { ItemKind, StatusBadge } from '../ui/StatusBadge'

// One exercise list: a student sees each exercise with their status inside the window (docs/product.md#org);
// a teacher sees how many students solved, solved late or tried each one.

export const handle: RouteHandle = { i18n: ['common', 'org', 'orglists'] }

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, cls, relation } = await requireClassPage(request, params.id, 'list.view')
  const list = await findList(cls.id, idOf(params.listId))
  const teacher = isTeacher(relation)
  // A student opens a list only from its start.
  if (!list || (!teacher && list.starts_at > now().toISOString())) throw notFound()
  const lng = requestLng(request)
  const grid = await listProgress(cls.id, list, lng, teacher ? undefined : user.id)
  const items = grid.columns.map((c, i) => {
    const cells = grid.rows.map((r) => r.cells[i])
    return {
      id: c.id,
      key: c.key,
      href: itemPath(requestPrefix(request), c),
      kind: c.kind,
      title: c.title,
      mine: teacher ? null : (cells[0] ?? null),
      // Math and project items: graded counts as solved, graded late as late, sent as tried.
      solved: cells.filter((x) => x.status === 'solved' || x.status === 'graded').length,
      late: cells.filter((x) => x.status === 'late' || x.status === 'graded_late').length,
      tried: cells.filter((x) => x.status === 'tried' || x.status === 'sent').length,
    }
  })
  return {
    prefix: requestPrefix(request),
    teacher,
    cls: { id: cls.id, title: cls.title },
    list: {
      id: list.id,
      title: list.title,
      description: list.description,
      startsAt: formatMoment(list.starts_at, lng),
      endsAt: formatMoment(list.ends_at, lng),
      latePolicy: list.late_policy,
      latePenalty: list.late_penalty,
    },
    students: grid.rows.length,
    items,
    meta: { title: `${list.title} · ${cls.title}` },
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { cls } = await requireClassPage(request, params.id, 'list.edit')
  const form = await request.formData()
  if (form.get('intent') === 'delete') await deleteList(cls.id, idOf(params.listId))
  return redirect(`/${requestPrefix(request)}/programming-class/${cls.id}`)
}

export default function ListPage() {
  const { prefix, teacher, cls, list, students, items } = useLoaderData<typeof loader>()
  const { t } = useTranslation('org')
  const base = `/${prefix}/programming-class/${cls.id}`
  return (
    <article className="page org">
      <p className="muted">
        <a href={base}>{cls.title}</a>
      </p>
      <h1>{list.title}</h1>
      <p>{t('class.window', { start: list.startsAt, end: list.endsAt })}</p>
      <p>
        {list.latePolicy === 'penalty'
          ? t('list.latePenalty', { penalty: list.latePenalty })
          : t('list.lateClosed')}
      </p>
      {list.description ? <p>{list.description}</p> : null}
      {teacher ? (
        <ul className="org-actions" role="list">
          <li>
            <a href={`${base}/list/${list.id}/edit`}>{t('list.edit')}</a>
          </li>
          <li>
            <a href={`${base}/grid`}>{t('class.grid')}</a>
          </li>
        </ul>
      ) : null}
      <table className="data-table org-list-table">
        <thead>
          <tr>
            <th scope="col">{t('list.exercise')}</th>
            {teacher ? (
              <>
                <th scope="col">{t('status.solved')}</th>
                <th scope="col">{t('status.late')}</th>
                <th scope="col">{t('status.tried')}</th>
              </>
            ) : (
              <>
                <th scope="col">{t('list.status')}</th>
                <th scope="col">{t('list.score')}</th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {items.map((it) => (
            <tr key={it.key}>
              <th scope="row">
                <a href={it.href}>{it.title}</a> <ItemKind kind={it.kind} />
              </th>
              {teacher ? (
                <>
                  <td>{t('list.ofStudents', { n: it.solved, total: students })}</td>
                  <td>{it.late}</td>
                  <td>{it.tried}</td>
                </>
              ) : (
                <>
                  <td>
                    <StatusBadge status={it.mine?.status ?? 'not_started'} />
                  </td>
                  <td>{it.mine?.score ?? '–'}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {teacher ? (
        <form method="post" className="inline-form">
          <button type="submit" name="intent" value="delete" className="button button--danger">
            {t('list.delete')}
          </button>
        </form>
      ) : null}
    </article>
  )
}
