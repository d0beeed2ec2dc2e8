import { z } from 'zod'
import { DIFFICULTIES, EXERCISE_VISIBILITIES, SUBJECT_CATEGORIES } from '~/db/schema'
import { MAX_CODE_BYTES } from '../constants'

const MAX_SAMPLE_CHARS = 16 * 1024

export const sampleSchema = z.object({
  input: z.string().max(MAX_SAMPLE_CHARS),
  output: z.string().max(MAX_SAMPLE_CHARS),
})

export const checkerSchema = z.union([
  z.object({ kind: z.literal('tokens') }),
  z.object({ kind: z.literal('exact') }),
  z
    .object({
      kind: z.literal('float'),
      absolute: z.number().min(0).nullish(),
      relative: z.number().min(0).nullish(),
    })
    .refine((c) => c.absolute != null || c.relative != null, 'float checker needs a tolerance'),
  z.object({ kind: z.literal('custom'), source: z.string().min(1).max(MAX_CODE_BYTES) }),
])
export type CheckerInput = z.infer<typeof checkerSchema>

/** A programming exercise as staff and the seed create it (docs/product.md#judge-exercises: at least one sample). */
export const exerciseSchema = z.object({
  title_br: z.string().trim().min(1).max(200),
  title_gb: z.string().trim().min(1).max(200).nullish(),
  text_br: z.string().trim().min(1),
  text_gb: z.string().trim().min(1).nullish(),
  difficulty: z.enum(DIFFICULTIES).default('easy'),
  time_limit_ms: z.number().int().min(100).max(20_000).default(1000),
  memory_limit_mib: z.number().int().min(16).max(2048).default(256),
  visibility: z.enum(EXERCISE_VISIBILITIES).default('private'),
  is_free: z.boolean().default(true),
  is_offline: z.boolean().default(false),
  checker: checkerSchema.default({ kind: 'tokens' }),
  original_author: z.string().trim().min(1).max(200).nullish(),
  author_id: z.number().int().positive().nullish(),
  allow_test_download: z.boolean().default(true),
  /** Group number (numbered folder of the package) → weight. */
  group_weights: z.record(z.string().regex(/^\d+$/), z.number().positive()).nullish(),
  samples: z.array(sampleSchema).min(1),
  /** Subject slugs. */
  subjects: z.array(z.string()).default([]),
})
export type ExerciseInput = z.input<typeof exerciseSchema>
export const exerciseUpdateSchema = exerciseSchema.partial()
export type ExerciseUpdateInput = z.input<typeof exerciseUpdateSchema>

export const subjectSchema = z.object({
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
  title_br: z.string().trim().min(1).max(120),
  title_gb: z.string().trim().min(1).max(120).nullish(),
  category: z.enum(SUBJECT_CATEGORIES),
})
export type SubjectInput = z.input<typeof subjectSchema>

const optionalId = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? undefined : v),
  z.coerce.number().int().positive().optional(),
)

/** The submit payload (docs/product.md#judge-exercises) from JSON or a form; language and code are checked by the service. */
export const submitPayloadSchema = z.object({
  language: z.unknown(),
  code: z.unknown(),
  exercise_id: optionalId,
  competition_id: optionalId,
  submittingTime: z.unknown(),
})

/** Staff rejudge: exactly one target. */
export const rejudgeSchema = z
  .object({ submission_id: optionalId, exercise_id: optionalId, competition_id: optionalId })
  .refine(
    (b) => [b.submission_id, b.exercise_id, b.competition_id].filter((v) => v !== undefined).length === 1,
  )
