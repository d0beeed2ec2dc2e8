import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { createTestUser } from '~/tests/factories'
import {
  requireAdmin,
  requireContentCreator,
  requireModerator,
  requireProOrAdmin,
  requireUser,
} from './guards.server'
import { sessionUser } from './session.server'

const req = (cookie?: string, path = '/gb/somewhere') =>
  new Request(`http://test${path}`, { headers: cookie ? { cookie } : {} })

async function outcome(guard: (r: Request) => Promise<unknown>, request: Request) {
  try {
    await guard(request)
    return 'allowed'
  } catch (error) {
    const res = error as Response
    return `${res.status} ${res.headers.get('location')}`
  }
}

describe('guards', () => {
  it('redirect visitors and users without the capability home, silently', async () => {
    const free = await createTestUser()
    const pro = await createTestUser({ is_pro: 1 })
    const author = await createTestUser({ permissions: '["create_content"]' })
    const moderator = await createTestUser({ permissions: '["moderate"]' })
    const admin = await createTestUser({ is_admin: 1 })
    expect(await outcome(requireUser, req())).toBe('302 /gb')
    expect(await outcome(requireUser, req(free.cookie))).toBe('allowed')
    expect(await outcome(requireProOrAdmin, req(free.cookie, '/br/notes'))).toBe('302 /br')
    expect(await outcome(requireProOrAdmin, req(pro.cookie))).toBe('allowed')
    expect(await outcome(requireProOrAdmin, req(admin.cookie))).toBe('allowed')
    expect(await outcome(requireContentCreator, req(free.cookie))).toBe('302 /gb')
    expect(await outcome(requireContentCreator, req(author.cookie))).toBe('allowed')
    expect(await outcome(requireModerator, req(author.cookie))).toBe('302 /gb')
    expect(await outcome(requireModerator, req(moderator.cookie))).toBe('allowed')
    expect(await outcome(requireAdmin, req(pro.cookie))).toBe('302 /gb')
    expect(await outcome(requireAdmin, req(admin.cookie))).toBe('allowed')
  })

  it('read organization roles with the user, in one query', async () => {
    const user = await createTestUser()
    expect((await sessionUser(req(user.cookie)))?.orgRoles).toEqual([])
    const inst = await db
      .insertInto('institutions')
      .values({ name: 'Escola', short_name: 'ESC', type: 'educational', country: 'BR' })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('organization_members')
      .values([
        { institution_id: inst.id, user_id: user.id, role: 'professor' },
        { institution_id: inst.id, user_id: user.id, role: 'manager' },
      ])
      .execute()
    expect((await sessionUser(req(user.cookie)))?.orgRoles.sort()).toEqual(['manager', 'professor'])
  })

  it('forget a session that expired or was revoked', async () => {
    const user = await createTestUser()
    expect(await sessionUser(req(user.cookie))).not.toBeNull()
    await db
      .updateTable('sessions')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('user_id', '=', user.id)
      .execute()
    expect(await sessionUser(req(user.cookie))).toBeNull()
    const other = await createTestUser()
    await db.deleteFrom('sessions').where('user_id', '=', other.id).execute()
    expect(await sessionUser(req(other.cookie))).toBeNull()
    expect(await sessionUser(req('__session=forged'))).toBeNull()
  })
})

describe('the session user', () => {
  it("carries the profile picture's versioned URL (image), or null for the initials", async () => {
    const plain = await createTestUser()
    expect((await sessionUser(req(plain.cookie)))?.image).toBeNull()
    const pictured = await createTestUser({ has_picture: 1, updated_at: '2026-11-21T10:00:00.000Z' })
    const image = (await sessionUser(req(pictured.cookie)))?.image
    expect(image).toBe(
      `/image/user-profile/${pictured.id}.png?v=${Date.parse('2026-11-21T10:00:00.000Z').toString(36)}`,
    )
  })
})
