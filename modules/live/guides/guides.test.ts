import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { makeUser } from '~/tests/factories'
import { getRequest, loaded, post, routeArgs, settle } from '~/tests/setup/helpers'
import * as guideRoute from '../routes/guide'
import * as guidesRoute from '../routes/guides'

async function guide(slug: string, archived = 0) {
  return (
    await db
      .insertInto('live_guides')
      .values({ slug, title: `Guia ${slug}`, archived })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id
}

describe('training guides', () => {
  it('lists available, archived and participating; students join and leave; only participants post', async () => {
    await guide('g-open')
    await guide('g-old', 1)
    const student = await makeUser('free')
    const tab = async (name: string, user?: { cookie: string }) =>
      (
        (await loaded(
          guidesRoute.loader(routeArgs(getRequest(`/br/training-guides?tab=${name}`, user))),
        )) as {
          guides: { slug: string }[]
        }
      ).guides.map((g) => g.slug)
    expect(await tab('available')).toContain('g-open')
    expect(await tab('available')).not.toContain('g-old')
    expect(await tab('archived')).toEqual(expect.arrayContaining(['g-old']))
    expect(await tab('participating', student)).toEqual([])

    const act = (slug: string, fields: Record<string, string>) =>
      settle(guideRoute.action(routeArgs(post(`/br/training-guides/${slug}`, fields, student), { slug })))
    // Not a participant yet: the post is not kept.
    await act('g-open', { intent: 'post', text: 'cedo demais' })
    await act('g-open', { intent: 'join' })
    expect(await tab('participating', student)).toEqual(['g-open'])
    await act('g-open', { intent: 'post', text: 'Oi, turma!' })
    const page = (await loaded(
      guideRoute.loader(
        routeArgs(getRequest('/br/training-guides/g-open?tab=discussion', student), { slug: 'g-open' }),
      ),
    )) as { member: boolean; posts: { text: string }[] }
    expect(page.member).toBe(true)
    expect(page.posts.map((p) => p.text)).toEqual(['Oi, turma!'])
    await act('g-open', { intent: 'leave' })
    expect(await tab('participating', student)).toEqual([])
    // An archived guide takes no one.
    await act('g-old', { intent: 'join' })
    expect(await tab('participating', student)).toEqual([])
    // A visitor is sent to log in; an unknown guide is a 404.
    const visitor = (await settle(
      guideRoute.action(
        routeArgs(post('/br/training-guides/g-open', { intent: 'join' }), { slug: 'g-open' }),
      ),
    )) as Response
    expect(visitor.headers.get('Location')).toMatch(/\/br\/login/)
    const missing = (await settle(
      guideRoute.loader(routeArgs(getRequest('/br/training-guides/nope'), { slug: 'nope' })),
    )) as Response
    expect(missing.status).toBe(404)
  })
})
