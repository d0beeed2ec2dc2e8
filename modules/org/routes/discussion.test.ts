import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { listNotifications } from '~/modules/social/notifications.server'
import { makeUser } from '~/tests/factories'
import { getRequest, post, routeArgs } from '~/tests/setup/helpers'
import { makeOrg, orgUser, response } from '../test-helpers'
import * as classForm from './class-form'
import * as classes from './classes'
import * as discussion from './discussion'

const notes = (userId: number) =>
  db.selectFrom('notifications').select(['type', 'content']).where('user_id', '=', userId).execute()

describe('discussion notifications', () => {
  it('a new thread reaches the class, a reply reaches the thread’s author; never the writer or outsiders', async () => {
    const org = await makeOrg()
    const prof = await orgUser(org, 'professor')
    const made = await response(
      classForm.action(routeArgs(post('/br/programming-classes/new', { title: 'Turma N' }, prof))),
    )
    const id = /(\d+)$/.exec(made.headers.get('Location')!)![1]
    const { join_code } = await db
      .selectFrom('org_classes')
      .select('join_code')
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow()
    const [ana, bia, outsider] = [await makeUser(), await makeUser(), await makeUser()]
    for (const s of [ana, bia])
      await response(classes.action(routeArgs(post('/br/programming-classes', { code: join_code }, s))))
    const url = `/br/programming-class/${id}/discussion`
    await response(discussion.action(routeArgs(post(url, { body: 'Dúvida na lista 1' }, ana), { id })))
    const page = (await discussion.loader(routeArgs(getRequest(url, ana), { id }))) as {
      posts: { id: number }[]
    }
    const thread = page.posts[0].id
    expect((await notes(prof.id)).map((n) => n.type)).toEqual(['class_post'])
    expect((await notes(bia.id)).map((n) => n.type)).toEqual(['class_post'])
    expect(await notes(ana.id)).toEqual([])
    expect(await notes(outsider.id)).toEqual([])

    await response(
      discussion.action(
        routeArgs(post(url, { body: 'Veja o exemplo 2.', parent: String(thread) }, prof), { id }),
      ),
    )
    expect((await notes(ana.id)).map((n) => n.type)).toEqual(['class_reply'])
    expect((await notes(bia.id)).map((n) => n.type)).toEqual(['class_post'])
    // The bell shows who wrote where and links to the thread.
    const [shown] = await listNotifications(ana.id, 'pt-BR', 'br')
    expect(shown.view.href).toBe(`/br/programming-class/${id}/discussion#post-${thread}`)
    expect(shown.view.text).toContain('Turma N')
  })
})
