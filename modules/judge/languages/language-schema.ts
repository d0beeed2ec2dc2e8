import { z } from 'zod'

// Empty fields mean "the language's default"; bounds match the engine's clamps (judge/languages/index.ts).
const optionalNumber = (min: number, max: number) =>
  z.preprocess((v) => (v === '' || v == null ? undefined : v), z.coerce.number().min(min).max(max).optional())

export const languageSettingsSchema = z.object({
  language: z.string().min(1).max(20),
  time_multiplier: optionalNumber(0.1, 10),
  compile_time_s: optionalNumber(1, 120),
  compile_memory_mib: optionalNumber(128, 4096),
})
export type LanguageSettingsInput = z.infer<typeof languageSettingsSchema>
