import { type NewFeedback, insertFeedback, removeFeedback, setFeedbackImage } from './feedbacks.server'
import { type FeedbackImageExt, removeFeedbackImage, storeFeedbackImage } from './image.server'

/**
 * Saves a feedback and its picture (named after the row's id). When the file cannot be written the row
 * goes too, so no feedback points at a missing image.
 */
export async function createFeedback(
  input: NewFeedback,
  image: { ext: FeedbackImageExt; bytes: Uint8Array } | null,
): Promise<number> {
  const id = await insertFeedback(input)
  if (!image) return id
  let stored: string | null = null
  try {
    stored = await storeFeedbackImage(id, image)
    await setFeedbackImage(id, stored)
  } catch (error) {
    await removeFeedbackImage(stored)
    await removeFeedback(id)
    throw error
  }
  return id
}
