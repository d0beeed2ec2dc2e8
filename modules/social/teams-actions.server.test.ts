import { describe, expect, it } from 'vitest'
import { createTestUser } from '~/tests/setup/helpers'
import { findTeam } from './index'
import { createTeamFor, updateTeamFor } from './teams-actions.server'

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
