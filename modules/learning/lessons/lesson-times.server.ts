import { sql } from 'kysely'
import { db } from '~/db/client.server'

/**
 * A sample longer than this counts as this long: a tab left open overnight says nothing about the lesson.
 * started_at is the page's opening time sent by the first POST (enrollment.server.ts).
 */
export const SAMPLE_CAP_MINUTES = 90

/**
 * "a lesson shows an average completion time in minutes" (docs/product.md#learning-lessons): per lesson, the median of
 * completed_at − started_at over the students who completed it, each sample capped at 90 minutes (a mean
 * would follow the one student who left the tab open). Lessons nobody completed are absent; at least 1.
 */
export async function averageMinutes(lessonIds: number[]): Promise<Map<number, number>> {
  if (lessonIds.length === 0) return new Map()
  const rows = await sql<{ lesson_id: number; minutes: number }>`
    WITH samples AS (
      SELECT lesson_id,
             min(max((julianday(completed_at) - julianday(started_at)) * 1440, 0), ${SAMPLE_CAP_MINUTES}) AS m
      FROM lesson_progress
      WHERE lesson_id IN (${sql.join(lessonIds)})
        AND completed_at IS NOT NULL AND started_at IS NOT NULL
    ),
    ranked AS (
      SELECT lesson_id, m,
             row_number() OVER (PARTITION BY lesson_id ORDER BY m) AS rn,
             count(*) OVER (PARTITION BY lesson_id) AS n
      FROM samples
    )
    SELECT lesson_id, avg(m) AS minutes
    FROM ranked
    WHERE rn IN ((n + 1) / 2, (n + 2) / 2)
    GROUP BY lesson_id
  `.execute(db)
  return new Map(rows.rows.map((r) => [r.lesson_id, Math.max(1, Math.round(Number(r.minutes)))]))
}

export interface LessonDone {
  completedAt: string
  /** completed_at − started_at capped as above; 0 when the start was not recorded. */
  minutes: number
}

/** The lessons a student completed in [from, to) (ISO moments), with the time each took: the study plan's week. */
export async function lessonsDoneBetween(userId: number, from: string, to: string): Promise<LessonDone[]> {
  const rows = await sql<{ completed_at: string; minutes: number | null }>`
    SELECT completed_at,
           min(max((julianday(completed_at) - julianday(started_at)) * 1440, 0), ${SAMPLE_CAP_MINUTES}) AS minutes
    FROM lesson_progress
    WHERE user_id = ${userId} AND completed_at IS NOT NULL
      AND julianday(completed_at) >= julianday(${from}) AND julianday(completed_at) < julianday(${to})
    ORDER BY completed_at
  `.execute(db)
  return rows.rows.map((r) => ({ completedAt: r.completed_at, minutes: Math.round(Number(r.minutes ?? 0)) }))
}
