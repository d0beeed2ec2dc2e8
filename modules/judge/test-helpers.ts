// Test helpers for the judge module (not a test file itself). Users, exercises and their test folders come from
// tests/factories; they are re-exported here so the judge's tests keep one import.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Updateable } from 'kysely'
import { afterAll, beforeAll } from 'vitest'
import { db } from '~/db/client.server'
import type { SubmissionsTable } from '~/db/schema'
import { type TestUser, ended, makeCompetition as makeFinishedCompetition } from '~/tests/factories'
import {
  type CompetitionRules,
  JUDGE_ALONE,
  installCompetitionRules,
  openGateForTests,
} from './competition-gate.server'

export {
  makeExercise,
  makeUser,
  SUM_TESTS,
  scratchDir,
  type Tests,
  writeTestFolder,
} from '~/tests/factories'

/** Each test file gets its own package folder: exercise ids repeat across the per-file databases. */
export function useOwnJudgeDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trilha-judge-test-'))
  process.env.JUDGE_DATA_DIR = dir
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** A finished ICPC competition without exercises to hang submissions on: its id. */
export async function makeCompetition() {
  return (await makeFinishedCompetition({ ...ended(), exercises: [] })).id
}

/** Writes a verdict the way the queue does (modules/judge/submissions/queue.server.ts saveVerdict). */
export async function setVerdict(id: number, fields: Updateable<SubmissionsTable>) {
  await db.updateTable('submissions').set(fields).where('id', '=', id).execute()
}

export const C_CODE = '#include <stdio.h>\nint main(){int a,b;scanf("%d %d",&a,&b);printf("%d\\n",a+b);}'

/** Submits C_CODE (or what `extra` says) through the service; returns the new submission id. */
export async function submitAs(
  user: TestUser,
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
