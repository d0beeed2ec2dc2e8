import { beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '~/db/client.server'
import { detectLanguages } from '~/judge/languages'
import { LANGUAGE_IDS } from '../constants'
import { getDraft, saveDraft } from '../exercises/drafts.server'
import {
  C_CODE as CODE,
  makeCompetition,
  makeExercise,
  makeUser,
  useOpenCompetitionGate,
  useOwnJudgeDataDir,
} from '../test-helpers'
import { wakeJudge } from './queue.server'
import { submitSolution } from './submissions.server'

vi.mock('./queue.server', () => ({ wakeJudge: vi.fn() }))
useOwnJudgeDataDir()
useOpenCompetitionGate()

beforeEach(() => {
  vi.mocked(wakeJudge).mockClear()
})

describe('submitSolution', () => {
  it('queues the code, keeps it as the draft and wakes the judge', async () => {
    const user = await makeUser('free')
    const exerciseId = await makeExercise()
    const result = await submitSolution({
      user: user.session,
      exerciseId,
      language: 'python3',
      code: 'print(sum(map(int, input().split())))',
      submittingTime: '2026-11-21T10:00:00-03:00',
    })
    expect(result).toEqual({ ok: true, id: expect.any(Number), status: 'in_queue' })
    if (!result.ok) return
    const row = await db
      .selectFrom('submissions')
      .selectAll()
      .where('id', '=', result.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      user_id: user.id,
      exercise_id: exerciseId,
      competition_id: null,
      language: 'python3',
      status: 'in_queue',
      score: null,
      visibility: 'private',
      client_submitting_time: '2026-11-21T13:00:00.000Z',
      attempts: 0,
    })
    expect(wakeJudge).toHaveBeenCalledTimes(1)
    expect(await getDraft(user.id, exerciseId)).toEqual({
      exercise_id: exerciseId,
      language: 'python3',
      code: 'print(sum(map(int, input().split())))',
    })
  })

  it('refuses unknown languages, empty code and code over 64 KiB', async () => {
    const user = await makeUser('free')
    const exerciseId = await makeExercise()
    const refuse = async (language: unknown, code: unknown) => {
      const r = await submitSolution({ user: user.session, exerciseId, language, code })
      return r.ok ? 'ok' : r.reason
    }
    expect(await refuse('cobol', CODE)).toBe('invalid_language')
    expect(await refuse('python', CODE)).toBe('invalid_language')
    expect(await refuse(undefined, CODE)).toBe('invalid_language')
    expect(await refuse('c', '')).toBe('empty_code')
    expect(await refuse('c', '  \n\t')).toBe('empty_code')
    expect(await refuse('c', 42)).toBe('empty_code')
    expect(await refuse('c', 'x'.repeat(64 * 1024 + 1))).toBe('code_too_long')
    // Bytes, not characters: 32 769 two-byte characters are over the limit.
    expect(await refuse('c', 'é'.repeat(32 * 1024 + 1))).toBe('code_too_long')
    expect(await refuse('c', 'x'.repeat(64 * 1024))).toBe('ok')
    // Every language this host can judge (the order is pinned in routes/languages.test.ts); one it cannot
    // (Dart: no Debian package) is refused before it is queued, not failed later as an internal error.
    const detected = await detectLanguages()
    for (const language of LANGUAGE_IDS) {
      const available = detected.find((l) => l.id === language)?.available
      expect(await refuse(language, CODE), language).toBe(available ? 'ok' : 'language_unavailable')
    }
    expect(detected.find((l) => l.id === 'dart')?.available).toBe(false)
  })

  it('refuses exercises the user cannot see or read, unknown competitions and exercises without tests', async () => {
    const user = await makeUser('free')
    const reason = async (exerciseId: number, competitionId?: number) => {
      const r = await submitSolution({
        user: user.session,
        exerciseId,
        language: 'c',
        code: CODE,
        competitionId,
      })
      return r.ok ? 'ok' : r.reason
    }
    expect(await reason(await makeExercise({ visibility: 'private' }))).toBe('not_found')
    expect(await reason(999_999)).toBe('not_found')
    expect(await reason(await makeExercise({ is_free: false }))).toBe('pro_needed')
    expect(await reason(await makeExercise({}, null))).toBe('no_tests')
    const open = await makeExercise()
    expect(await reason(open, 999_999)).toBe('competition_not_found')
    const competitionId = await makeCompetition()
    expect(await reason(open, competitionId)).toBe('ok')
    expect(wakeJudge).toHaveBeenCalledTimes(1)
    expect(
      await db.selectFrom('submissions').select('id').where('user_id', '=', user.id).execute(),
    ).toHaveLength(1)
  })
})

describe('drafts', () => {
  it('start as C with no code and keep the last save', async () => {
    const user = await makeUser('free')
    const exerciseId = await makeExercise({}, null)
    expect(await getDraft(user.id, exerciseId)).toEqual({ exercise_id: exerciseId, language: 'c', code: '' })
    await saveDraft(user.id, exerciseId, { language: 'java', code: 'class Main {}' })
    await saveDraft(user.id, exerciseId, { language: 'rust', code: 'fn main() {}' })
    expect(await getDraft(user.id, exerciseId)).toEqual({
      exercise_id: exerciseId,
      language: 'rust',
      code: 'fn main() {}',
    })
  })
})
