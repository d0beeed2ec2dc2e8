import { z } from 'zod'
import { type ProjectAnswerForGrading, type ProjectGrade, missingFiles } from '~/modules/learning/index'
import { type ModelMessage, complete } from '../model/client.server'
import { type ProjectFiles, githubReadingEnabled, readGithubFiles, readZipFiles } from './files.server'
import { guardFeedback } from './leak'
import {
  DATA_NOT_INSTRUCTIONS,
  InvalidModelReplyError,
  feedbackLanguage,
  parseModelJson,
  quoted,
} from './output'

// A project hand-in (docs/product.md#learning-math-and-projects): the obligatory files are checked here,
// mechanically (a missing one fails the hand-in with score 0 and the model is not asked); then the model scores
// each requirement, 0 up to the requirement's own score, with a reason, reading the files. Its reply must name
// every requirement once, by position, with a whole score in range: anything else is an InvalidModelReplyError.

export const PROJECT_SCHEMA_NAME = 'trilha_project_grade'

const replySchema = z
  .object({
    requirements: z
      .array(
        z
          .object({
            position: z.number().int(),
            score: z.number().int().min(0),
            reason: z.string().trim().min(1).max(1500),
          })
          .strict(),
      )
      .max(200),
    summary: z.string().trim().max(2000),
  })
  .strict()

const jsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['requirements', 'summary'],
  properties: {
    requirements: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['position', 'score', 'reason'],
        properties: {
          position: { type: 'integer' },
          score: { type: 'integer', minimum: 0 },
          reason: { type: 'string' },
        },
      },
    },
    summary: { type: 'string' },
  },
}

export type ProjectGradePlan =
  | { action: 'grade'; messages: ModelMessage[] }
  | { action: 'done'; grade: ProjectGrade }
  | { action: 'staff'; why: string }

/** The hand-in's files, from its ZIP or its repository. Throws RepositoryUnavailableError to retry later. */
async function filesOf(answer: ProjectAnswerForGrading): Promise<ProjectFiles | null> {
  if (answer.zipFile) return readZipFiles(answer.zipFile, answer.project.obligatoryFiles)
  if (answer.repository && githubReadingEnabled())
    return readGithubFiles(answer.repository, answer.project.obligatoryFiles)
  return null
}

export async function planProjectGrade(answer: ProjectAnswerForGrading): Promise<ProjectGradePlan> {
  const files = await filesOf(answer)
  if (!files) return { action: 'staff', why: 'the repository cannot be read here' }
  const { requirements } = answer.project
  const missing = missingFiles(files.names, answer.project.obligatoryFiles)
  if (missing.length)
    return {
      action: 'done',
      grade: {
        missing,
        requirements: requirements.map((r) => ({
          requirementId: r.id,
          position: r.position,
          score: 0,
          max: r.score,
          reason: '',
        })),
        summary: '',
      },
    }
  if (!requirements.length) return { action: 'done', grade: { missing: [], requirements: [], summary: '' } }
  const system = [
    'You grade a student’s programming project on Trilha, a Brazilian learning platform.',
    'Score every requirement from 0 up to its max, as a whole number, from what the files show, and give the reason (what you found, or what is missing). Name each requirement by its position.',
    'A requirement the files do not show gets 0. Files may be cut short: judge what you can see.',
    'Never write the missing code for the student: a reason says what is there or missing, not the program.',
    feedbackLanguage(answer.lng),
    DATA_NOT_INSTRUCTIONS,
    'Answer only with the JSON object asked for.',
  ].join('\n\n')
  const project = {
    name: answer.project.name,
    description: answer.project.description.slice(0, 8000),
    technologies: answer.project.technologies,
    requirements: requirements.map((r) => ({ position: r.position, max: r.score, text: r.text })),
  }
  const listing = files.names.slice(0, 400)
  const body = [
    `<project>\n${JSON.stringify(project, null, 1)}\n</project>`,
    `<student_files>\n${quoted(`Files (${files.names.length}):\n${listing.join('\n')}`)}\n${files.contents
      .map((f) => quoted(`--- ${f.path}${f.truncated ? ' (cut)' : ''}\n${f.text}`))
      .join('\n')}\n</student_files>`,
  ].join('\n\n')
  return {
    action: 'grade',
    messages: [
      { role: 'system', content: system },
      { role: 'user', content: body },
    ],
  }
}

/** Asks the model and checks its reply against the project's requirements. */
export async function askProjectGrade(
  answer: ProjectAnswerForGrading,
  messages: ModelMessage[],
  signal?: AbortSignal,
): Promise<ProjectGrade> {
  const reply = await complete({
    purpose: 'grader',
    messages,
    jsonSchema: { name: PROJECT_SCHEMA_NAME, schema: jsonSchema },
    maxTokens: 3000,
    signal,
  })
  const parsed = parseModelJson(reply.text, replySchema)
  const byPosition = new Map(parsed.requirements.map((r) => [r.position, r]))
  if (byPosition.size !== parsed.requirements.length)
    throw new InvalidModelReplyError('a requirement graded twice')
  const requirements = answer.project.requirements.map((r) => {
    const scored = byPosition.get(r.position)
    if (!scored) throw new InvalidModelReplyError(`requirement ${r.position} not graded`)
    if (scored.score > r.score)
      throw new InvalidModelReplyError(`requirement ${r.position}: ${scored.score} is above its ${r.score}`)
    return {
      requirementId: r.id,
      position: r.position,
      score: scored.score,
      max: r.score,
      // No official solution here, but a reason must not become the program either (the chat's filter).
      reason: guardFeedback(scored.reason, '', answer.lng),
    }
  })
  if (byPosition.size !== requirements.length)
    throw new InvalidModelReplyError('a requirement that does not exist')
  return { missing: [], requirements, summary: guardFeedback(parsed.summary, '', answer.lng) }
}
