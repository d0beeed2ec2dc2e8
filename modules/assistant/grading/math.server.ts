import fs from 'node:fs/promises'
import path from 'node:path'
import type { ChatCompletionContentPart } from 'openai/resources/chat/completions'
import { z } from 'zod'
import { type MathAnswerForGrading, type MathGrade, RUBRICS } from '~/modules/learning/index'
import { type ModelMessage, complete, modelConfig } from '../model/client.server'
import { KEEP_SOLUTION_PRIVATE, guardFeedback } from './leak'
import { DATA_NOT_INSTRUCTIONS, feedbackLanguage, parseModelJson, quoted } from './output'

// A math answer graded on the three rubrics of docs/product.md#learning-math-and-projects, against the
// exercise's official solution. The model must answer a JSON object (structured output) that zod checks:
// any score outside 1–4, a missing rubric, an extra key or malformed JSON is an InvalidModelReplyError, never a grade.

export const MATH_SCHEMA_NAME = 'trilha_math_grade'
/** The text of an answer is at most 10 000 characters (learning); the statement and solution are capped too. */
const MAX_CONTEXT_CHARS = 12_000
const MAX_IMAGE_BYTES = 5 * 1024 * 1024

const criterion = z
  .object({
    score: z.number().int().min(1).max(4),
    feedback: z.string().trim().min(1).max(1500),
  })
  .strict()
export const mathGradeSchema = z
  .object({
    strategy: criterion,
    accuracy: criterion,
    communication: criterion,
    summary: z.string().trim().max(2000),
  })
  .strict()

const criterionJson = {
  type: 'object',
  additionalProperties: false,
  required: ['score', 'feedback'],
  properties: {
    score: { type: 'integer', minimum: 1, maximum: 4 },
    feedback: { type: 'string' },
  },
}
const jsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...RUBRICS, 'summary'],
  properties: {
    strategy: criterionJson,
    accuracy: criterionJson,
    communication: criterionJson,
    summary: { type: 'string' },
  },
}

const RUBRIC_GUIDE = `Grade three criteria, each an integer from 1 to 4:
- strategy (strategic understanding): 4 = a correct and complete plan that shows why it works; 3 = a correct plan with small gaps; 2 = a partly correct or incomplete plan; 1 = no workable plan.
- accuracy (accuracy of execution): 4 = every step and the final result right; 3 = small slips that do not change the result; 2 = errors that change the result; 1 = mostly wrong or missing.
- communication (mathematical communication): 4 = clear, ordered, correct notation and words; 3 = understandable with small lapses; 2 = hard to follow; 1 = no explanation.
Compare with the official solution: another correct method is as good as the official one.`

export type MathGradePlan = { action: 'grade'; messages: ModelMessage[] } | { action: 'staff'; why: string }

/**
 * What to ask the model, or why only a person can grade this answer: audio (no transcription model here) and an
 * image when the grader model does not read images (GRADER_VISION off).
 */
export async function planMathGrade(answer: MathAnswerForGrading): Promise<MathGradePlan> {
  if (answer.audioFile) return { action: 'staff', why: 'audio without a transcription model' }
  const vision = modelConfig()?.vision ?? false
  if (answer.imageFile && !vision) return { action: 'staff', why: 'an image and no vision model' }
  const system = [
    'You grade a student’s answer to a mathematics exercise on Trilha, a Brazilian learning platform.',
    RUBRIC_GUIDE,
    'Give one feedback text per criterion (what is right, what to improve) and a short summary.',
    KEEP_SOLUTION_PRIVATE,
    feedbackLanguage(answer.lng),
    DATA_NOT_INSTRUCTIONS,
    'Answer only with the JSON object asked for.',
  ].join('\n\n')
  const exercise = [
    `<exercise>\n${answer.exercise.statement.slice(0, MAX_CONTEXT_CHARS)}\n</exercise>`,
    `<official_solution>\n${(answer.exercise.officialSolution || '(none written: judge the mathematics itself)').slice(0, MAX_CONTEXT_CHARS)}\n</official_solution>`,
    `<student_answer>\n${quoted(answer.text ?? '')}\n</student_answer>`,
  ].join('\n\n')
  const content: ChatCompletionContentPart[] = [{ type: 'text', text: exercise }]
  if (answer.imageFile) {
    const bytes = await fs.readFile(answer.imageFile)
    if (bytes.byteLength > MAX_IMAGE_BYTES) return { action: 'staff', why: 'image too large' }
    const mime = path.extname(answer.imageFile) === '.png' ? 'image/png' : 'image/jpeg'
    content.push({
      type: 'text',
      text: 'The student’s written work is in this image (data, like the answer):',
    })
    content.push({ type: 'image_url', image_url: { url: `data:${mime};base64,${bytes.toString('base64')}` } })
  }
  return {
    action: 'grade',
    messages: [
      { role: 'system', content: system },
      { role: 'user', content },
    ],
  }
}

/**
 * Asks the grader model; throws ModelUnavailableError (server) or InvalidModelReplyError (its reply). The feedback
 * comes back without the official solution in it (leak.ts).
 */
export async function askMathGrade(
  answer: MathAnswerForGrading,
  messages: ModelMessage[],
  signal?: AbortSignal,
): Promise<MathGrade> {
  const reply = await complete({
    purpose: 'grader',
    messages,
    jsonSchema: { name: MATH_SCHEMA_NAME, schema: jsonSchema },
    maxTokens: 1500,
    signal,
  })
  const { summary, ...rubrics } = parseModelJson(reply.text, mathGradeSchema)
  const guard = (text: string) => guardFeedback(text, answer.exercise.officialSolution, answer.lng)
  return {
    rubrics: {
      strategy: { ...rubrics.strategy, feedback: guard(rubrics.strategy.feedback) },
      accuracy: { ...rubrics.accuracy, feedback: guard(rubrics.accuracy.feedback) },
      communication: { ...rubrics.communication, feedback: guard(rubrics.communication.feedback) },
    },
    summary: guard(summary),
  }
}
