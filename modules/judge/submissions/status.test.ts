import { describe, expect, it, vi } from 'vitest'
import {
  makeCompetition,
  makeExercise,
  makeUser,
  setVerdict,
  submitAs as submit,
  useOpenCompetitionGate,
  useOwnJudgeDataDir,
} from '../test-helpers'
import { submissionStatus } from './status.server'

vi.mock('./queue.server', () => ({ wakeJudge: vi.fn() }))
useOwnJudgeDataDir()
useOpenCompetitionGate()

describe('submissionStatus', () => {
  it('answers only the owner and staff', async () => {
    const [owner, other, pro, creator, admin] = await Promise.all([
      makeUser('free'),
      makeUser('free'),
      makeUser('pro'),
      makeUser('author'),
      makeUser('admin'),
    ])
    const id = await submit(owner, await makeExercise())
    expect(await submissionStatus(owner.session, id, 'pt-BR')).not.toBeNull()
    expect(await submissionStatus(creator.session, id, 'pt-BR')).not.toBeNull()
    expect(await submissionStatus(admin.session, id, 'pt-BR')).not.toBeNull()
    expect(await submissionStatus(other.session, id, 'pt-BR')).toBeNull()
    expect(await submissionStatus(pro.session, id, 'pt-BR')).toBeNull()
    expect(await submissionStatus(null, id, 'pt-BR')).toBeNull()
    expect(await submissionStatus(owner.session, 999_999, 'pt-BR')).toBeNull()
  })

  it("shows a Portugol compile or run-time error in the viewer's language", async () => {
    const owner = await makeUser('free')
    const exerciseId = await makeExercise()
    const compile = await submit(owner, exerciseId, { language: 'portugol', code: 'programa { }' })
    await setVerdict(compile, {
      status: 'compilation_error',
      compilation_message: 'PORTUGOL {"code":"missing_inicio","line":1,"column":12,"params":{}}',
    })
    expect((await submissionStatus(owner.session, compile, 'pt-BR'))?.compilation_error_message).toBe(
      'Linha 1, coluna 12: falta a função inicio(): é por ela que o programa começa.',
    )
    expect((await submissionStatus(owner.session, compile, 'en-GB'))?.compilation_error_message).toBe(
      'Line 1, column 12: the function inicio() is missing: the program starts there.',
    )
    const crash = await submit(owner, exerciseId, { language: 'portugol', code: 'programa { }' })
    await setVerdict(crash, {
      status: 'run_time_error',
      runtime_message: 'PORTUGOL {"code":"division_by_zero","line":7,"params":{}}',
    })
    expect((await submissionStatus(owner.session, crash, 'en-GB'))?.runtime_error_message).toMatch(
      /^Line 7: division by zero\./,
    )
  })

  it('shows judging as in_queue, with nothing else to tell yet', async () => {
    const owner = await makeUser('pro')
    const exerciseId = await makeExercise({ difficulty: 'hard' })
    const id = await submit(owner, exerciseId)
    await setVerdict(id, { status: 'judging', attempts: 1 })
    expect(await submissionStatus(owner.session, id, 'en-GB')).toEqual({
      id,
      exercise_id: exerciseId,
      status: 'in_queue',
      score: null,
      can_download_test_case: false,
      error_on_sample: false,
      next_exercise: null,
      compilation_error_message: null,
      runtime_error_message: null,
      log: [],
      level: 'hard',
      // No queue in this test: a row being judged that no worker reported on yet reads as queued.
      progress: { stage: 'queued' },
      sample_failure: null,
      reward: null,
    })
  })

  it('gives the verdict with a log of verdicts and resources, never test data or checker messages', async () => {
    const owner = await makeUser('free')
    const exerciseId = await makeExercise()
    const id = await submit(owner, exerciseId)
    const tests = [
      {
        name: 'sample 1',
        group: 0,
        sample: true,
        verdict: 'accepted',
        points: 1,
        cpuMs: 3.4,
        wallMs: 5,
        memoryKiB: 1200,
        exitCode: 0,
        signal: null,
        message: '',
      },
      {
        name: '1/01',
        group: 1,
        sample: false,
        verdict: 'wrong_answer',
        points: 0,
        cpuMs: 4,
        wallMs: 6,
        memoryKiB: 1300,
        exitCode: 0,
        signal: null,
        message: 'expected 3, found 4',
      },
    ]
    await setVerdict(id, {
      status: 'wrong_answer',
      score: 50,
      first_failed_test: '1/01',
      report: JSON.stringify(tests),
      log: 'staff only',
      judged_at: new Date().toISOString(),
    })
    const status = await submissionStatus(owner.session, id, 'pt-BR')
    expect(status).toMatchObject({ status: 'wrong_answer', score: 50, error_on_sample: false })
    expect(status?.log).toEqual([
      { test: 'sample 1', sample: true, verdict: 'accepted', label: 'Aceito', cpu_ms: 3, memory_kib: 1200 },
      {
        test: '1/01',
        sample: false,
        verdict: 'wrong_answer',
        label: 'Resposta errada',
        cpu_ms: 4,
        memory_kib: 1300,
      },
    ])
    expect(JSON.stringify(status)).not.toMatch(/expected 3|staff only/)
  })

  it('suggests no next exercise for a competition submission', async () => {
    const owner = await makeUser('free')
    const [first] = [await makeExercise(), await makeExercise()]
    const practice = await submit(owner, first)
    const contest = await submit(owner, first, { competitionId: await makeCompetition() })
    for (const id of [practice, contest])
      await setVerdict(id, { status: 'accepted', score: 100, judged_at: new Date().toISOString() })
    expect((await submissionStatus(owner.session, practice, 'pt-BR'))?.next_exercise).toEqual(
      expect.any(Number),
    )
    expect((await submissionStatus(owner.session, contest, 'pt-BR'))?.next_exercise).toBeNull()
  })

  it('translates error codes and keeps compiler and runtime messages apart', async () => {
    const owner = await makeUser('free')
    const exerciseId = await makeExercise()
    const java = await submit(owner, exerciseId, { language: 'java', code: 'class Foo {}' })
    await setVerdict(java, {
      status: 'compilation_error',
      score: 0,
      error_code: 'java_main_class',
      compilation_message: 'java_main_class',
    })
    const gb = await submissionStatus(owner.session, java, 'en-GB')
    expect(gb?.compilation_error_message).toBe('In Java, your code must use a public class named Main.')
    expect(gb?.runtime_error_message).toBeNull()
    const br = await submissionStatus(owner.session, java, 'pt-BR')
    expect(br?.compilation_error_message).toMatch(/classe pública chamada Main/)

    // Submit refuses a language this host cannot judge (Dart); a row queued before its toolchain went away still
    // ends like this.
    const gone = await submit(owner, exerciseId, { language: 'pypy' })
    await setVerdict(gone, { status: 'compilation_error', score: 0, error_code: 'language_unavailable' })
    expect((await submissionStatus(owner.session, gone, 'en-GB'))?.compilation_error_message).toBe(
      'This language is not available on this judge.',
    )

    const cc = await submit(owner, exerciseId)
    await setVerdict(cc, {
      status: 'compilation_error',
      score: 0,
      compilation_message: "error: expected ';'",
    })
    expect((await submissionStatus(owner.session, cc, 'en-GB'))?.compilation_error_message).toBe(
      "error: expected ';'",
    )

    const rte = await submit(owner, exerciseId)
    await setVerdict(rte, {
      status: 'run_time_error',
      score: 0,
      error_on_sample: 1,
      runtime_message: 'killed by SIGSEGV',
      compilation_message: 'warning: unused variable',
    })
    const r = await submissionStatus(owner.session, rte, 'en-GB')
    expect(r).toMatchObject({ error_on_sample: true, compilation_error_message: null })
    expect(r?.runtime_error_message).toMatch(
      /^Your program tried to access memory it may not use \(SIGSEGV\)/,
    )
    expect(r?.runtime_error_message).not.toContain('killed by')
  })

  it('explains signals and exit codes in the viewer’s language and drops Node’s internal frames', async () => {
    const owner = await makeUser('free')
    const exerciseId = await makeExercise()
    const rte = async (fields: Parameters<typeof setVerdict>[1]) => {
      const id = await submit(owner, exerciseId)
      await setVerdict(id, { status: 'run_time_error', score: 0, ...fields })
      return {
        br: (await submissionStatus(owner.session, id, 'pt-BR'))?.runtime_error_message,
        gb: (await submissionStatus(owner.session, id, 'en-GB'))?.runtime_error_message,
      }
    }
    const test = (signal: string | null, exitCode: number | null) =>
      JSON.stringify([
        { name: 'sample 1', sample: true, verdict: 'accepted', signal: null, exitCode: 0 },
        { name: '1/01', sample: false, verdict: 'run_time_error', signal, exitCode },
      ])
    const segv = await rte({ runtime_message: 'killed by SIGSEGV', report: test('SIGSEGV', null) })
    expect(segv.br).toMatch(/posição de memória inválida \(SIGSEGV\).*índice fora dos limites/)
    const fpe = await rte({ runtime_message: 'killed by SIGFPE', report: test('SIGFPE', null) })
    expect(fpe.br).toMatch(/divisão por zero/)
    expect(fpe.gb).toMatch(/division by zero/)
    const abort = await rte({ runtime_message: 'killed by SIGABRT', report: test('SIGABRT', null) })
    expect(abort.gb).toMatch(/aborted \(SIGABRT\).*failed assert/)
    const kill = await rte({ runtime_message: 'killed by SIGKILL', report: test('SIGKILL', null) })
    expect(kill.br).toMatch(/memória/)
    const other = await rte({ runtime_message: 'killed by SIGTRAP', report: test('SIGTRAP', null) })
    expect(other.gb).toBe('Your program was stopped by the signal SIGTRAP.')
    const exit = await rte({ runtime_message: 'exit code 3', report: test(null, 3) })
    expect(exit.br).toMatch(/^Seu programa terminou com erro \(código de saída 3\)/)

    // A sample's stderr stays (it is the student's own output), under the explanation, minus node:internal.
    const trace = [
      'main.js:2',
      "    throw new Error('boom')",
      '    ^',
      '',
      'Error: boom',
      '    at Object.<anonymous> (/box/main.js:2:11)',
      '    at Module._compile (node:internal/modules/cjs/loader:1256:14)',
      '    at node:internal/main/run_main_module:23:47',
      '',
      'Node.js v20.11.0',
    ].join('\n')
    const node = await rte({
      runtime_message: trace,
      report: JSON.stringify([{ name: 'sample 1', sample: true, verdict: 'run_time_error', exitCode: 1 }]),
    })
    expect(node.gb).toMatch(/^Your program ended with an error \(exit code 1\)/)
    expect(node.gb).toContain('Error: boom\n    at Object.<anonymous> (main.js:2:11)')
    expect(node.gb).not.toMatch(/node:internal|Node\.js v20|\/box\//)
  })

  it('lets PRO users and staff download the first failed test when the exercise allows it', async () => {
    const [free, pro, creator] = await Promise.all([makeUser('free'), makeUser('pro'), makeUser('author')])
    const allowed = await makeExercise()
    const closed = await makeExercise({ allow_test_download: false })
    const failed = { status: 'wrong_answer', score: 0, first_failed_test: '1/01' } as const
    const can = async (user: typeof free, exerciseId: number, verdict: object = failed) => {
      const id = await submit(user, exerciseId)
      await setVerdict(id, verdict)
      return (await submissionStatus(user.session, id, 'pt-BR'))?.can_download_test_case
    }
    expect(await can(pro, allowed)).toBe(true)
    expect(await can(creator, allowed)).toBe(true)
    expect(await can(free, allowed)).toBe(false)
    expect(await can(pro, closed)).toBe(false)
    // Failing only a sample: nothing to download (the sample is on the page).
    expect(await can(pro, allowed, { status: 'wrong_answer', score: 0, error_on_sample: 1 })).toBe(false)
    expect(await can(pro, allowed, { status: 'accepted', score: 100 })).toBe(false)
    // Competition submissions never leak tests.
    const competitionId = await makeCompetition()
    const inContest = await submit(pro, allowed, { competitionId })
    await setVerdict(inContest, failed)
    expect((await submissionStatus(pro.session, inContest, 'pt-BR'))?.can_download_test_case).toBe(false)
    // Staff looking at someone else's submission may download too.
    const freeSub = await submit(free, allowed)
    await setVerdict(freeSub, failed)
    expect((await submissionStatus(creator.session, freeSub, 'pt-BR'))?.can_download_test_case).toBe(true)
  })

  it('points to the next visible exercise the owner has not solved', async () => {
    const owner = await makeUser('free')
    const first = await makeExercise()
    const solved = await makeExercise()
    await makeExercise({ visibility: 'private' })
    await makeExercise({ is_free: false })
    const next = await makeExercise({ visibility: 'community' })
    const done = await submit(owner, solved)
    await setVerdict(done, { status: 'accepted', score: 100 })
    const id = await submit(owner, first)
    await setVerdict(id, { status: 'accepted', score: 100 })
    expect((await submissionStatus(owner.session, id, 'pt-BR'))?.next_exercise).toBe(next)
    const pro = await makeUser('pro')
    const proSub = await submit(pro, first)
    await setVerdict(proSub, { status: 'wrong_answer', score: 0 })
    expect((await submissionStatus(pro.session, proSub, 'pt-BR'))?.next_exercise).toBe(solved)
  })
})
