import { useTranslation } from 'react-i18next'
import { dateFormatter } from '~/app/kernel/i18n/locale'
import type { Calendar, CalendarCell } from '../calendar'

// Inline SVG drawn on the server: no script, no style attributes (the CSP forbids them). Colours come from
// classes in modules/social/styles/profile.css, with a light and a dark palette.
const CELL = 11
const STEP = 14
const LEFT = 30
const TOP = 16

/** "Sunday" of a week known to start on one (2023-01-01), plus `row` days: only the weekday name matters. */
const weekdayDate = (row: number) => new Date(Date.UTC(2023, 0, 1 + row))

const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'))

function cellsMarkup(
  calendar: Calendar,
  monthFormat: Intl.DateTimeFormat,
  weekdayFormat: Intl.DateTimeFormat,
  title: (cell: CalendarCell) => string,
) {
  let out = ''
  for (const m of calendar.months) {
    const label = escapeXml(monthFormat.format(new Date(Date.UTC(2023, m.month, 1))))
    out += `<text class="calendar-label" x="${LEFT + m.col * STEP}" y="${TOP - 5}">${label}</text>`
  }
  for (const row of [1, 3, 5]) {
    const label = escapeXml(weekdayFormat.format(weekdayDate(row)))
    out += `<text class="calendar-label" x="0" y="${TOP + row * STEP + CELL - 1}">${label}</text>`
  }
  // Each byte here is paid 365 times in the profile's first round trip (ADR 027): a cell carries only what it
  // draws; its title says the day and the counts.
  for (const cell of calendar.cells) {
    const frozen = cell.frozen && cell.level === 0 ? ' calendar-frozen' : ''
    out +=
      `<rect class="calendar-cell calendar-l${cell.level}${frozen}" x="${LEFT + cell.col * STEP}" ` +
      `y="${TOP + cell.row * STEP}" width="${CELL}" height="${CELL}" rx="2"><title>${escapeXml(title(cell))}</title></rect>`
  }
  return out
}

// A day's label is the same for everyone: formatted once per language and day, not 365 times per render.
const dayLabels = new Map<string, string>()
function dayLabel(lng: string, day: string, format: Intl.DateTimeFormat): string {
  const key = `${lng}|${day}`
  let label = dayLabels.get(key)
  if (label === undefined) {
    label = format.format(new Date(`${day}T00:00:00Z`))
    if (dayLabels.size >= 4000) dayLabels.clear() // a few years of days in two languages; then start over
    dayLabels.set(key, label)
  }
  return label
}

export function ConsistencyCalendar({ calendar }: { calendar: Calendar }) {
  const { t, i18n } = useTranslation('profile')
  const lng = i18n.language
  const dayFormat = dateFormatter(lng, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const monthFormat = dateFormatter(lng, { month: 'short', timeZone: 'UTC' })
  const weekdayFormat = dateFormatter(lng, { weekday: 'short', timeZone: 'UTC' })
  const { totals } = calendar
  const width = LEFT + calendar.weeks * STEP
  const height = TOP + 7 * STEP
  // A year has 365 cells but few distinct counts: each phrase is translated once per render (ADR 020: the
  // translations were a quarter of the dashboard's CPU).
  const phrases = new Map<string, string>()
  const countsOf = (cell: CalendarCell) => {
    const key = `${cell.lessons}/${cell.exercises}`
    let what = phrases.get(key)
    if (what === undefined) {
      what =
        cell.lessons + cell.exercises === 0
          ? t('calendar.none')
          : t('calendar.dayCounts', {
              lessons: t('calendar.lessons', { count: cell.lessons }),
              exercises: t('calendar.exercises', { count: cell.exercises }),
            })
      phrases.set(key, what)
    }
    return what
  }
  const frozenNote = ` ${t('calendar.frozenNote')}`
  const title = (cell: CalendarCell) => {
    const date = dayLabel(lng, cell.day, dayFormat)
    return `${date}: ${countsOf(cell)}${cell.frozen ? frozenNote : ''}`
  }
  return (
    <figure className="profile-calendar" aria-labelledby="calendar-caption">
      <figcaption id="calendar-caption">
        {t('calendar.summary', {
          lessons: t('calendar.lessonsDone', { count: totals.lessons }),
          exercises: t('calendar.exercisesSolved', { count: totals.exercises }),
          days: t('calendar.activeDays', { count: totals.activeDays }),
        })}
        {totals.frozenDays > 0 ? ` ${t('calendar.frozenDays', { count: totals.frozenDays })}` : null}
      </figcaption>
      {/* A phone scrolls the year sideways: the box is a named region in the tab order (issue 16 item 11). */}
      <div
        className="calendar-scroll"
        role="region"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be keyboard-reachable (axe scrollable-region-focusable)
        tabIndex={0}
        // Named by the summary, not the section's heading: two regions with one name confuse (landmark-unique).
        aria-labelledby="calendar-caption"
      >
        {/* 365 cells with a title each: written as one string (ADR 028), not as 730 React elements, which were the
            dashboard's largest render cost. Every text in it goes through escapeXml. */}
        <svg
          className="calendar-svg"
          viewBox={`0 0 ${width} ${height}`}
          width={width}
          height={height}
          role="img"
          aria-labelledby="calendar-caption"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: numbers, class names and escaped text only
          dangerouslySetInnerHTML={{ __html: cellsMarkup(calendar, monthFormat, weekdayFormat, title) }}
        />
      </div>
      <p className="calendar-legend" aria-hidden="true">
        <span>{t('calendar.less')}</span>
        {([0, 1, 2, 3, 4] as const).map((level) => (
          <svg key={level} width={CELL} height={CELL} className="calendar-key">
            <rect className={`calendar-cell calendar-l${level}`} width={CELL} height={CELL} rx={2} />
          </svg>
        ))}
        <span>{t('calendar.more')}</span>
        <svg width={CELL} height={CELL} className="calendar-key">
          <rect className="calendar-cell calendar-l0 calendar-frozen" width={CELL} height={CELL} rx={2} />
        </svg>
        <span>{t('calendar.frozenKey')}</span>
      </p>
    </figure>
  )
}
