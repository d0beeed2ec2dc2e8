import { z } from 'zod'

// Messages are keys of the privacy namespace. Both locales are required: every reader gets their language.
const text = (max: number, message: string) =>
  z.string({ required_error: message }).trim().min(1, message).max(max, message)
const subject = text(200, 'news.errors.subject')
const body = text(20_000, 'news.errors.body')

export const newsSchema = z.object({ subject_br: subject, subject_gb: subject, body_br: body, body_gb: body })
export type NewsInput = z.infer<typeof newsSchema>
