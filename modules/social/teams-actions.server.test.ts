import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { createTestUser } from '~/tests/factories'
import { createTeamFor, joinWithPassword, updateTeamFor } from './teams-actions.server'
import { findTeam, joinTeam, teamMemberIds } from './teams.server'

let n = 0
const unique = (base: string) => `${base} ${Date.now() % 100000}-${++n}`

describe('team names are unique ignoring case, accents included', () => {
  it('refuses a name that differs only in case, also outside ASCII', async () => {
    const captain = await createTestUser()
    const name = unique('Ação Coletiva')
    const created = await createTeamFor({
      name,
      description: '',
      invitePassword: 'senha',
      captainId: captain.id,
    })
    expect(created.ok).toBe(true)
    const again = await createTeamFor({
      name: name.toUpperCase(),
      description: '',
      invitePassword: 'senha',
      captainId: captain.id,
    })
    expect(again).toEqual({ ok: false, reason: 'duplicate' })
    // Different letters are different names.
    const other = await createTeamFor({
      name: name.replace('Ação', 'Acao'),
      description: '',
      invitePassword: 'senha',
      captainId: captain.id,
    })
    expect(other.ok).toBe(true)
  })
})

describe('updateTeamFor', () => {
  it('lets the captain rename (own name in another case is fine) and refuses others', async () => {
    const captain = await createTestUser()
    const member = await createTestUser()
    const name = unique('Equipe Única')
    const created = await createTeamFor({
      name,
      description: 'd',
      invitePassword: 'senha',
      captainId: captain.id,
    })
    if (!created.ok) throw new Error('not created')
    const input = { name: name.toUpperCase(), description: 'nova', invitePassword: 'outra' }
    expect(await updateTeamFor(created.id, member.id, input)).toEqual({ ok: false, reason: 'not_captain' })
    expect((await findTeam(created.id))?.name).toBe(name)
    expect(await updateTeamFor(created.id, captain.id, input)).toEqual({ ok: true })
    expect(await findTeam(created.id)).toMatchObject({ name: name.toUpperCase(), description: 'nova' })
    expect(await updateTeamFor(99_999_999, captain.id, input)).toEqual({ ok: false, reason: 'not_found' })
  })

  it('refuses another team’s name', async () => {
    const captain = await createTestUser()
    const a = unique('Primeira')
    const b = unique('Segunda')
    await createTeamFor({ name: a, description: '', invitePassword: 'senha', captainId: captain.id })
    const second = await createTeamFor({
      name: b,
      description: '',
      invitePassword: 'senha',
      captainId: captain.id,
    })
    if (!second.ok) throw new Error('not created')
    const res = await updateTeamFor(second.id, captain.id, {
      name: a,
      description: '',
      invitePassword: 'senha',
    })
    expect(res).toEqual({ ok: false, reason: 'duplicate' })
  })
})

describe('invite passwords are stored hashed (issue 15 item 12)', () => {
  const stored = async (id: number) =>
    (await db.selectFrom('teams').select('invite_password').where('id', '=', id).executeTakeFirstOrThrow())
      .invite_password

  it('stores a scrypt hash, lets the right password in and keeps the wrong one out', async () => {
    const captain = await createTestUser()
    const [right, wrong] = [await createTestUser(), await createTestUser()]
    const created = await createTeamFor({
      name: unique('Hash'),
      description: '',
      invitePassword: 'convite-secreto',
      captainId: captain.id,
    })
    if (!created.ok) throw new Error('not created')
    const value = await stored(created.id)
    expect(value.startsWith('scrypt$')).toBe(true)
    expect(value).not.toContain('convite-secreto')
    expect(value.length).toBeLessThanOrEqual(100) // the column's CHECK
    expect(await joinWithPassword(created.id, wrong.id, 'convite-errado')).toEqual({
      ok: false,
      reason: 'wrong_password',
    })
    expect(await joinWithPassword(created.id, wrong.id, 'x'.repeat(10_000))).toEqual({
      ok: false,
      reason: 'wrong_password',
    })
    expect(await joinWithPassword(created.id, right.id, 'convite-secreto')).toEqual({ ok: true })
    expect(await joinWithPassword(999_999_999, right.id, 'convite-secreto')).toEqual({
      ok: false,
      reason: 'not_found',
    })
    expect(await joinTeam(created.id, wrong.id, 'convite-errado')).toBe(false)
    expect(await teamMemberIds(created.id)).toEqual([captain.id, right.id])
  })

  it('a new password replaces the hash; none keeps it', async () => {
    const captain = await createTestUser()
    const created = await createTeamFor({
      name: unique('Troca'),
      description: '',
      invitePassword: 'primeira',
      captainId: captain.id,
    })
    if (!created.ok) throw new Error('not created')
    const first = await stored(created.id)
    const kept = await updateTeamFor(created.id, captain.id, { name: unique('Troca'), description: 'x' })
    expect(kept).toEqual({ ok: true })
    expect(await stored(created.id)).toBe(first)
    await updateTeamFor(created.id, captain.id, {
      name: unique('Troca'),
      description: '',
      invitePassword: 'segunda',
    })
    const joiner = await createTestUser()
    expect(await joinTeam(created.id, joiner.id, 'primeira')).toBe(false)
    expect(await joinTeam(created.id, joiner.id, 'segunda')).toBe(true)
    expect(await stored(created.id)).not.toBe(first)
  })
})
