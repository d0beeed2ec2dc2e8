import { describe, expect, it } from 'vitest'
import { authenticate } from '~/modules/account'
import { db } from '../client.server'
import { DEMO_USERS, seedDemo } from './index'

describe('demo seed', () => {
  it('creates a user of every role whose printed password works', async () => {
    const { accounts } = await seedDemo(db)
    expect(accounts.map((a) => a.role)).toEqual(DEMO_USERS.map((d) => d.role))
    for (const role of [
      'admin',
      'content author',
      'moderator',
      'PRO user',
      'free user',
      'professor',
      'organization manager',
      'student',
    ]) {
      expect(accounts.some((a) => a.role === role)).toBe(true)
    }
    const free = accounts.find((a) => a.role === 'free user')!
    expect(await authenticate(free.email, free.password)).toBeTypeOf('number')
    const members = await db.selectFrom('organization_members').select('role').execute()
    expect(members.map((m) => m.role).sort()).toEqual(['manager', 'professor', 'student'])
  })
})
