// Rows and the model server for the grading tests (not a test file itself).
import fs from 'node:fs'
import path from 'node:path'
import { zipSync } from 'fflate'
import { db } from '~/db/client.server'
import { makeCourse, makeUser } from '~/tests/factories'
import { e2eModelHandler } from '~/tests/fakes/model-script.mjs'
import { type ModelServer, startModelServer } from '~/tests/fakes/model-server.mjs'
import { configureModel } from '../model/client.server'
import type { ModelConfig } from '../model/config.server'

export const HANDSHAKE_SOLUTION =
  'Cada um dos $n$ estudantes aperta a mão de $n - 1$ colegas; cada aperto conta duas vezes: $\\frac{n(n-1)}{2}$. Para $n = 30$: $\\frac{30 \\cdot 29}{2} = 435$ apertos.'

export async function gradingModelServer() {
  const server: ModelServer = await startModelServer({ handler: e2eModelHandler, apiKey: 'grader-key' })
  return server
}

export function useModel(server: ModelServer, extra: Partial<ModelConfig> = {}) {
  configureModel({
    apiKey: 'grader-key',
    baseURL: server.url,
    assistantModel: 'tutor',
    graderModel: 'grader',
    vision: false,
    timeoutMs: 5_000,
    maxRetries: 0,
    ...extra,
  })
}

/** A math exercise with the handshake solution and a student's answer to it (text and/or stored files). */
export async function mathAnswer(answer: { text?: string; image?: Uint8Array; audio?: Uint8Array }) {
  const course = await makeCourse({}, [{ type: 'math' }])
  const lesson = await db
    .selectFrom('lessons')
    .select('math_exercise_id')
    .where('id', '=', course.lessons[0].id)
    .executeTakeFirstOrThrow()
  const exerciseId = lesson.math_exercise_id as number
  await db
    .updateTable('math_exercises')
    .set({ text_br: 'Quantos apertos de mão numa turma de 30?', official_solution_br: HANDSHAKE_SOLUTION })
    .where('id', '=', exerciseId)
    .execute()
  const student = await makeUser('free')
  const store = (name: string, bytes?: Uint8Array) => {
    if (!bytes) return null
    const relative = path.join('uploads', String(student.id), name)
    const file = path.join(process.env.MEDIA_DIR as string, relative)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, bytes)
    return relative
  }
  const { id } = await db
    .insertInto('math_submissions')
    .values({
      user_id: student.id,
      math_exercise_id: exerciseId,
      text_answer: answer.text ?? null,
      image_path: store(`a-${Date.now()}.png`, answer.image),
      audio_path: store(`a-${Date.now()}.ogg`, answer.audio),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id, student, course }
}

/** A project (README.md obligatory; requirements 1 = 60 points, 2 = 40) and a ZIP hand-in of `files`. */
export async function projectAnswer(
  files: Record<string, string | Uint8Array>,
  obligatoryFiles = ['README.md'],
) {
  const course = await makeCourse({}, [{ type: 'project', obligatoryFiles }])
  const lesson = await db
    .selectFrom('lessons')
    .select('project_id')
    .where('id', '=', course.lessons[0].id)
    .executeTakeFirstOrThrow()
  const student = await makeUser('free')
  const zip = zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, body]) => [
        name,
        typeof body === 'string' ? new TextEncoder().encode(body) : body,
      ]),
    ),
  )
  const relative = path.join('uploads', String(student.id), `project-${Date.now()}.zip`)
  const file = path.join(process.env.MEDIA_DIR as string, relative)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, zip)
  const { id } = await db
    .insertInto('project_submissions')
    .values({
      user_id: student.id,
      project_id: lesson.project_id as number,
      kind: 'zip',
      zip_path: relative,
      zip_bytes: zip.byteLength,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id, student, projectId: lesson.project_id as number }
}

export const gradeRow = (kind: 'math' | 'project', id: number) =>
  db
    .selectFrom('answer_grades')
    .selectAll()
    .where('kind', '=', kind)
    .where('submission_id', '=', id)
    .executeTakeFirst()

export const jobRow = (kind: 'math' | 'project', id: number) =>
  db
    .selectFrom('grading_jobs')
    .selectAll()
    .where('kind', '=', kind)
    .where('submission_id', '=', id)
    .executeTakeFirstOrThrow()

/** The hand-in becomes a link to https://github.com/aluna/site (read through configureGithubReader). */
export const asGithubHandIn = (id: number) =>
  db
    .updateTable('project_submissions')
    .set({ kind: 'github', zip_path: null, repository_url: 'https://github.com/aluna/site' })
    .where('id', '=', id)
    .execute()
