// Test helpers for the judge module (not a test file itself).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Updateable } from 'kysely'
import { afterAll, beforeAll } from 'vitest'
import { db } from '~/db/client.server'
import type { NewUser, SubmissionsTable } from '~/db/schema'
import { createTestUser } from '~/tests/setup/helpers'
import {
  type CompetitionRules,
  JUDGE_ALONE,
  installCompetitionRules,
  openGateForTests,
} from './competition-gate.server'
import type { ExerciseInput } from './content/schemas'
import { createExercise } from './exercises/exercises.server'
import { setTestPackage } from './packages/packages.server'

/** Each test file gets its own package folder: exercise ids repeat across the per-file databases. */
export function useOwnJudgeDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trilha-judge-test-'))
  process.env.JUDGE_DATA_DIR = dir
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** A scratch folder inside the test's judge data dir (removed with it). */
export function scratchDir() {
  const base = path.join(process.env.JUDGE_DATA_DIR ?? os.tmpdir(), 'scratch')
  fs.mkdirSync(base, { recursive: true })
  return fs.mkdtempSync(path.join(base, 'tests-'))
}

export type Tests = Record<number, Record<string, [input: string, output: string]>>

/** Writes numbered folders of .in/.out pairs into a fresh temporary folder. */
export function writeTestFolder(tests: Tests): string {
  const dir = scratchDir()
  for (const [group, list] of Object.entries(tests)) {
    fs.mkdirSync(path.join(dir, group))
    for (const [name, [input, output]] of Object.entries(list)) {
      fs.writeFileSync(path.join(dir, group, `${name}.in`), input)
      fs.writeFileSync(path.join(dir, group, `${name}.out`), output)
    }
  }
  return dir
}

export const SUM_TESTS: Tests = {
  1: { '01': ['1 2\n', '3\n'], '02': ['5 5\n', '10\n'] },
  2: { a: ['7 8\n', '15\n'] },
}

/** A public, free exercise with a package unless told otherwise. */
export async function makeExercise(overrides: Partial<ExerciseInput> = {}, tests: Tests | null = SUM_TESTS) {
  const id = await createExercise({
    title_br: 'Soma',
    title_gb: 'Sum',
    text_br: 'Some A e B.',
    text_gb: 'Add A and B.',
    difficulty: 'easy',
    visibility: 'public',
    samples: [{ input: '1 1\n', output: '2\n' }],
    ...overrides,
  })
  if (tests) await setTestPackage(id, writeTestFolder(tests))
  return id
}

export async function makeUser(
  kind: 'free' | 'pro' | 'admin' | 'author' | 'moderator',
  extra: Partial<NewUser> = {},
) {
  const fields: Partial<NewUser> = {
    free: {},
    pro: { is_pro: 1 },
    admin: { is_admin: 1 },
    author: { permissions: '["create_content"]' },
    moderator: { permissions: '["moderate"]' },
  }[kind]
  const user = await createTestUser({ ...fields, ...extra })
  const session = await import('~/app/kernel/session.server')
  const me = await session.sessionUser(new Request('http://test/', { headers: { cookie: user.cookie } }))
  if (!me) throw new Error('no session')
  return { ...user, session: me }
}

/** Writes a verdict the way the queue does (modules/judge/submissions/queue.server.ts saveVerdict). */
/** A finished ICPC competition to hang submissions on. */
export async function makeCompetition() {
  const { id } = await db
    .insertInto('competitions')
    .values({ title: 'C', style: 'icpc', starts_at: '2026-01-01T00:00:00Z', ends_at: '2026-01-02T00:00:00Z' })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

export async function setVerdict(id: number, fields: Updateable<SubmissionsTable>) {
  await db.updateTable('submissions').set(fields).where('id', '=', id).execute()
}

export const C_CODE = '#include <stdio.h>\nint main(){int a,b;scanf("%d %d",&a,&b);printf("%d\\n",a+b);}'

/** Submits C_CODE (or what `extra` says) through the service; returns the new submission id. */
export async function submitAs(
  user: Awaited<ReturnType<typeof makeUser>>,
  exerciseId: number,
  extra: { language?: string; code?: string; competitionId?: number } = {},
) {
  const { submitSolution } = await import('./submissions/submissions.server')
  const result = await submitSolution({
    user: user.session,
    exerciseId,
    language: 'c',
    code: C_CODE,
    ...extra,
  })
  if (!result.ok) throw new Error(result.reason)
  return result.id
}

/**
 * This file's tests submit to competitions through a gate that lets any existing one through (they depend only
 * on the gate's contract; the competitions module's rules have their own tests). Restored after.
 */
export function useOpenCompetitionGate() {
  let previous: CompetitionRules
  beforeAll(() => {
    previous = installCompetitionRules({ ...JUDGE_ALONE, gate: openGateForTests })
  })
  afterAll(() => {
    installCompetitionRules(previous)
  })
}
