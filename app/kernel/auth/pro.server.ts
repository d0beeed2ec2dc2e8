import { db } from '~/db/client.server'
import { now as clockNow } from '../runtime/clock.server'

// "Is this user PRO?" for every module (issue 18, ADR 016). The answer belongs to billing, which sits above the
// kernel, judge, learning and social (ADR 014): it installs its access function here at start
// (startBilling), and every reader asks through proUserIds / isProUser.

export interface ProAccess {
  /** The ids among `userIds` that are PRO at `now`. */
  proUserIds(userIds: readonly number[], now: Date): Promise<Set<number>>
}

/**
 * Before billing is installed (a lower module's unit tests): the `users.is_pro` column, which those tests and
 * nothing else set. The app never runs on it: server.js installs billing before it serves.
 */
const BEFORE_BILLING: ProAccess = {
  async proUserIds(userIds) {
    if (!userIds.length) return new Set()
    const rows = await db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', userIds)
      .where('is_pro', '=', 1)
      .execute()
    return new Set(rows.map((r) => r.id))
  },
}

let access: ProAccess = BEFORE_BILLING

/** Installs billing's answer; returns the previous one (tests put it back). */
export function installProAccess(next: ProAccess): ProAccess {
  const previous = access
  access = next
  return previous
}

export function proUserIds(userIds: readonly number[], now = clockNow()): Promise<Set<number>> {
  return access.proUserIds([...new Set(userIds)], now)
}

export async function isProUser(userId: number, now = clockNow()): Promise<boolean> {
  return (await proUserIds([userId], now)).has(userId)
}
