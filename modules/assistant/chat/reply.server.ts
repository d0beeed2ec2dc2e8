import { type Lng, PREFIX_BY_LNG } from '~/app/kernel/i18n/locale'
import { resources } from '~/app/locales'
import { renderRichText } from '~/app/rich-text/index.server'
import type { AskResult } from './ask.server'

// What the API answers for a question (docs/product.md#assistant: text, links, or error equal to DAILY_LIMIT); `kind` and `html`
// (the answer through the rich-text sanitiser) are additive.

export type ReplyBody =
  | { kind: string; text: string; links: string[]; html: string }
  | { error: 'DAILY_LIMIT'; message: string; subscription: string }
  | { error: 'RATE_LIMIT'; message: string }

export async function replyBody(result: AskResult, lng: Lng): Promise<ReplyBody> {
  const prefix = PREFIX_BY_LNG[lng]
  if (!result.ok && result.error === 'RATE_LIMIT')
    return { error: 'RATE_LIMIT', message: resources[lng].assistant.rateLimit }
  if (!result.ok)
    return {
      error: 'DAILY_LIMIT',
      message: resources[lng].assistant.dailyLimit,
      subscription: `/${prefix}/subscription`,
    }
  return {
    kind: result.kind,
    text: result.text,
    links: result.links,
    html: await renderRichText(result.text, { prefix }),
  }
}

/** One server-sent event. */
export function sse(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`
}
