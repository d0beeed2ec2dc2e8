import { redirect } from '@remix-run/node'
import { type RawBuilder, type SqlBool, type Transaction, sql } from 'kysely'
import { db } from '~/db/client.server'
import type { Database } from '~/db/schema'
import { DEFAULT_PREFIX, prefixOf } from '../i18n/locale'
import { now } from '../runtime/clock.server'
import { AUTONOMOUS_AGE, ageOn } from './age'
import type { SessionUser } from './policy'

// The age rules every module applies (ADR 023), kept here so that one rule serves each question: who appears in
// rankings, who may post publicly, and what saving a birth date does, wherever it is saved.

/**
 * Who a ranking lists: people who left "show in rankings" on (a deletion request turns it off too) and whose
 * account does not await a guardian. Every ranking query filters with this, on the users table's alias.
 */
export function listedInRankings(alias: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${alias}.show_in_rankings`)} = 1 AND ${sql.ref(`${alias}.guardian_pending`)} = 0)`
}

/** Of these users, those whose account awaits a guardian: a cached board checks its shown rows with this. */
export async function awaitingGuardianAmong(userIds: number[]): Promise<Set<number>> {
  if (!userIds.length) return new Set()
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', userIds)
    .where('guardian_pending', '=', 1)
    .execute()
  return new Set(rows.map((r) => r.id))
}

/** The guardian page, where a refused action lands and says why (account module, modules/account/age). */
export function guardianPage(request: Request, refused = false) {
  const prefix = prefixOf(new URL(request.url).pathname) ?? DEFAULT_PREFIX
  return `/${prefix}/user/guardian${refused ? '?refused' : ''}`
}

/**
 * Before saving anything other people read (feed posts, comments, discussions, the profile's text): an account
 * that awaits a guardian is sent to the guardian page, which says a guardian must confirm first. Throw-style,
 * like the kernel's other guards, so each posting action needs this one call.
 */
export function requirePublicVoice(request: Request, user: SessionUser): void {
  if (user.awaitingGuardian) throw redirect(guardianPage(request, true))
}

type Db = typeof db | Transaction<Database>

/**
 * Saves a birth date (registration, the one-time question, the profile) and applies the rule: under 14 without a
 * guardian's confirmation on record, the account awaits one. A later date never lifts it: only the guardian's
 * confirmation does, so a child cannot undo the step by typing another year. `age` is null for an unreadable date.
 */
export async function recordBirthdate(
  userId: number,
  birthdate: string | null,
  at = now(),
  executor: Db = db,
): Promise<{ age: number | null; pending: boolean }> {
  const age = birthdate ? ageOn(birthdate, at) : null
  const needs = age !== null && age < AUTONOMOUS_AGE && !(await guardianConfirmed(userId, executor))
  const row = await executor
    .updateTable('users')
    .set((eb) => ({
      birthdate,
      guardian_pending: needs ? 1 : eb.ref('guardian_pending'),
    }))
    .where('id', '=', userId)
    .returning('guardian_pending')
    .executeTakeFirst()
  return { age, pending: row?.guardian_pending === 1 }
}

async function guardianConfirmed(userId: number, executor: Db) {
  const row = await executor
    .selectFrom('guardian_consents')
    .select('id')
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst()
  return !!row
}
