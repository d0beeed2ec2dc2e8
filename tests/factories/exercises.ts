// Exercises for tests (not a test file itself): through the judge's service with a test package, or a bare row.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Insertable } from 'kysely'
import { db } from '~/db/client.server'
import type { ProgrammingExercisesTable } from '~/db/schema'
import { type ExerciseInput, createExercise, setTestPackage } from '~/modules/judge'

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

/** A public, free exercise made by the judge's service, with a package unless `tests` is null. */
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

let n = 0

/** A public exercise row written straight to the table (no package, no subjects): for pages that only list it. */
export async function exerciseRow(overrides: Partial<Insertable<ProgrammingExercisesTable>> = {}) {
  n += 1
  const row = await db
    .insertInto('programming_exercises')
    .values({
      title_br: `Exercício ${n}`,
      title_gb: `Exercise ${n}`,
      text_br: 'Enunciado',
      visibility: 'public',
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
