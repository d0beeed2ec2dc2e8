import { db } from '~/db/client.server'

// Staff grants of PRO for a period (docs/product.md#billing: ten one-year scholarships). isPro reads them like subscriptions.

export async function grantPro(
  staffId: number,
  input: { email: string; days: number; reason: string },
  now: Date,
): Promise<{ ok: true; until: string } | { ok: false; reason: 'unknownUser' }> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', input.email.trim().toLowerCase())
    .executeTakeFirst()
  if (!user) return { ok: false, reason: 'unknownUser' }
  const until = new Date(now.getTime() + input.days * 24 * 60 * 60 * 1000).toISOString()
  await db
    .insertInto('pro_grants')
    .values({
      user_id: user.id,
      starts_at: now.toISOString(),
      ends_at: until,
      reason: input.reason,
      granted_by: staffId,
    })
    .execute()
  return { ok: true, until }
}

export function recentGrants(limit = 50) {
  return db
    .selectFrom('pro_grants as g')
    .innerJoin('users as u', 'u.id', 'g.user_id')
    .select(['g.id', 'u.name', 'u.email', 'g.starts_at', 'g.ends_at', 'g.reason'])
    .orderBy('g.id', 'desc')
    .limit(limit)
    .execute()
}
