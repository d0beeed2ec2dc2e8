import type { LoaderFunctionArgs } from '@remix-run/node'
import { tFor } from '~/app/kernel/i18n/i18n.server'
import { requestLng } from '~/app/kernel/requests/request.server'
import { requireClassPage } from '../guard.server'
import { ITEM_STATUSES } from '../lists/late'
import { classGrid } from '../tracking/progress.server'
import { type ReportLabels, reportTable, toCsv, toXlsx } from '../tracking/report.server'
import { statusKey } from '../ui/StatusBadge'

// GET /programming-class/:id/report.csv and report.xlsx: the class's grid as a download (teachers only).

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { cls } = await requireClassPage(request, params.id, 'report')
  const lng = requestLng(request)
  const t = await tFor(request, ['org', 'orglists'])
  const labels: ReportLabels = {
    student: t('grid.student'),
    email: t('report.email'),
    solved: t('grid.solved'),
    score: t('grid.score'),
    lessons: t('grid.lessons'),
    xp: t('grid.xp'),
    lastActivity: t('report.lastActivity'),
    status: Object.fromEntries(ITEM_STATUSES.map((s) => [s, t(statusKey(s))])),
  }
  const table = reportTable(await classGrid(cls.id, lng), labels, lng)
  const name = `turma-${cls.id}`
  const headers = { 'Cache-Control': 'private, no-store' }
  if (new URL(request.url).pathname.endsWith('.xlsx'))
    return new Response(await toXlsx(table, cls.title), {
      headers: {
        ...headers,
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename="${name}.xlsx"`,
      },
    })
  return new Response(toCsv(table, lng), {
    headers: {
      ...headers,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}.csv"`,
    },
  })
}
