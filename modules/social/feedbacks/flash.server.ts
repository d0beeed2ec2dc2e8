import { createFlash } from '~/app/kernel/requests/flash.server'

// Confirmations after a feedback is sent or reviewed: the kernel's signed one-shot cookie.
export type FeedbacksFlash = 'sent' | 'reviewed'
const KINDS: readonly unknown[] = ['sent', 'reviewed']

const channel = createFlash('trilha_feedbacks_flash', (v): v is FeedbacksFlash => KINDS.includes(v))

export const setFeedbacksFlash = (target: string, kind: FeedbacksFlash) => channel.set(target, kind)
export const takeFeedbacksFlash = (request: Request) => channel.take(request)
