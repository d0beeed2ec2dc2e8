import { describe, expect, it } from 'vitest'
import { listStreamers } from '~/modules/social/profile/streamers.server'
import { db } from '../../client.server'
import { DEMO_PROFILES, seedProfile } from './profile'

async function demoUser(email: string, name: string) {
  const found = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()
  if (found) return found.id
  const row = await db
    .insertInto('users')
    .values({ name, email, password_hash: 'x', terms_accepted_at: '2026-01-01T00:00:00Z' })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

describe('seedProfile', () => {
  it('fills names, biographies, tags and links once, without overwriting what people wrote', async () => {
    const admin = await demoUser('admin@trilha.dev', 'Ana Paula Admin')
    const autor = await demoUser('autor@trilha.dev', 'Carlos Eduardo Autor')
    const aluna = await demoUser('aluna@trilha.dev', 'Beatriz Santos')
    await db.updateTable('users').set({ biography: 'Escrevi a minha.' }).where('id', '=', aluna).execute()
    await seedProfile(db)
    await seedProfile(db)
    const rows = await db
      .selectFrom('users')
      .select(['id', 'name', 'first_name', 'last_name', 'biography', 'member_tags'])
      .where('id', 'in', [admin, autor, aluna])
      .orderBy('id')
      .execute()
    expect(rows[0]).toMatchObject({ name: 'Ana Paula Admin', first_name: 'Ana Paula', last_name: 'Admin' })
    expect(JSON.parse(rows[0].member_tags)).toEqual(['founder'])
    expect(JSON.parse(rows[1].member_tags)).toEqual(['content', 'problem_setter'])
    expect(rows[1].biography).toContain('**grafos**')
    expect(rows[2].biography).toBe('Escrevi a minha.')
    const links = await db
      .selectFrom('social_links')
      .select(['user_id', 'kind'])
      .where('user_id', 'in', [admin, autor, aluna])
      .execute()
    const expected = DEMO_PROFILES.filter((p) => p.email !== 'pro@trilha.dev').flatMap((p) => p.links)
    expect(links).toHaveLength(expected.length)
    const streamers = (await listStreamers()).filter((s) => s.id === admin || s.id === autor)
    expect(streamers.map((s) => s.channel).sort()).toEqual(['carlos_codando', 'trilha_ao_vivo'])
  })
})
