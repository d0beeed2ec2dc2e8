import { sql } from 'kysely'
import { db } from '~/db/client.server'
import type { ModelCallPurpose } from '~/db/schema-assistant'

// The staff page's totals (issue 19: "usage stored per call; a staff page shows totals per day"), read from
// model_calls (migration 0018). Days are UTC days, like every other count of the platform (app/kernel/i18n/locale.ts).

export const USAGE_DAYS = 30

export interface UsageRow {
  day: string
  purpose: ModelCallPurpose
  calls: number
  failures: number
  promptTokens: number
  completionTokens: number
  avgLatencyMs: number
}

export async function dailyUsage(now: Date, days = USAGE_DAYS): Promise<UsageRow[]> {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)))
  const rows = await db
    .selectFrom('model_calls')
    .select([
      sql<string>`substr(created_at, 1, 10)`.as('day'),
      'purpose',
      sql<number>`count(*)`.as('calls'),
      sql<number>`sum(ok = 0)`.as('failures'),
      sql<number>`sum(prompt_tokens)`.as('prompt'),
      sql<number>`sum(completion_tokens)`.as('completion'),
      sql<number>`round(avg(latency_ms))`.as('latency'),
    ])
    .where('created_at', '>=', since.toISOString())
    .groupBy([sql`substr(created_at, 1, 10)`, 'purpose'])
    .orderBy('day', 'desc')
    .orderBy('purpose')
    .execute()
  return rows.map((r) => ({
    day: r.day,
    purpose: r.purpose,
    calls: Number(r.calls),
    failures: Number(r.failures),
    promptTokens: Number(r.prompt),
    completionTokens: Number(r.completion),
    avgLatencyMs: Number(r.latency),
  }))
}
