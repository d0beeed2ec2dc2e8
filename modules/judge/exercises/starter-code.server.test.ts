// An exercise's own starter code (issue 16): the author sets it per language on the exercise form, bounded and
// only for the judge's languages; a student without a draft opens the exercise on it.
import { describe, expect, it, vi } from 'vitest'
import { db } from '~/db/client.server'
import { args, edit, data as json } from '../content/routes/content-test-helpers'
import { loader as editLoader } from '../content/routes/exercise.edit'
import type { LanguageRow } from '../languages/languages.server'
import { get } from '../route-test-helpers'
import { makeExercise, makeUser, useOwnJudgeDataDir } from '../test-helpers'
import { loader as exerciseLoader } from './routes/exercise'
import { starterCode } from './starter-code'
import { exerciseStarterCodes, saveStarterCodes, starterCodeErrors } from './starter-code.server'
import type { ExerciseWorkspaceData } from './workspace-types'

// The judge of this machine may lack a compiler: the languages offered are fixed here (Java not installed).
vi.mock('../languages/languages.server', async (importOriginal) => {
  const original = await importOriginal<typeof import('../languages/languages.server')>()
  const row = (id: string, label: string, available: boolean) => ({ id, label, available }) as LanguageRow
  return {
    ...original,
    listLanguages: vi.fn(async () => [
      row('c', 'C (gcc)', true),
      row('python3', 'Python 3', true),
      row('java', 'Java', false),
    ]),
  }
})
useOwnJudgeDataDir()

/** The exercise page's workspace as `user` opens it (the loader's data, unwrapped from a status if any). */
async function opened(id: number, user: Awaited<ReturnType<typeof makeUser>>) {
  const result = (await exerciseLoader(args(get(`/gb/exercise/${id}`, user), { id: String(id) }))) as unknown
  const body =
    (result as { type?: string }).type === 'DataWithResponseInit'
      ? (result as { data: unknown }).data
      : result
  const workspace = (body as { workspace: ExerciseWorkspaceData }).workspace
  if (workspace.access !== 'ok') throw new Error(workspace.access)
  return workspace
}

const OFFERED = new Set(['c', 'python3'])
const KIB16 = 16 * 1024

describe('starter code errors', () => {
  it('takes blank rows, refuses a language not offered, one twice, and more than 16 KiB of UTF-8', () => {
    expect(starterCodeErrors([{ language: 'java', code: '  ' }], OFFERED)).toEqual({})
    expect(starterCodeErrors([{ language: 'python3', code: 'x'.repeat(KIB16) }], OFFERED)).toEqual({})
    expect(
      starterCodeErrors(
        [
          { language: 'java', code: 'class Main {}' },
          { language: 'python3', code: 'ç'.repeat(KIB16 / 2 + 1) },
          { language: 'c', code: 'int main() {}' },
          { language: 'c', code: 'int main() { return 0; }' },
        ],
        OFFERED,
      ),
    ).toEqual({
      'starter[0].code': ['starterLanguage'],
      'starter[1].code': ['starterTooLong'],
      'starter[3].code': ['starterLanguage'],
    })
  })
})

describe('storing starter code', () => {
  it('replaces the set with the non-blank rows (line ends as LF), and goes with its exercise', async () => {
    const id = await makeExercise()
    await saveStarterCodes(id, [
      { language: 'c', code: 'int main() {\r\n}\r\n' },
      { language: 'python3', code: 'print(1)' },
    ])
    expect(await exerciseStarterCodes(id)).toEqual({ c: 'int main() {\n}\n', python3: 'print(1)' })
    await saveStarterCodes(id, [
      { language: 'c', code: '' },
      { language: 'python3', code: 'print(2)' },
    ])
    expect(await exerciseStarterCodes(id)).toEqual({ python3: 'print(2)' })
    // The database holds the bound too, whoever writes.
    await expect(
      db
        .insertInto('exercise_starter_code')
        .values({ exercise_id: id, language: 'c', code: 'x'.repeat(KIB16 + 1) })
        .execute(),
    ).rejects.toThrow(/CHECK/)
    await db.deleteFrom('programming_exercises').where('id', '=', id).execute()
    expect(await exerciseStarterCodes(id)).toEqual({})
  })
})

describe('the exercise form and the workspace', () => {
  it("lets the author set Python's starter code; a student opens the exercise on it", async () => {
    const author = await makeUser('free')
    const id = await makeExercise({ author_id: author.id, visibility: 'public' })
    const page = await editLoader(args(get(`/gb/exercise/${id}/edit`, author), { id: String(id) }))
    // One field per language the judge runs; Java is not installed.
    expect(page.languages.map((l) => l.id)).toEqual(['c', 'python3'])

    const code = 'n = int(input())\r\nprint(n * 2)\r\n'
    const saved = await edit(author, id, {
      visibility: 'public',
      'starter[0].language': 'c',
      'starter[0].code': '',
      'starter[1].language': 'python3',
      'starter[1].code': code,
    })
    expect(saved.status).toBe(302)
    expect(await exerciseStarterCodes(id)).toEqual({ python3: 'n = int(input())\nprint(n * 2)\n' })
    const again = await editLoader(args(get(`/gb/exercise/${id}/edit`, author), { id: String(id) }))
    expect(again.values.starter).toEqual([{ language: 'python3', code: 'n = int(input())\nprint(n * 2)\n' }])

    const student = await makeUser('free')
    const workspace = await opened(id, student)
    expect(workspace.draft).toEqual({ language: 'python3', code: 'n = int(input())\nprint(n * 2)\n' })
    expect(workspace.starters).toEqual({ python3: 'n = int(input())\nprint(n * 2)\n' })
    // Another exercise keeps the template.
    const other = await opened(await makeExercise(), student)
    expect(other.draft).toEqual({ language: 'c', code: starterCode('c') })
  })

  it('refuses a language the judge does not run and code over 16 KiB at 422, keeping what was typed', async () => {
    const author = await makeUser('free')
    const id = await makeExercise({ author_id: author.id })
    await saveStarterCodes(id, [{ language: 'c', code: 'int main() {}' }])
    const res = await edit(author, id, {
      'starter[0].language': 'java',
      'starter[0].code': 'class Main {}',
      'starter[1].language': 'python3',
      'starter[1].code': 'x'.repeat(KIB16 + 1),
    })
    expect(res.status).toBe(422)
    const body = await json(res)
    expect(body.errors).toEqual({
      'starter[0].code': ['starterLanguage'],
      'starter[1].code': ['starterTooLong'],
    })
    expect(body.values.starter[0]).toEqual({ language: 'java', code: 'class Main {}' })
    expect(await exerciseStarterCodes(id)).toEqual({ c: 'int main() {}' })
  })
})
