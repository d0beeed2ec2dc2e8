import type { Kysely } from 'kysely'
import { hashPassword } from '~/app/kernel/auth/password.server'
import { addMember } from '~/modules/org'
import type { Database } from '../schema'

// ADR 029: a second organization of the demo manager with no seats yet, where she buys them (the demo, and
// tests/e2e/org-seats.spec.ts). Its two students are free users until they get a seat. IFSP keeps its granted
// seats unchanged (tests/e2e/org-courses.spec.ts counts them).

export const ORG_SEATS_DEMO = {
  organization: {
    name: 'Escola Técnica Estadual Paulistana',
    short_name: 'ETE-PAULISTANA',
    type: 'educational',
    country: 'BR',
    state: 'SP',
  },
  manager: 'gestora@trilha.dev',
  password: 'demo-estudante-123',
  students: [
    { name: 'Rafael Assunção', email: 'rafael.escola@trilha.dev' },
    { name: 'Bianca Moreira', email: 'bianca.escola@trilha.dev' },
  ],
} as const

const DAY = 86_400_000

export async function seedOrgSeats(db: Kysely<Database>, now = new Date()) {
  const org = await db
    .insertInto('institutions')
    .values({ ...ORG_SEATS_DEMO.organization })
    .returning('id')
    .executeTakeFirstOrThrow()
  const manager = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', ORG_SEATS_DEMO.manager)
    .executeTakeFirstOrThrow()
  await addMember(org.id, manager.id, 'manager', db)
  const password = await hashPassword(ORG_SEATS_DEMO.password)
  for (const s of ORG_SEATS_DEMO.students) {
    const row = await db
      .insertInto('users')
      .values({
        ...s,
        password_hash: password,
        terms_accepted_at: new Date(now.getTime() - 10 * DAY).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await addMember(org.id, row.id, 'student', db)
  }
}
