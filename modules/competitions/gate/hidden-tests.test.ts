// Issue 15 item 9: a participant sent the running contest's problem in practice mode and downloaded the hidden
// test it failed. While the exercise is in a competition that has not ended, no path gives its tests out.
import { describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import type { SubmissionPageData } from '~/modules/judge/exercises/workspace-types'
import { loader as failedTestLoader } from '~/modules/judge/submissions/routes/api.failed-test'
import { loader as statusLoader } from '~/modules/judge/submissions/routes/api.submission-status'
import { loader as submissionPageLoader } from '~/modules/judge/submissions/routes/submission'
import { setVerdict, submitAs, useOwnJudgeDataDir } from '~/modules/judge/test-helpers'
import { ended, makeCompetition, makeExercise, makeUser } from '~/tests/factories'
import { routeArgs as call, getRequest as get } from '~/tests/setup/helpers'
import { type User, register, useCompetitionRules } from '../competition-test-helpers'
import { startVirtualRun } from '../running/virtual.server'

useOwnJudgeDataDir()
useCompetitionRules()

/** A practice submission (no competition id) that failed the hidden test 2/a. */
async function failedPractice(user: User, exerciseId: number) {
  const id = await submitAs(user, exerciseId)
  await setVerdict(id, { status: 'wrong_answer', score: 67, first_failed_test: '2/a', report: '[]' })
  return id
}

/** Every path that could hand out the failed test: the download itself, the status API, the page's link. */
async function paths(user: User, id: number) {
  const download = await failedTestLoader(
    call(get(`/api/programming-exercise/submission/${id}/failed-test`, user), { id: String(id) }),
  )
  const status = await statusLoader(
    call(get(`/api/programming-exercise/submission-status/${id}`, user), { id: String(id) }),
  )
  const page = (await submissionPageLoader(
    call(get(`/br/submission/${id}`, user), { id: String(id) }),
  )) as SubmissionPageData
  return {
    download,
    canDownload: ((await status.json()) as { can_download_test_case: boolean }).can_download_test_case,
    href: page.failedTestHref,
  }
}

describe('hidden tests of a competition that has not ended', () => {
  it('gives a participant no failing-test download of its problem sent in practice mode, on any path', async () => {
    const exerciseId = await makeExercise()
    const running = await makeCompetition({ exercises: [exerciseId] })
    const entrant = await makeUser('pro')
    await register(entrant, running.id)
    const outsider = await makeUser('pro')
    for (const user of [entrant, outsider]) {
      const { download, canDownload, href } = await paths(user, await failedPractice(user, exerciseId))
      expect(download.status).toBe(403)
      expect(((await download.json()) as { message: string }).message).toBe(
        'Este exercício faz parte de uma competição que ainda não terminou: os testes dele ficam ocultos até o fim.',
      )
      expect(canDownload).toBe(false)
      expect(href).toBeNull()
    }
  })

  it('gives the download again once the competition has ended', async () => {
    const exerciseId = await makeExercise()
    await makeCompetition({ exercises: [exerciseId], ...ended() })
    const pro = await makeUser('pro')
    const id = await failedPractice(pro, exerciseId)
    const { download, canDownload, href } = await paths(pro, id)
    expect(download.status).toBe(200)
    expect(await download.text()).toBe('7 8\n')
    expect(canDownload).toBe(true)
    expect(href).toBe(`/api/programming-exercise/submission/${id}/failed-test`)
  })

  it('keeps the tests from a virtual runner until their own run ends, and only from them', async () => {
    const exerciseId = await makeExercise()
    const past = await makeCompetition({ exercises: [exerciseId], ...ended() })
    const runner = await makeUser('pro')
    const c = await db
      .selectFrom('competitions')
      .selectAll()
      .where('id', '=', past.id)
      .executeTakeFirstOrThrow()
    expect(await startVirtualRun(runner.session, c)).toMatchObject({ ok: true })
    const mine = await paths(runner, await failedPractice(runner, exerciseId))
    expect(mine.download.status).toBe(403)
    expect(mine.canDownload).toBe(false)
    const other = await makeUser('pro')
    expect((await paths(other, await failedPractice(other, exerciseId))).download.status).toBe(200)
  })
})
