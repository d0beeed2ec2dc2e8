import type { Lng, Prefix } from '~/app/kernel/i18n/locale'
import { renderRichText } from '~/app/rich-text/index.server'
import { type DB, db } from '~/db/client.server'
import { type MathGrade, gradesOf } from '../grading/grades.server'
import { answerSubmitted } from '../grading/hook.server'
import { pick, utcDayStart } from '../text'
import { uploadUrl } from '../uploads/media.server'
import {
  MiB,
  type UploadedFile,
  removeUpload,
  sniffAudio,
  sniffImage,
  storeUpload,
} from '../uploads/uploads.server'

export const MATH_LIMITS = {
  imageBytes: 5 * MiB,
  audioBytes: 10 * MiB,
  textChars: 10_000,
  /** Submissions per exercise per student per UTC day (docs/product.md#learning-math-and-projects: "try again tomorrow"). */
  perDay: 5,
} as const

export type MathRefusal =
  | 'empty'
  | 'textTooLong'
  | 'imageType'
  | 'imageTooLarge'
  | 'audioType'
  | 'audioTooLarge'
  | 'dailyLimit'

/** `conn` is the transaction when the count guards a write. */
export async function mathSubmissionsToday(userId: number, mathExerciseId: number, now: Date, conn: DB = db) {
  const row = await conn
    .selectFrom('math_submissions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('math_exercise_id', '=', mathExerciseId)
    .where('created_at', '>=', utcDayStart(now))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function hasMathSubmission(userId: number, mathExerciseId: number) {
  const row = await db
    .selectFrom('math_submissions')
    .select('id')
    .where('user_id', '=', userId)
    .where('math_exercise_id', '=', mathExerciseId)
    .limit(1)
    .executeTakeFirst()
  return !!row
}

export interface MathAnswer {
  text?: string | null
  image?: UploadedFile
  audio?: UploadedFile
}

/**
 * A math answer (docs/product.md#learning-math-and-projects): text and/or an image (PNG/JPEG ≤ 5 MB) and/or audio (ogg/mp3/webm/m4a ≤ 10 MB),
 * at most 5 a day per exercise. It waits "under review" until the assistant grades the three rubrics.
 */
export async function submitMathAnswer(
  userId: number,
  mathExerciseId: number,
  answer: MathAnswer,
  now: Date,
): Promise<{ ok: true; id: number } | { ok: false; reason: MathRefusal }> {
  const text = answer.text?.trim() || null
  if (!text && !answer.image && !answer.audio) return { ok: false, reason: 'empty' }
  if (text && text.length > MATH_LIMITS.textChars) return { ok: false, reason: 'textTooLong' }
  const imageExt = answer.image ? sniffImage(answer.image.bytes) : null
  if (answer.image && answer.image.bytes.byteLength > MATH_LIMITS.imageBytes)
    return { ok: false, reason: 'imageTooLarge' }
  if (answer.image && !imageExt) return { ok: false, reason: 'imageType' }
  const audioExt = answer.audio ? sniffAudio(answer.audio.bytes) : null
  if (answer.audio && answer.audio.bytes.byteLength > MATH_LIMITS.audioBytes)
    return { ok: false, reason: 'audioTooLarge' }
  if (answer.audio && !audioExt) return { ok: false, reason: 'audioType' }
  if ((await mathSubmissionsToday(userId, mathExerciseId, now)) >= MATH_LIMITS.perDay)
    return { ok: false, reason: 'dailyLimit' }

  const imagePath =
    answer.image && imageExt ? storeUpload(userId, 'math-image', imageExt, answer.image.bytes) : null
  const audioPath =
    answer.audio && audioExt ? storeUpload(userId, 'math-audio', audioExt, answer.audio.bytes) : null
  // Counted again inside the write: two answers sent at once cannot both pass the limit.
  const id = await db.transaction().execute(async (trx) => {
    if ((await mathSubmissionsToday(userId, mathExerciseId, now, trx)) >= MATH_LIMITS.perDay) return null
    const inserted = await trx
      .insertInto('math_submissions')
      .values({
        user_id: userId,
        math_exercise_id: mathExerciseId,
        text_answer: text,
        image_path: imagePath,
        audio_path: audioPath,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return inserted.id
  })
  if (id === null) {
    removeUpload(imagePath)
    removeUpload(audioPath)
    return { ok: false, reason: 'dailyLimit' }
  }
  answerSubmitted('math', id)
  return { ok: true, id }
}

/** The math exercise of a lesson and the student's answers, newest first. */
export async function mathView(mathExerciseId: number, userId: number, lng: Lng, prefix: Prefix, now: Date) {
  const exercise = await db
    .selectFrom('math_exercises')
    .selectAll()
    .where('id', '=', mathExerciseId)
    .executeTakeFirstOrThrow()
  const submissions = await db
    .selectFrom('math_submissions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('math_exercise_id', '=', mathExerciseId)
    .orderBy('id', 'desc')
    .limit(20)
    .execute()
  const grades = await gradesOf<MathGrade>(
    'math',
    submissions.map((s) => s.id),
  )
  return {
    type: 'math' as const,
    title: pick(exercise.title_br, exercise.title_gb, lng),
    statementHtml: await renderRichText(pick(exercise.text_br, exercise.text_gb, lng), { prefix }),
    difficulty: exercise.difficulty,
    kind: exercise.kind,
    submissions: submissions.map((s) => ({
      id: s.id,
      createdAt: s.created_at,
      status: s.status,
      text: s.text_answer,
      imageUrl: s.image_path ? uploadUrl('math-image', s.id) : null,
      audioUrl: s.audio_path ? uploadUrl('math-audio', s.id) : null,
      rubrics:
        s.rubric_strategy === null && s.rubric_accuracy === null && s.rubric_communication === null
          ? null
          : {
              strategy: s.rubric_strategy,
              accuracy: s.rubric_accuracy,
              communication: s.rubric_communication,
            },
      feedback: s.feedback,
      // Issue 19: who graded, the feedback per rubric, or why it is still waiting.
      grade: grades.get(s.id) ?? null,
    })),
    usedToday: await mathSubmissionsToday(userId, mathExerciseId, now),
    perDay: MATH_LIMITS.perDay,
  }
}
