// /{lang}/competition/:id/clarifications: who asks, answers and announces; who reads what; who is notified.
import { beforeEach, describe, expect, it } from 'vitest'
import { resetRateLimits } from '~/app/kernel/auth/rate-limit.server'
import { db } from '~/db/client.server'
import { createTestUser, makeExercise } from '~/tests/factories'
import { formRequest, getRequest, routeArgs } from '~/tests/setup/helpers'
import { renderRoute } from '~/tests/setup/render'
import type { ClarificationsData } from '../running/clarifications.server'
import type { ClarificationReply } from '../ui/clarification-forms'
import ClarificationsPage, { action, handle, loader } from './competition.clarifications'

type User = Awaited<ReturnType<typeof createTestUser>>
type LoaderData = Awaited<ReturnType<typeof loader>>
const HOUR = 3_600_000

beforeEach(() => resetRateLimits())

async function contest({ running = true, creator = true } = {}) {
  const organizer = await createTestUser({ is_pro: 1 })
  const now = Date.now()
  const startsAt = new Date(now - 2 * HOUR).toISOString()
  const endsAt = new Date(now + (running ? 1 : -1) * HOUR).toISOString()
  const { id } = await db
    .insertInto('competitions')
    .values({
      title: 'Maratona',
      style: 'icpc',
      starts_at: startsAt,
      ends_at: endsAt,
      created_by: creator ? organizer.id : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const a = await makeExercise({ title_gb: 'Alpha' }, null)
  const b = await makeExercise({ title_gb: 'Beta' }, null)
  await db
    .insertInto('competition_exercises')
    .values([
      { competition_id: id, exercise_id: a, position: 0 },
      { competition_id: id, exercise_id: b, position: 1 },
    ])
    .execute()
  const join = async (members: User[], team?: string) => {
    const teamId = team
      ? (
          await db
            .insertInto('teams')
            .values({ name: team, invite_password: 'segredo' })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id
      : null
    const { id: participation } = await db
      .insertInto('participations')
      .values({
        competition_id: id,
        user_id: teamId ? null : members[0].id,
        team_id: teamId,
        starts_at: startsAt,
        ends_at: endsAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('participation_members')
      .values(members.map((m) => ({ participation_id: participation, competition_id: id, user_id: m.id })))
      .execute()
  }
  return { id, organizer, a, b, join }
}

const url = (cid: number) => `/gb/competition/${cid}/clarifications`

async function page(cid: number, user: User) {
  return (await loader(routeArgs(getRequest(url(cid), user), { id: String(cid) }))) as LoaderData
}

async function post(cid: number, user: User | undefined, fields: Record<string, string>) {
  const headers: Record<string, string> = user ? { cookie: user.cookie } : {}
  try {
    const result = await action(routeArgs(formRequest(url(cid), fields, headers), { id: String(cid) }))
    if (result instanceof Response) return { status: result.status, location: result.headers.get('location') }
    const r = result as unknown as { data: ClarificationReply; init: { status: number } }
    return { status: r.init.status, reply: r.data }
  } catch (error) {
    const res = error as Response
    return { status: res.status, location: res.headers.get('location') }
  }
}

async function notifications(user: User) {
  const rows = await db
    .selectFrom('notifications')
    .select(['type', 'content'])
    .where('user_id', '=', user.id)
    .orderBy('id')
    .execute()
  return rows.map((r) => ({ type: r.type, content: JSON.parse(r.content) as unknown }))
}

const questions = (data: ClarificationsData) => data.clarifications.map((c) => c.question ?? c.answer)

describe('/{lang}/competition/:id/clarifications', () => {
  it('a participant asks about a problem; the creator is notified; the asker sees it waiting', async () => {
    const c = await contest()
    const ana = await createTestUser()
    await c.join([ana])
    const res = await post(c.id, ana, { intent: 'ask', exercise: 'B', question: 'Can N be 0?' })
    expect(res.status).toBe(302)
    const row = await db
      .selectFrom('clarifications')
      .selectAll()
      .where('competition_id', '=', c.id)
      .executeTakeFirstOrThrow()
    expect(res.location).toBe(`${url(c.id)}?sent=ask#clarification-${row.id}`)
    expect(row).toMatchObject({
      exercise_id: c.b,
      question: 'Can N be 0?',
      answer: null,
      is_broadcast: 0,
      author_id: ana.id,
    })
    expect(await notifications(c.organizer)).toEqual([
      {
        type: 'new_clarification',
        content: { competition: { id: c.id, title: 'Maratona' }, clarification: { id: row.id } },
      },
    ])
    const mine = (await page(c.id, ana)).page
    expect(mine.role).toBe('participant')
    expect(mine.canAsk).toBe(true)
    expect(mine.clarifications).toMatchObject([
      {
        id: row.id,
        letter: 'B',
        exerciseTitle: 'Beta',
        question: 'Can N be 0?',
        answer: null,
        own: true,
        asker: null,
      },
    ])
  })

  it('notifies the admins when the competition has no creator', async () => {
    const c = await contest({ creator: false })
    const admin = await createTestUser({ is_admin: 1 })
    const ana = await createTestUser()
    await c.join([ana])
    expect((await post(c.id, ana, { intent: 'ask', question: 'Is input sorted?' })).status).toBe(302)
    expect((await notifications(admin)).map((n) => n.type)).toEqual(['new_clarification'])
    expect(await notifications(c.organizer)).toEqual([])
  })

  it('refuses an empty, too long or off-list question at 422 and keeps what was typed', async () => {
    const c = await contest()
    const ana = await createTestUser()
    await c.join([ana])
    const empty = await post(c.id, ana, { intent: 'ask', exercise: 'A', question: '   ' })
    expect(empty.status).toBe(422)
    expect(empty.reply).toMatchObject({
      intent: 'ask',
      errors: { question: ['questionRequired'] },
      values: { exercise: 'A' },
    })
    const long = 'x'.repeat(2001)
    const tooLong = await post(c.id, ana, { intent: 'ask', question: long })
    expect(tooLong.status).toBe(422)
    expect(tooLong.reply?.errors).toEqual({ question: ['questionTooLong'] })
    expect(tooLong.reply?.values.question).toBe(long)
    const offList = await post(c.id, ana, { intent: 'ask', exercise: 'Z', question: 'Z?' })
    expect(offList.status).toBe(422)
    expect(offList.reply).toMatchObject({
      errors: { exercise: ['unknownExercise'] },
      values: { question: 'Z?' },
    })
    expect(
      await db.selectFrom('clarifications').select('id').where('competition_id', '=', c.id).execute(),
    ).toEqual([])

    // The form comes back with the text and the message.
    const loaderData = await page(c.id, ana)
    const html = await renderRoute('en-GB', handle.i18n as string[], ClarificationsPage, {
      loaderData,
      actionData: offList.reply,
    })
    expect(html).toContain('Choose one of this competition&#x27;s problems.')
    expect(html).toMatch(/<textarea[^>]*name="question"[^>]*>Z\?<\/textarea>/)
  })

  it('closes questions after the end (403) and for non-participants (403)', async () => {
    const ended = await contest({ running: false })
    const ana = await createTestUser()
    await ended.join([ana])
    expect((await page(ended.id, ana)).page.canAsk).toBe(false)
    const late = await post(ended.id, ana, { intent: 'ask', question: 'Still there?' })
    expect(late).toMatchObject({
      status: 403,
      reply: { formError: 'closed', values: { question: 'Still there?' } },
    })

    const c = await contest()
    const stranger = await createTestUser()
    expect(await post(c.id, stranger, { intent: 'ask', question: 'Hi?' })).toMatchObject({
      status: 403,
      reply: { formError: 'notRegistered' },
    })
    expect((await page(c.id, stranger)).page.role).toBe('not_registered')
    const visitor = await post(c.id, undefined, { intent: 'ask', question: 'Hi?' })
    expect(visitor.status).toBe(302)
    expect(visitor.location).toContain('/gb/login?login=true')
  })

  it('answers privately to the asking team, broadcasts to everyone, and shows each what they may read', async () => {
    const c = await contest()
    const [ana, bia, rival, stranger] = [
      await createTestUser({ name: 'Ana Souza' }),
      await createTestUser(),
      await createTestUser({ name: 'Rita de Cássia Lima' }),
      await createTestUser(),
    ]
    await c.join([ana, bia], 'Os Bugados')
    await c.join([rival])
    await post(c.id, ana, { intent: 'ask', exercise: 'A', question: 'Private question' })
    await post(c.id, rival, { intent: 'ask', question: 'Rival question' })
    const [privateQ, rivalQ] = await db
      .selectFrom('clarifications')
      .select('id')
      .where('competition_id', '=', c.id)
      .orderBy('id')
      .execute()

    // Organizers see everything, with who asked.
    const all = (await page(c.id, c.organizer)).page
    expect(all.role).toBe('organizer')
    expect(questions(all)).toEqual(['Rival question', 'Private question'])
    expect(all.clarifications.map((q) => q.asker)).toEqual(['Rita Lima', 'Os Bugados · Ana Souza'])

    // A participant can neither answer nor announce.
    expect(
      await post(c.id, ana, { intent: 'answer', clarification: String(rivalQ.id), answer: 'No' }),
    ).toMatchObject({
      status: 403,
      reply: { formError: 'forbidden' },
    })

    expect(
      (
        await post(c.id, c.organizer, {
          intent: 'answer',
          clarification: String(privateQ.id),
          answer: 'Yes, N ≥ 0.',
        })
      ).status,
    ).toBe(302)
    const content = { competition: { id: c.id, title: 'Maratona' }, clarification: { id: privateQ.id } }
    expect(await notifications(ana)).toEqual([{ type: 'clarification_reply', content }])
    expect(await notifications(bia)).toEqual([{ type: 'clarification_reply', content }])
    expect(await notifications(rival)).toEqual([])
    expect(questions((await page(c.id, bia)).page)).toEqual(['Private question'])
    expect((await page(c.id, bia)).page.clarifications[0]).toMatchObject({ answer: 'Yes, N ≥ 0.', own: true })
    expect(questions((await page(c.id, rival)).page)).toEqual(['Rival question'])
    expect(questions((await page(c.id, stranger)).page)).toEqual([])

    // Broadcast: the asker gets the reply, everyone else hears of something new, and all read it.
    expect(
      (
        await post(c.id, c.organizer, {
          intent: 'answer',
          clarification: String(rivalQ.id),
          answer: 'Read the statement again.',
          broadcast: 'on',
        })
      ).status,
    ).toBe(302)
    const rivalContent = { competition: { id: c.id, title: 'Maratona' }, clarification: { id: rivalQ.id } }
    expect(await notifications(rival)).toEqual([{ type: 'clarification_reply', content: rivalContent }])
    expect((await notifications(ana)).at(-1)).toEqual({ type: 'new_clarification', content: rivalContent })
    expect((await notifications(bia)).at(-1)).toEqual({ type: 'new_clarification', content: rivalContent })
    expect(await notifications(stranger)).toEqual([])
    expect(questions((await page(c.id, ana)).page)).toEqual(['Rival question', 'Private question'])
    const seenByStranger = (await page(c.id, stranger)).page.clarifications
    expect(seenByStranger).toMatchObject([
      { question: 'Rival question', isBroadcast: true, own: false, asker: null },
    ])
  })

  it('refuses an empty answer at 422 and keeps it in the form of its own question', async () => {
    const c = await contest()
    const ana = await createTestUser()
    await c.join([ana])
    await post(c.id, ana, { intent: 'ask', question: 'Q?' })
    const q = await db
      .selectFrom('clarifications')
      .select('id')
      .where('competition_id', '=', c.id)
      .executeTakeFirstOrThrow()
    const res = await post(c.id, c.organizer, {
      intent: 'answer',
      clarification: String(q.id),
      answer: '',
      broadcast: 'on',
    })
    expect(res).toMatchObject({
      status: 422,
      reply: {
        intent: 'answer',
        clarification: q.id,
        errors: { answer: ['answerRequired'] },
        values: { broadcast: 'on' },
      },
    })
    expect(
      await post(c.id, c.organizer, { intent: 'answer', clarification: '999999', answer: 'x' }),
    ).toMatchObject({
      status: 404,
      reply: { formError: 'notFound' },
    })
    const html = await renderRoute('pt-BR', handle.i18n as string[], ClarificationsPage, {
      loaderData: await page(c.id, c.organizer),
      actionData: res.reply,
    })
    expect(html).toContain('Escreva a resposta.')
    expect(html).toMatch(new RegExp(`id="broadcast-${q.id}"[^>]*checked`))
  })

  it('an announcement reaches every participant, even after the end', async () => {
    const c = await contest({ running: false })
    const [ana, bia, rival] = [await createTestUser(), await createTestUser(), await createTestUser()]
    await c.join([ana, bia], 'Equipe')
    await c.join([rival])
    const res = await post(c.id, c.organizer, {
      intent: 'announce',
      exercise: 'A',
      announcement: 'Problem A was rejudged.',
    })
    expect(res.status).toBe(302)
    const row = await db
      .selectFrom('clarifications')
      .selectAll()
      .where('competition_id', '=', c.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      question: null,
      answer: 'Problem A was rejudged.',
      is_broadcast: 1,
      exercise_id: c.a,
    })
    for (const u of [ana, bia, rival])
      expect((await notifications(u)).map((n) => n.type)).toEqual(['new_clarification'])
    expect(await notifications(c.organizer)).toEqual([])
    expect((await page(c.id, rival)).page.clarifications).toMatchObject([
      { question: null, answer: 'Problem A was rejudged.', letter: 'A', isBroadcast: true },
    ])
    expect(await post(c.id, rival, { intent: 'announce', announcement: 'Me too' })).toMatchObject({
      status: 403,
      reply: { formError: 'forbidden' },
    })
    const html = (
      await renderRoute('en-GB', handle.i18n as string[], ClarificationsPage, {
        loaderData: await page(c.id, rival),
      })
    ).replaceAll('<!-- -->', '')
    expect(html).toContain('Problem A was rejudged.')
    expect(html).toContain('Announcement')
    expect(html).toContain('Questions can only be sent while the competition is running for you.')
    expect(html).not.toContain('name="question"')
  })

  it('shows organizers the announcement form and an answer form per question', async () => {
    const c = await contest()
    const ana = await createTestUser()
    await c.join([ana])
    await post(c.id, ana, { intent: 'ask', question: 'Q1?' })
    const html = await renderRoute('en-GB', handle.i18n as string[], ClarificationsPage, {
      loaderData: await page(c.id, c.organizer),
    })
    expect(html).toContain('name="announcement"')
    expect(html.match(/name="intent" value="answer"/g)).toHaveLength(1)
    expect(html).not.toContain('name="question"')
    expect(html).toContain('name="broadcast"')
  })

  it('no longer offers to untick "send to everyone" once an answer went to everyone (it stays public)', async () => {
    const c = await contest()
    const ana = await createTestUser()
    await c.join([ana])
    await post(c.id, ana, { intent: 'ask', question: 'Q1?' })
    const { id } = await db
      .selectFrom('clarifications')
      .select('id')
      .where('competition_id', '=', c.id)
      .executeTakeFirstOrThrow()
    const answer = (fields: Record<string, string>) =>
      post(c.id, c.organizer, { intent: 'answer', clarification: String(id), ...fields })
    expect((await answer({ answer: 'Yes.', broadcast: 'on' })).status).toBe(302)
    const html = await renderRoute('en-GB', handle.i18n as string[], ClarificationsPage, {
      loaderData: await page(c.id, c.organizer),
    })
    expect(html).not.toContain('name="broadcast"')
    expect(html).toContain('Sent to everyone: every participant keeps seeing the question and the answer.')
    // Updating the answer keeps it public, as the page says.
    expect((await answer({ answer: 'Yes, always.' })).status).toBe(302)
    const row = await db
      .selectFrom('clarifications')
      .select(['answer', 'is_broadcast'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ answer: 'Yes, always.', is_broadcast: 1 })
  })
})
