import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { makeUser } from '~/tests/factories'
import { getRequest, routeArgs, settle } from '~/tests/setup/helpers'
import { requestExport } from '../export.server'
import { loader } from './staff-privacy'

const DAY = 86_400_000

describe('/staff/privacy', () => {
  it('is for admins only', async () => {
    const student = await makeUser()
    const res = (await settle(loader(routeArgs(getRequest('/br/staff/privacy', student))))) as Response
    expect(res.status).toBe(302)
  })

  it('lists open requests first with their 15-day due date, and marks the late ones', async () => {
    const admin = await makeUser('admin')
    const person = await makeUser('free', { name: 'Carla Pede' })
    const old = new Date(Date.now() - 20 * DAY)
    const late = await requestExport(person.id, old)
    if (!late.ok) throw new Error('refused')
    const data = await loader(routeArgs(getRequest('/br/staff/privacy', admin)))
    const row = data.rows.find((r) => r.id === late.id)!
    expect(row).toMatchObject({ name: 'Carla Pede', kind: 'export', status: 'pending', overdue: true })
    expect(Date.parse(row.due_at) - old.getTime()).toBe(15 * DAY)
    await db.updateTable('privacy_requests').set({ status: 'ready' }).where('id', '=', late.id).execute()
    const after = await loader(routeArgs(getRequest('/br/staff/privacy', admin)))
    expect(after.rows.find((r) => r.id === late.id)).toMatchObject({ open: false, overdue: false })
  })
})
