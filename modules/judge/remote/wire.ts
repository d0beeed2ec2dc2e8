import { z } from 'zod'
import { VERDICTS } from '~/judge/types'

// What travels between the primary and a judge worker (README.md): the job with its files named, not embedded
// (samples and a custom checker's source are small and come inline; package files are fetched once per package
// and kept by the worker), the heartbeat with the stage reached, and the verdict. Both ends parse with these.

/** The header a worker shows JUDGE_SECRET in. */
export const JUDGE_SECRET_HEADER = 'x-judge-secret'

/** A package file: `<package sha256>/<group>/<name>.in|out` — immutable for that hash, so a worker caches it. */
export const FILE_KEY = /^[0-9a-f]{16,64}\/\d{1,6}\/[^/\0]{1,200}\.(?:in|out)$/
export const fileRef = z.union([
  z.object({ text: z.string() }),
  z.object({
    key: z
      .string()
      .regex(FILE_KEY)
      .refine((k) => !k.split('/').includes('..')),
    bytes: z.number(),
  }),
])
export type FileRef = z.infer<typeof fileRef>

export const wireTask = z.object({
  job: z.object({
    language: z.string(),
    code: z.string(),
    limits: z.object({ timeMs: z.number(), memoryMiB: z.number() }),
    budget: z.object({ cpuMs: z.number(), wallMs: z.number() }).optional(),
    groupWeights: z.record(z.string(), z.number()).optional(),
    checker: z.union([
      z.object({ kind: z.enum(['tokens', 'exact']) }),
      z.object({ kind: z.literal('float'), absolute: z.number(), relative: z.number() }),
      z.object({ kind: z.literal('custom'), language: z.enum(['c++', 'c']), source: z.string() }),
    ]),
    tests: z.array(
      z.object({ name: z.string(), group: z.number(), sample: z.boolean(), input: fileRef, answer: fileRef }),
    ),
  }),
  settings: z
    .object({
      timeMultiplier: z.number().optional(),
      compileTimeMs: z.number().optional(),
      compileMemoryMiB: z.number().optional(),
    })
    .optional(),
})
export type WireTask = z.infer<typeof wireTask>

export const claimAnswer = z.object({
  id: z.number().int(),
  token: z.string().regex(/^[0-9a-f]{64}$/),
  leaseMs: z.number().int().positive(),
  task: wireTask,
})
export type ClaimAnswer = z.infer<typeof claimAnswer>

const held = { id: z.number().int().positive(), token: z.string().regex(/^[0-9a-f]{64}$/) }
export const claimRequest = z.object({ worker: z.string().min(1).max(100) })
export const heartbeat = z.object({
  ...held,
  progress: z
    .union([
      z.object({ stage: z.literal('compiling') }),
      z.object({ stage: z.literal('testing'), test: z.number().int(), tests: z.number().int() }),
    ])
    .optional(),
})
const testReport = z.object({
  name: z.string(),
  group: z.number(),
  sample: z.boolean(),
  verdict: z.enum(VERDICTS).exclude(['compilation_error']),
  points: z.number(),
  cpuMs: z.number(),
  wallMs: z.number(),
  memoryKiB: z.number(),
  exitCode: z.number().nullable(),
  signal: z.string().nullable(),
  message: z.string(),
  output: z.string().optional(),
})
export const verdict = z.object({
  ...held,
  report: z.object({
    status: z.enum(VERDICTS),
    score: z.number(),
    errorOnSample: z.boolean(),
    tests: z.array(testReport).max(2000),
    log: z.array(z.string()).max(5000),
    errorCode: z.string().optional(),
    compilationMessage: z.string().optional(),
    runtimeMessage: z.string().optional(),
    firstFailedTest: z.string().optional(),
    notRun: z.number().optional(),
    retry: z.boolean().optional(),
  }),
})
