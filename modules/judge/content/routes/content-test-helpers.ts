// Request helpers for the content-exercise route tests (not a test file itself).
import { strToU8, zipSync } from 'fflate'
import { db } from '~/db/client.server'
import { routeArgs as args } from '~/tests/setup/helpers'
import type { User } from '../../route-test-helpers'
import type { ExerciseActionData } from '../exercise-action.server'
import { action as newAction } from './content.exercise-new'
import { action as editAction } from './exercise.edit'

export const GOOD_ZIP = zipSync({
  '1/a.in': strToU8('1 2\n'),
  '1/a.out': strToU8('3\n'),
  '1/b.in': strToU8('5 5\n'),
  '1/b.out': strToU8('10\n'),
  '2/c.in': strToU8('7 8\n'),
  '2/c.out': strToU8('15\n'),
})

export type Fields = Record<string, string | string[]>

export const FIELDS: Fields = {
  intent: 'save',
  title_br: 'Soma de dois',
  title_gb: 'Sum of two',
  text_br: 'Leia **A** e B.',
  text_gb: 'Read **A** and B.',
  difficulty: 'medium',
  time_limit_s: '1.5',
  memory_limit_mib: '128',
  'samples[0].input': '1 2\r\n',
  'samples[0].output': '3',
  'samples[1].input': '',
  'samples[1].output': '',
  checker_kind: 'tokens',
  checker_abs: '',
  checker_rel: '',
  checker_source: '',
  original_author: 'OBI 2019',
  allow_test_download: 'on',
  visibility: 'private',
}

export function multipart(
  url: string,
  fields: Fields,
  user?: User,
  pkg?: { name: string; data: Uint8Array },
) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) form.append(key, v)
  form.append(
    'package',
    pkg ? new File([Buffer.from(pkg.data)], pkg.name, { type: 'application/zip' }) : new File([], ''),
  )
  return new Request(`http://test${url}`, {
    method: 'POST',
    body: form,
    headers: user ? { cookie: user.cookie } : {},
  })
}

export { routeArgs as args } from '~/tests/setup/helpers'

export async function create(
  user: User,
  fields: Fields = {},
  pkg?: { name: string; data: Uint8Array },
  lang = 'br',
) {
  return (await newAction(
    args(multipart(`/${lang}/content/exercises/new`, { ...FIELDS, ...fields }, user, pkg)),
  )) as Response
}

export async function edit(
  user: User,
  id: number,
  fields: Fields = {},
  pkg?: { name: string; data: Uint8Array },
  lang = 'br',
) {
  return (await editAction(
    args(multipart(`/${lang}/exercise/${id}/edit`, { ...FIELDS, ...fields }, user, pkg), { id: String(id) }),
  )) as Response
}

export const data = async (res: Response) => (await res.json()) as ExerciseActionData
export const idFrom = (res: Response) =>
  Number(/\/exercise\/(\d+)\?saved=1$/.exec(res.headers.get('location') ?? '')?.[1])
export const row = (id: number) =>
  db.selectFrom('programming_exercises').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
export const countExercises = async () =>
  Number(
    (
      await db
        .selectFrom('programming_exercises')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )
