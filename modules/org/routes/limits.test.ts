import { beforeEach, describe, expect, it } from 'vitest'
import { resetRateLimits } from '~/app/kernel/auth/rate-limit.server'
import { db } from '~/db/client.server'
import { makeUser } from '~/tests/factories'
import { getRequest, post, routeArgs } from '~/tests/setup/helpers'
import { makeOrg, orgUser, replied, response } from '../test-helpers'
import * as classForm from './class-form'
import * as classes from './classes'
import * as discussion from './discussion'
import * as join from './organization-join'

// Codes are short enough to guess and a post reaches the whole class: both are rate-limited (kernel limiter).

beforeEach(() => resetRateLimits())

const joinWith = (code: string, user: { cookie: string }) =>
  classes.action(routeArgs(post('/br/programming-classes', { code }, user)))

describe('rate limits', () => {
  it('a class-code guesser gets 429 after 10 wrong codes, even for a right one; a typo is just a 404', async () => {
    const org = await makeOrg()
    const prof = await orgUser(org, 'professor')
    const made = await response(
      classForm.action(routeArgs(post('/br/programming-classes/new', { title: 'Turma L' }, prof))),
    )
    expect(made.status).toBe(302)
    const guesser = await makeUser()
    for (let i = 0; i < 10; i++)
      expect(replied(await joinWith(`ZZZZZZZ${i}`, guesser)).init?.status).toBe(404)
    const stopped = replied(await joinWith('ZZZZZZZA', guesser))
    expect(stopped.init?.status).toBe(429)
    expect(stopped.data.refusal).toBe('tooManyRequests')
    expect(new Headers(stopped.init?.headers).get('Retry-After')).toMatch(/^\d+$/)
    const { join_code } = await db
      .selectFrom('org_classes')
      .select('join_code')
      .where('title', '=', 'Turma L')
      .executeTakeFirstOrThrow()
    expect(replied(await joinWith(join_code, guesser)).init?.status).toBe(429)
    // Another student (same school address) who mistypes once is not stopped.
    const other = await makeUser()
    expect(replied(await joinWith('ZZZZZZZB', other)).init?.status).toBe(404)
  })

  it('an invitation-code guesser gets 429 on the link page after 10 wrong codes', async () => {
    const guesser = await makeUser()
    const open = (code: string) =>
      response(join.loader(routeArgs(getRequest(`/br/organization/join/${code}`, guesser), { code })))
    for (let i = 0; i < 10; i++) expect((await open(`YYYYYYY${i}`)).status).toBe(404)
    const stopped = await open('YYYYYYYA')
    expect(stopped.status).toBe(429)
    expect(stopped.headers.get('Retry-After')).toMatch(/^\d+$/)
  })

  it('the 11th discussion post in a minute is refused with 429 and the text kept', async () => {
    const org = await makeOrg()
    const prof = await orgUser(org, 'professor')
    const made = await response(
      classForm.action(routeArgs(post('/br/programming-classes/new', { title: 'Turma P' }, prof))),
    )
    const id = /(\d+)$/.exec(made.headers.get('Location')!)![1]
    const url = `/br/programming-class/${id}/discussion`
    for (let i = 0; i < 10; i++)
      expect(
        (await response(discussion.action(routeArgs(post(url, { body: `Aviso ${i}` }, prof), { id }))))
          .status,
      ).toBe(302)
    const refused = replied(await discussion.action(routeArgs(post(url, { body: 'Mais um' }, prof), { id })))
    expect(refused.init?.status).toBe(429)
    expect(refused.data).toMatchObject({ body: 'Mais um', error: 'tooManyRequests' })
  })
})
