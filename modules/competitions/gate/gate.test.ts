import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { competitionGate } from '~/modules/judge/competition-gate.server'
import { submitSolution } from '~/modules/judge/submissions/submissions.server'
import { C_CODE, useOwnJudgeDataDir } from '~/modules/judge/test-helpers'
import { DAY, HOUR, ended, makeCompetition, makeExercise, makeUser, upcoming } from '~/tests/factories'
import { type User, register, useCompetitionRules } from '../competition-test-helpers'
import { startVirtualRun } from '../running/virtual.server'

useOwnJudgeDataDir()
useCompetitionRules()

const submit = (user: User, exerciseId: number, competitionId: number) =>
  submitSolution({ user: user.session, exerciseId, language: 'c', code: C_CODE, competitionId })

const read = (user: User | null, exerciseId: number, competitionId: number, now = new Date()) =>
  competitionGate({ user: user?.session ?? null, competitionId, exerciseId, now, intent: 'read' })

describe('the competition gate (through the judge)', () => {
  it('is installed at start: unknown competitions and foreign exercises are refused', async () => {
    const user = await makeUser('free')
    const { id, exercises } = await makeCompetition()
    const other = await makeExercise()
    expect(await submit(user, exercises[0], 999_999)).toEqual({ ok: false, reason: 'competition_not_found' })
    await register(user, id)
    expect(await submit(user, other, id)).toEqual({ ok: false, reason: 'exercise_not_in_competition' })
  })

  it('running: participants read and submit with their letter; others are not registered', async () => {
    const [a, b] = [await makeExercise(), await makeExercise()]
    const { id } = await makeCompetition({ exercises: [a, b] })
    const runner = await makeUser('free')
    const stranger = await makeUser('pro')
    await register(runner, id)
    const gate = await read(runner, b, id)
    expect(gate).toMatchObject({ ok: true, context: { id, letter: 'B', canSubmit: true } })
    const sent = await submit(runner, b, id)
    expect(sent.ok).toBe(true)
    const row = await db
      .selectFrom('submissions')
      .selectAll()
      .where('competition_id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ user_id: runner.id, exercise_id: b, status: 'in_queue' })
    expect(await read(stranger, a, id)).toEqual({ ok: false, reason: 'not_registered' })
    expect(await read(null, a, id)).toEqual({ ok: false, reason: 'not_registered' })
    expect(await submit(stranger, a, id)).toEqual({ ok: false, reason: 'not_registered' })
  })

  it('opens a private exercise to participants only inside the competition', async () => {
    const author = await makeUser('free')
    const secret = await makeExercise({ author_id: author.id, visibility: 'private' })
    const { id } = await makeCompetition({ exercises: [secret] })
    const runner = await makeUser('free')
    await register(runner, id)
    expect((await submit(runner, secret, id)).ok).toBe(true)
    expect(
      await submitSolution({ user: runner.session, exerciseId: secret, language: 'c', code: C_CODE }),
    ).toEqual({ ok: false, reason: 'not_found' })
  })

  it('before the start: only organizers read and submit (their tries have no participation)', async () => {
    const owner = await makeUser('pro')
    const { id, exercises } = await makeCompetition({ ...upcoming(), created_by: owner.id })
    const early = await makeUser('free')
    await register(early, id)
    expect(await read(early, exercises[0], id)).toEqual({ ok: false, reason: 'competition_not_running' })
    expect(await submit(early, exercises[0], id)).toEqual({ ok: false, reason: 'competition_not_running' })
    // Not even which exercise ids belong to it leaks before the start.
    expect(await read(early, 424_242, id)).toEqual({ ok: false, reason: 'competition_not_running' })
    expect(await read(owner, exercises[0], id)).toMatchObject({
      ok: true,
      context: { letter: 'A', canSubmit: true },
    })
    expect((await submit(owner, exercises[0], id)).ok).toBe(true)
    const admin = await makeUser('admin')
    expect((await submit(admin, exercises[0], id)).ok).toBe(true)
    const entries = await db
      .selectFrom('participation_members')
      .select('user_id')
      .where('competition_id', '=', id)
      .execute()
    expect(entries.map((e) => e.user_id)).toEqual([early.id])
  })

  it('after the end: everyone reads in practice mode, nobody but organizers submits', async () => {
    const owner = await makeUser('pro')
    const { id, exercises } = await makeCompetition({ ...ended(), created_by: owner.id })
    const visitorRead = await read(null, exercises[0], id)
    expect(visitorRead).toMatchObject({ ok: true, context: { canSubmit: false, letter: 'A' } })
    const late = await makeUser('free')
    expect(await submit(late, exercises[0], id)).toEqual({ ok: false, reason: 'competition_not_running' })
    expect((await submit(owner, exercises[0], id)).ok).toBe(true)
  })

  it('a participant submits only inside their window: after the end it is practice reading', async () => {
    const { id, exercises } = await makeCompetition()
    const runner = await makeUser('free')
    await register(runner, id)
    const later = new Date(Date.now() + 3 * HOUR)
    expect(await read(runner, exercises[0], id, later)).toMatchObject({
      ok: true,
      context: { canSubmit: false },
    })
    expect(
      await competitionGate({
        user: runner.session,
        competitionId: id,
        exerciseId: exercises[0],
        now: later,
        intent: 'submit',
      }),
    ).toEqual({ ok: false, reason: 'competition_not_running' })
  })

  it('a late joiner submits at once, on the competition clock', async () => {
    const start = new Date(Date.now() - 2 * HOUR).toISOString()
    const { id, exercises } = await makeCompetition({ starts_at: start })
    const late = await makeUser('free')
    await register(late, id)
    const gate = await read(late, exercises[0], id)
    expect(gate).toMatchObject({ ok: true, context: { startsAt: start, canSubmit: true } })
    expect((await submit(late, exercises[0], id)).ok).toBe(true)
  })

  it('a virtual run has its own clock: submits inside it, refused once it is over', async () => {
    const { id, exercises } = await makeCompetition(ended())
    const runner = await makeUser('pro')
    const started = new Date()
    const run = await startVirtualRun(
      runner.session,
      await db.selectFrom('competitions').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
      started,
    )
    expect(run.ok).toBe(true)
    const gate = await read(runner, exercises[0], id)
    expect(gate).toMatchObject({
      ok: true,
      context: {
        startsAt: started.toISOString(),
        endsAt: new Date(started.getTime() + 3 * HOUR).toISOString(),
        canSubmit: true,
      },
    })
    expect((await submit(runner, exercises[0], id)).ok).toBe(true)
    const after = new Date(started.getTime() + 3 * HOUR + 1)
    expect(
      await competitionGate({
        user: runner.session,
        competitionId: id,
        exerciseId: exercises[0],
        now: after,
        intent: 'submit',
      }),
    ).toEqual({ ok: false, reason: 'competition_not_running' })
    // Someone else on the same ended competition still only reads.
    const other = await makeUser('pro')
    expect(await submit(other, exercises[0], id)).toEqual({ ok: false, reason: 'competition_not_running' })
  })

  it('a simulation creator plays by the participants\u2019 rules, not the organizers\u2019', async () => {
    const me = await makeUser('pro')
    const { id, exercises } = await makeCompetition({ kind: 'simulation', created_by: me.id })
    const now = Date.now()
    const [starts_at, ends_at] = [new Date(now - HOUR).toISOString(), new Date(now + HOUR).toISOString()]
    const entry = await db
      .insertInto('participations')
      .values({ competition_id: id, user_id: me.id, kind: 'live', starts_at, ends_at })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('participation_members')
      .values({ participation_id: entry.id, competition_id: id, user_id: me.id })
      .execute()
    expect((await submit(me, exercises[0], id)).ok).toBe(true)
    const nextDay = new Date(now + DAY)
    expect(
      await competitionGate({
        user: me.session,
        competitionId: id,
        exerciseId: exercises[0],
        now: nextDay,
        intent: 'submit',
      }),
    ).toEqual({ ok: false, reason: 'competition_not_running' })
  })
})
