import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { db } from '~/db/client.server'
import { gradingRules } from '~/tests/fakes/grading-rules.mjs'
import type { ModelServer } from '~/tests/fakes/model-server.mjs'
import { useOwnMediaDir } from '~/tests/setup/helpers'
import { configureModel } from '../model/client.server'
import { FILE_LIMITS, configureGithubReader, readZipFiles } from './files.server'
import {
  asGithubHandIn,
  gradeRow,
  gradingModelServer,
  jobRow,
  projectAnswer,
  useModel,
} from './grading-test-helpers'
import { enqueueAnswer, gradeNext } from './queue.server'

// Project hand-ins: obligatory files checked mechanically, each requirement (1 = 60 points, 2 = 40) scored by the
// fake grader model: full marks when a file has a line `done: <position>`.

const media = useOwnMediaDir()
let server: ModelServer
beforeAll(async () => {
  server = await gradingModelServer()
})
afterAll(() => server.close())
afterEach(async () => {
  server.setHandler(gradingRules.trilha_project_grade)
  server.requests.length = 0
  configureModel(undefined)
  configureGithubReader(undefined)
  await db.deleteFrom('grading_jobs').execute()
})

const T0 = new Date('2026-11-26T12:00:00.000Z')
const submission = (id: number) =>
  db.selectFrom('project_submissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

async function graded(id: number) {
  await enqueueAnswer('project', id, T0)
  return gradeNext(T0)
}

describe('grading a project ZIP', () => {
  it('scores each requirement with a reason, and the project gets its score and verdict', async () => {
    useModel(server)
    const { id } = await projectAnswer({
      'meu-site/README.md': '# Meu site\n\ndone: 1\n',
      'meu-site/index.html': '<h1>Olá</h1>',
    })
    expect(await graded(id)).toBe('graded')
    expect(await submission(id)).toMatchObject({ status: 'accepted', score: 60 })
    const grade = await gradeRow('project', id)
    expect(grade).toMatchObject({ state: 'graded', grader: 'ai' })
    expect(JSON.parse(grade?.details ?? '')).toMatchObject({
      missing: [],
      requirements: [
        { position: 1, score: 60, max: 60, reason: 'Encontrei "done: 1" nos arquivos.' },
        { position: 2, score: 0, max: 40, reason: 'Nada nos arquivos mostra este requisito.' },
      ],
    })
    // The files reached the model quoted, inside the student block.
    const text = server.completions[0].body.messages[1].content as string
    expect(text).toMatch(/<student_files>[\s\S]*meu-site\/index.html[\s\S]*<\/student_files>/)
    expect(text).not.toContain('<h1>')
  })

  it('fails a hand-in missing an obligatory file with score 0, without asking the model', async () => {
    useModel(server)
    const { id } = await projectAnswer({ 'index.html': 'done: 1\ndone: 2' }, ['README.md', 'index.html'])
    expect(await graded(id)).toBe('graded')
    expect(server.completions).toHaveLength(0)
    expect(await submission(id)).toMatchObject({ status: 'wrong_answer', score: 0 })
    expect(JSON.parse((await gradeRow('project', id))?.details ?? '')).toMatchObject({
      missing: ['README.md'],
    })
  })

  it('refuses a reply scoring a requirement above its points, or forgetting one', async () => {
    useModel(server)
    const { id } = await projectAnswer({ 'README.md': 'done: 1\ndone: 2' })
    server.setHandler(() =>
      JSON.stringify({
        requirements: [
          { position: 1, score: 100, reason: 'excelente' },
          { position: 2, score: 40, reason: 'ok' },
        ],
        summary: '',
      }),
    )
    expect(await graded(id)).toBe('retry')
    server.setHandler(() =>
      JSON.stringify({ requirements: [{ position: 1, score: 60, reason: 'ok' }], summary: '' }),
    )
    expect(await gradeNext(new Date((await jobRow('project', id)).next_attempt_at))).toBe('retry')
    expect(await submission(id)).toMatchObject({ status: 'in_queue', score: null })
    expect(await gradeRow('project', id)).toMatchObject({ state: 'feedback_unavailable' })
  })

  it('reads a zip bomb only up to its caps', async () => {
    const zeros = new Uint8Array(8 * 1024 * 1024) // deflates to a few KB
    const { id } = await projectAnswer({ 'README.md': 'done: 1', 'big.txt': zeros, 'big2.txt': zeros })
    const row = await submission(id)
    const files = await readZipFiles(`${media}/${row.zip_path}`, ['README.md'])
    expect(files.names.sort()).toEqual(['README.md', 'big.txt', 'big2.txt'])
    expect(files.contents[0].path).toBe('README.md')
    // Zero bytes read as binary: skipped, and never more than a file's cap read from either.
    expect(files.contents.map((f) => f.path)).toEqual(['README.md'])
    const text = new TextEncoder().encode('a'.repeat(3 * FILE_LIMITS.fileBytes))
    const { id: other } = await projectAnswer({ 'README.md': text })
    const many = await readZipFiles(`${media}/${(await submission(other)).zip_path}`)
    expect(many.contents[0]).toMatchObject({ truncated: true })
    expect(many.contents[0].text).toHaveLength(FILE_LIMITS.fileBytes)
  })
})

describe('grading a GitHub hand-in', () => {
  it('reads the obligatory files from raw.githubusercontent.com only, and a missing one fails the hand-in', async () => {
    useModel(server)
    const asked: string[] = []
    const files: Record<string, string> = { 'README.md': 'done: 1\ndone: 2' }
    configureGithubReader({
      fetch: async (url, init) => {
        asked.push(url)
        expect(init.redirect).toBe('manual')
        const name = decodeURIComponent(url.split('/HEAD/')[1])
        return name in files ? new Response(files[name]) : new Response('404', { status: 404 })
      },
    })
    const { id, projectId } = await projectAnswer({ 'README.md': 'x' })
    await asGithubHandIn(id)
    expect(await graded(id)).toBe('graded')
    expect(asked).toEqual(['https://raw.githubusercontent.com/aluna/site/HEAD/README.md'])
    expect(await submission(id)).toMatchObject({ status: 'accepted', score: 100 })

    await db
      .updateTable('projects')
      .set({ obligatory_files: '["README.md","src/main.py"]' })
      .where('id', '=', projectId)
      .execute()
    const second = await db
      .insertInto('project_submissions')
      .values({
        user_id: (await submission(id)).user_id,
        project_id: projectId,
        kind: 'github',
        repository_url: 'https://github.com/aluna/site',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect(await graded(second.id)).toBe('graded')
    expect(asked.slice(1)).toEqual([
      'https://raw.githubusercontent.com/aluna/site/HEAD/README.md',
      'https://raw.githubusercontent.com/aluna/site/HEAD/src/main.py',
    ])
    expect(await submission(second.id)).toMatchObject({ status: 'wrong_answer', score: 0 })
  })

  it('tries again later when GitHub cannot be reached', async () => {
    useModel(server)
    configureGithubReader({
      fetch: async () => {
        throw new TypeError('fetch failed')
      },
    })
    const { id } = await projectAnswer({ 'README.md': 'x' })
    await asGithubHandIn(id)
    expect(await graded(id)).toBe('waiting_model')
    // An attempt counted: a GitHub out of reach for good ends in staff review (github-fetch.test.ts).
    expect(await jobRow('project', id)).toMatchObject({ state: 'queued', attempts: 1 })
  })
})
