import ExcelJS from 'exceljs'
import { csvLines } from '~/app/kernel/files/csv'
import { type Lng, formatInZone } from '~/app/kernel/i18n/locale'
import type { ClassGrid } from './progress.server'

// The class report (docs/product.md#org: download report): the grid as a spreadsheet. CSV for pt-BR opens in
// Brazilian spreadsheets as they expect — UTF-8 with a BOM, `;` between cells, decimal comma —; en-GB uses `,`
// and a decimal point. Cells that start with = + - @ (or a tab or carriage return) are formulas to a
// spreadsheet: they get a leading apostrophe, so a student named "=HYPERLINK(…)" stays text. Times in São Paulo.

const REPORT_ZONE_LNG = 'pt-BR'

export interface ReportLabels {
  student: string
  email: string
  solved: string
  score: string
  lessons: string
  xp: string
  lastActivity: string
  status: Record<string, string>
}

/** Header and rows of cells (strings and numbers), the same for both formats. */
export function reportTable(grid: ClassGrid, labels: ReportLabels, lng: Lng) {
  const decimal = (n: number) => (lng === 'pt-BR' ? String(n).replace('.', ',') : String(n))
  const header = [
    labels.student,
    labels.email,
    ...grid.columns.map((c) => `${c.listTitle} / ${c.title}`),
    labels.solved,
    labels.score,
    labels.lessons,
    labels.xp,
    labels.lastActivity,
  ]
  const rows = grid.rows.map((r) => [
    r.name,
    r.email,
    ...r.cells.map((c) =>
      c.score === null ? labels.status[c.status] : `${labels.status[c.status]} (${decimal(c.score)})`,
    ),
    r.solved,
    r.score,
    r.lessons,
    r.xp,
    r.lastActivity ? saoPauloTime(r.lastActivity) : '',
  ])
  return { header, rows }
}

/** "2026-11-30 21:15" in São Paulo: sortable, unambiguous in both locales. */
export function saoPauloTime(iso: string) {
  const parts = formatInZone(iso, REPORT_ZONE_LNG, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  const m = /(\d{2})\/(\d{2})\/(\d{4}),? (\d{2}):(\d{2})/.exec(parts)
  return m ? `${m[3]}-${m[2]}-${m[1]} ${m[4]}:${m[5]}` : parts
}

export function toCsv(table: { header: (string | number)[]; rows: (string | number)[][] }, lng: Lng) {
  const text = (value: string | number) =>
    typeof value === 'number' && lng === 'pt-BR' ? String(value).replace('.', ',') : String(value)
  const rows = [table.header, ...table.rows].map((row) => row.map(text))
  return `\uFEFF${csvLines(rows, lng === 'pt-BR' ? ';' : ',')}`
}

export async function toXlsx(
  table: { header: (string | number)[]; rows: (string | number)[][] },
  sheet: string,
) {
  const book = new ExcelJS.Workbook()
  const ws = book.addWorksheet(sheet.replace(/[[\]*?:/\\]/g, ' ').slice(0, 31) || 'Report')
  // Text cells go in as strings (never formulas): the apostrophe rule is CSV's; XLSX stores their type.
  ws.addRow(table.header)
  for (const row of table.rows) ws.addRow(row)
  ws.getRow(1).font = { bold: true }
  return Buffer.from(await book.xlsx.writeBuffer())
}
