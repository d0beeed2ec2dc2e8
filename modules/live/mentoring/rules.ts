// Mentoring points (docs/product.md#org), client-safe: live events are worth more, recorded ones half, the English
// platform 1 point an hour, the weekly report 1 a week.
import { JTT_CATEGORIES, type JttKind } from '~/db/schema-live'

export { JTT_CATEGORIES }
/** Points of one live event (an hour's class, a talk, a mentorship). */
export const LIVE_EVENT_POINTS = 2
export const RECORDED_EVENT_POINTS = LIVE_EVENT_POINTS / 2
export const ENGLISH_POINTS_PER_HOUR = 1
export const WEEKLY_REPORT_POINTS = 1

/** The points an activity earns: `quantity` events, hours or reports. */
export function pointsFor(kind: JttKind, quantity: number): number {
  const each =
    kind === 'live_event'
      ? LIVE_EVENT_POINTS
      : kind === 'recorded_event'
        ? RECORDED_EVENT_POINTS
        : kind === 'english_hours'
          ? ENGLISH_POINTS_PER_HOUR
          : WEEKLY_REPORT_POINTS
  return Math.round(each * quantity * 100) / 100
}
