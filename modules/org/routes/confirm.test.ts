import { beforeEach, describe, expect, it } from 'vitest'
import { resetRateLimits } from '~/app/kernel/auth/rate-limit.server'
import { db } from '~/db/client.server'
import { makeUser } from '~/tests/factories'
import { getRequest, post, routeArgs } from '~/tests/setup/helpers'
import { makeOrg, orgUser, response } from '../test-helpers'
import * as classForm from './class-form'
import * as classes from './classes'
import * as confirm from './confirm-email'

// An invite-only class trusts a listed address only once its owner proved it (a mailed link).

beforeEach(() => resetRateLimits())

async function inviteOnlyClass(email: string, title: string) {
  const org = await makeOrg()
  const prof = await orgUser(org, 'professor')
  const made = await response(
    classForm.action(
      routeArgs(post('/br/programming-classes/new', { title, inviteOnly: 'on', invites: email }, prof)),
    ),
  )
  const id = Number(/(\d+)$/.exec(made.headers.get('Location')!)![1])
  const { join_code } = await db
    .selectFrom('org_classes')
    .select('join_code')
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  return { id, code: join_code }
}

const enrolled = async (classId: number, userId: number) =>
  !!(await db
    .selectFrom('org_class_members')
    .select('user_id')
    .where('class_id', '=', classId)
    .where('user_id', '=', userId)
    .executeTakeFirst())

const lastMailTo = (to: string) =>
  db
    .selectFrom('outgoing_mail')
    .select(['subject', 'text_body'])
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirst()

describe('invite-only classes and unconfirmed e-mails', () => {
  it('a listed address joins only after its owner confirms it through the mailed link (a POST)', async () => {
    const email = `convidada-${Date.now()}@example.com`
    const cls = await inviteOnlyClass(email, 'Turma Fechada')
    const student = await makeUser('free', { email })
    const asked = await response(
      classes.action(routeArgs(post('/br/programming-classes', { code: cls.code }, student))),
    )
    expect(asked.status).toBe(302)
    expect(asked.headers.get('Location')).toBe('/br/programming-classes')
    expect(await enrolled(cls.id, student.id)).toBe(false)
    const mail = await lastMailTo(email)
    const link = /https:\/\/trilha\.test\/br\/programming-classes\/confirm\/([A-Za-z0-9_-]{32})/.exec(
      mail?.text_body ?? '',
    )
    expect(link).not.toBeNull()
    const token = link![1]
    // Only the token's hash is stored.
    const rows = await db.selectFrom('org_email_confirmations').selectAll().execute()
    expect(JSON.stringify(rows)).not.toContain(token)

    const url = `/br/programming-classes/confirm/${token}`
    // Someone else's account cannot use the link.
    const other = await makeUser()
    expect((await response(confirm.loader(routeArgs(getRequest(url, other), { token })))).status).toBe(404)
    expect((await response(confirm.action(routeArgs(post(url, {}, other), { token })))).status).toBe(404)
    // Opening it writes nothing; the button confirms and joins.
    const page = (await confirm.loader(routeArgs(getRequest(url, student), { token }))) as { title: string }
    expect(page.title).toBe('Turma Fechada')
    expect(await enrolled(cls.id, student.id)).toBe(false)
    const joined = await response(confirm.action(routeArgs(post(url, {}, student), { token })))
    expect(joined.headers.get('Location')).toBe(`/br/programming-class/${cls.id}`)
    expect(await enrolled(cls.id, student.id)).toBe(true)

    // The address is now confirmed: another invite-only class listing it lets the student straight in.
    const second = await inviteOnlyClass(email, 'Outra Fechada')
    const direct = await response(
      classes.action(routeArgs(post('/br/programming-classes', { code: second.code }, student))),
    )
    expect(direct.headers.get('Location')).toBe(`/br/programming-class/${second.id}`)
    expect(await enrolled(second.id, student.id)).toBe(true)
    // A malformed token is a 404, not a 500.
    expect(
      (
        await response(
          confirm.loader(routeArgs(getRequest('/br/programming-classes/confirm/x', student), { token: 'x' })),
        )
      ).status,
    ).toBe(404)
  })

  it('an address that is not listed is refused without a mail', async () => {
    const cls = await inviteOnlyClass(`lista-${Date.now()}@example.com`, 'Turma Lista')
    const stranger = await makeUser()
    const refused = await classes.action(
      routeArgs(post('/br/programming-classes', { code: cls.code }, stranger)),
    )
    expect((refused as { init: ResponseInit }).init.status).toBe(403)
    expect(await lastMailTo(stranger.email)).toBeUndefined()
  })
})
