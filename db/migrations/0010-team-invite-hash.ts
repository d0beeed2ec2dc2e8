import type { Kysely } from 'kysely'
import { hashPassword } from '~/app/kernel/auth/password.server'

// Issue 15 item 12: team invite passwords were stored as typed; from here on they are scrypt hashes (the
// kernel's `scrypt$N$r$p$salt$hash`, the users' format), written by createTeam / updateTeamFor and checked
// with verifyPassword when someone joins. This hashes the rows written before.
// - Idempotent: a value that already starts with `scrypt$` is a hash (an invite password typed as
//   "scrypt$..." would be left as it is; it could no longer open the team, and the captain sets a new one).
// - The column's CHECK (length 4–100, migration 0005) fits: a hash is 86 characters (17 of prefix and
//   parameters, 24 of salt, 44 of key), so the table is not rebuilt.
// - Forward-only, like every migration: a hash cannot be turned back into the password.
// biome-ignore lint/suspicious/noExplicitAny: migrations run on any schema
export async function up(db: Kysely<any>) {
  const rows: { id: number; invite_password: string }[] = await db
    .selectFrom('teams')
    .select(['id', 'invite_password'])
    .where('invite_password', 'not like', 'scrypt$%')
    .execute()
  for (const row of rows) {
    const hash = await hashPassword(row.invite_password)
    await db.updateTable('teams').set({ invite_password: hash }).where('id', '=', row.id).execute()
  }
}
