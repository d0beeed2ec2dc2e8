import { useTranslation } from 'react-i18next'
import { FeatureLink } from '~/app/ui/FeatureLink'
import type { CalendarEvent, CalendarMonth } from '../events/calendar.server'

// The calendar's month grid and event list (issue 22): plain HTML, no script. Each grid entry links to the
// event in the list below (#event-<id>), where its details and its link are.

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const

export function CalendarGrid({ month }: { month: CalendarMonth }) {
  const { t } = useTranslation('live')
  const byId = new Map(month.events.map((e) => [e.id, e]))
  return (
    <div className="live-grid-wrap">
      <table className="live-grid">
        <caption className="visually-hidden">{month.title}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d} scope="col">
                <abbr title={t(`weekdays.${d}`)}>{t(`weekdays.short.${d}`)}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {month.weeks.map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((day, i) =>
                day ? (
                  <td key={day} className={day === month.today ? 'live-today' : undefined}>
                    <span className="live-day">{Number(day.slice(8))}</span>
                    <ul>
                      {(month.byDay[day] ?? []).map((id) => {
                        const e = byId.get(id)!
                        return (
                          <li key={id} className={e.proOnly ? 'live-pro' : undefined}>
                            <a href={`#event-${id}`}>
                              {e.time} {e.title}
                            </a>
                          </li>
                        )
                      })}
                    </ul>
                  </td>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: empty cells have nothing else to tell apart
                  <td key={`empty-${i}`} className="live-empty" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** One event with its details; the link opens in a new tab (never embedded: nothing leaves our origin). */
export function EventCard({
  event,
  prefix,
  staff,
}: { event: CalendarEvent; prefix: string; staff: boolean }) {
  const { t } = useTranslation('live')
  return (
    <li id={`event-${event.id}`} className="card live-event">
      <h3>
        {event.title} {event.proOnly ? <span className="tag tag--pro">{t('events.pro')}</span> : null}
      </h3>
      <p>
        <time dateTime={event.startsAt}>{event.when}</time>
      </p>
      {event.tutor ? <p>{t('events.tutor', { tutor: event.tutor })}</p> : null}
      {event.subjects ? <p>{t('events.subjects', { subjects: event.subjects })}</p> : null}
      {event.description ? <p>{event.description}</p> : null}
      {event.link ? (
        <p>
          <a href={event.link} target="_blank" rel="noopener noreferrer" className="button">
            {t('events.join')}
          </a>
        </p>
      ) : (
        <p>
          {t('events.proOnly')}{' '}
          <FeatureLink feature="pro" prefix={prefix}>
            {t('events.subscribe')}
          </FeatureLink>
        </p>
      )}
      {staff ? (
        <p>
          <a href={`/${prefix}/calendar/events/${event.id}`}>{t('events.edit')}</a>
        </p>
      ) : null}
    </li>
  )
}

export function EventList({
  events,
  prefix,
  staff,
}: { events: CalendarEvent[]; prefix: string; staff: boolean }) {
  const { t } = useTranslation('live')
  if (!events.length) return <p>{t('calendar.empty')}</p>
  return (
    <ul className="live-events">
      {events.map((e) => (
        <EventCard key={e.id} event={e} prefix={prefix} staff={staff} />
      ))}
    </ul>
  )
}
