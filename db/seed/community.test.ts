import { describe, expect, it } from 'vitest'
import { verifyPassword } from '~/app/kernel/auth/password.server'
import { computeRankings } from '~/modules/competitions/rankings/job.server'
import { db } from '../client.server'
import { seedCommunity } from './community'

const DEMO_EMAILS = [
  'admin@trilha.dev',
  'autor@trilha.dev',
  'moderadora@trilha.dev',
  'pro@trilha.dev',
  'aluna@trilha.dev',
  'professor@trilha.dev',
  'gestora@trilha.dev',
  'estudante@trilha.dev',
  'jtt@trilha.dev',
]

/** What seedDemo creates before this seed runs: the demo users and the first institutions. */
async function demoBase() {
  await db
    .insertInto('institutions')
    .values([
      {
        name: 'Instituto Federal de São Paulo',
        short_name: 'IFSP',
        type: 'educational',
        country: 'BR',
        state: 'SP',
      },
      {
        name: 'Universidade Federal de Minas Gerais',
        short_name: 'UFMG',
        type: 'educational',
        country: 'BR',
        state: 'MG',
      },
      { name: 'Trilha Tecnologia', short_name: 'TRILHA-TEC', type: 'company', country: 'BR', state: 'SP' },
    ])
    .execute()
  for (const email of DEMO_EMAILS) {
    await db
      .insertInto('users')
      .values({
        name: email.split('@')[0],
        email,
        password_hash: 'x',
        terms_accepted_at: '2026-01-01T00:00:00Z',
      })
      .execute()
  }
}

const count = async (
  table:
    | 'users'
    | 'teams'
    | 'team_members'
    | 'friendships'
    | 'external_results'
    | 'jobs'
    | 'xp_events'
    | 'institutions',
) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('seedCommunity', () => {
  it('fills the rankings and halls of fame, and a second run adds nothing', async () => {
    await demoBase()
    const now = new Date('2026-11-21T12:00:00Z')
    await seedCommunity(db, now)
    const tables = [
      'users',
      'teams',
      'team_members',
      'friendships',
      'external_results',
      'jobs',
      'xp_events',
      'institutions',
    ] as const
    const first = await Promise.all(tables.map(count))
    await seedCommunity(db, now)
    expect(await Promise.all(tables.map(count))).toEqual(first)

    const user = async (email: string) =>
      db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow()
    const [aluna, pro, moderator] = [
      await user('aluna@trilha.dev'),
      await user('pro@trilha.dev'),
      await user('moderadora@trilha.dev'),
    ]
    // The demo student earns hers through her history (history.ts), not demo events.
    expect([aluna.xp, pro.xp]).toEqual([0, 1080])
    expect(moderator.show_in_rankings).toBe(0)
    const team = await db
      .selectFrom('teams')
      .selectAll()
      .where('name', '=', 'Equipe Trilha')
      .executeTakeFirstOrThrow()
    expect(team.captain_id).toBe(aluna.id)
    // Stored hashed; the README's demo password still opens it.
    expect(team.invite_password).toMatch(/^scrypt\$/)
    expect(await verifyPassword('equipe-demo', team.invite_password)).toBe(true)
    const members = await db
      .selectFrom('team_members')
      .select('user_id')
      .where('team_id', '=', team.id)
      .orderBy('user_id')
      .execute()
    expect(members.map((m) => m.user_id)).toEqual([aluna.id, moderator.id].sort((a, b) => a - b))
    expect(
      await db
        .selectFrom('friendships')
        .selectAll()
        .where('user_id', '=', aluna.id)
        .where('friend_id', '=', pro.id)
        .executeTakeFirst(),
    ).toMatchObject({ status: 'accepted' })

    // Her history (history.ts, played by seedDemo after the courses exist) would give her XP; here, a stand-in.
    await db
      .insertInto('xp_events')
      .values({ user_id: aluna.id, ref_key: 'lesson:0', amount: 25, day: now.toISOString().slice(0, 10) })
      .execute()
    await db.updateTable('users').set({ xp: 25, level: 1 }).where('id', '=', aluna.id).execute()
    await computeRankings(now)
    const users = await db.selectFrom('ranking_entries').selectAll().where('kind', '=', 'users').execute()
    expect(users.length).toBeGreaterThan(10)
    expect(users.map((u) => u.subject_id)).not.toContain(moderator.id)
    const gestora = await user('gestora@trilha.dev')
    const gestoraRow = users.find((u) => u.subject_id === gestora.id)!
    const mateus = await user('mateus.cardoso@demo.trilha.dev')
    expect(users.find((u) => u.subject_id === mateus.id)?.position).toBe(gestoraRow.position)
    const monthly = await db
      .selectFrom('ranking_entries')
      .selectAll()
      .where('kind', '=', 'monthly')
      .where('period', '=', '2026-11')
      .execute()
    expect(monthly.length).toBeGreaterThan(0)
    const teams = await db.selectFrom('ranking_entries').selectAll().where('kind', '=', 'teams').execute()
    expect(teams).toHaveLength(2)
  })
})
