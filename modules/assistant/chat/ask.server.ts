import { z } from 'zod'
import type { SessionUser } from '~/app/kernel/auth/policy'
import { isProUser } from '~/app/kernel/auth/pro.server'
import { type Lng, PREFIX_BY_LNG } from '~/app/kernel/i18n/locale'
import { resources } from '~/app/locales'
import { type KnowledgeItem, assistantKnowledge } from '~/modules/social'
import { pageContext, safePath } from '../knowledge/page.server'
import { stream, ModelUnavailableError, modelConfig } from '../model/client.server'
import { type QuotaRefusal, releaseQuestion, reserveQuestion } from '../usage/quota.server'
import { SolutionFilter } from './guard'
import { historyForModel, saveReply } from './messages.server'
import { platformLinksOnly, promptMessages } from './prompt'

// One question, start to end (issue 19): the quota slot first (nothing reaches the model past the limit), then
// what the page is, the guardrails that need no model (a running competition's problem), the platform's own
// content, and the model, streamed through the solution filter. Every way out leaves the question and its reply
// in the conversation; only a failed call gives its slot back.

export const QUESTION_MAX = 2_000

export const askSchema = z.object({
  // Conform reads an empty field as missing: no path is the empty path (no page context).
  path: z.preprocess((v) => safePath(v), z.string().optional()).transform((v) => v ?? ''),
  text: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ required_error: 'empty', invalid_type_error: 'empty' })
      .min(1, 'empty')
      .max(QUESTION_MAX, 'tooLong'),
  ),
})
export type AskInput = z.infer<typeof askSchema>

export type ReplyKind = 'answer' | 'apology' | 'offline' | 'refusal'
export type AskResult =
  | { ok: true; kind: ReplyKind; text: string; links: string[] }
  | { ok: false; error: QuotaRefusal }

export interface AskOptions {
  user: SessionUser
  lng: Lng
  input: AskInput
  now: Date
  /** The request's signal: the user left, so the model call stops. */
  signal?: AbortSignal
  /** The question holds its slot: the answer is on its way (the stream starts). */
  onReserved?: () => void
  /** Each piece of the answer as it may be shown (already filtered). */
  onDelta?: (text: string) => void
}

const strings = (lng: Lng) => resources[lng].assistant.replies

/** The platform's own content as an honest answer when no model is configured (never a made-up one). */
function offlineAnswer(lng: Lng, found: { title: string; href: string }[], searchHref: string): string {
  const s = strings(lng)
  if (!found.length) return `${s.offlineNone} [${s.search}](${searchHref})`
  const item = (k: { title: string; href: string }) => `- [${k.title.replace(/[[\]\\]/g, '\\$&')}](${k.href})`
  return `${s.offline}\n\n${found.map(item).join('\n')}`
}

export async function ask({
  user,
  lng,
  input,
  now,
  signal,
  onReserved,
  onDelta,
}: AskOptions): Promise<AskResult> {
  const prefix = PREFIX_BY_LNG[lng]
  const pro = await isProUser(user.id, now)
  const slot = await reserveQuestion(
    { userId: user.id, text: input.text, path: input.path || null },
    pro,
    now,
  )
  if ('refused' in slot) return { ok: false, error: slot.refused }
  onReserved?.()
  try {
    return await answer({ user, lng, input, now, signal, onDelta }, slot.id)
  } catch (error) {
    // Not the model's failure (that one is answered with the apology): still, the slot is given back.
    await releaseQuestion(slot.id)
    throw error
  }
}

async function answer(
  { user, lng, input, now, signal, onDelta }: AskOptions,
  questionId: number,
): Promise<AskResult> {
  const prefix = PREFIX_BY_LNG[lng]
  const reply = async (kind: ReplyKind, text: string, links: string[]) => {
    await saveReply(user.id, kind, text, links, now)
    return { ok: true as const, kind, text, links }
  }

  const page = await pageContext(user, input.path, lng, now)
  if (page.competition) {
    onDelta?.(strings(lng).refusal)
    return reply('refusal', strings(lng).refusal, page.href ? [page.href] : [])
  }

  const knowledge = await assistantKnowledge(input.text, { user, lng })
  const found = knowledge.map((k: KnowledgeItem) => ({ ...k, href: `/${prefix}${k.path}` }))
  const links = found.map((k) => k.href)

  if (!modelConfig()) {
    const text = offlineAnswer(
      lng,
      found,
      `/${prefix}/search?q=${encodeURIComponent(input.text.slice(0, 100))}`,
    )
    onDelta?.(text)
    return reply('offline', text, links)
  }

  const filter = new SolutionFilter(strings(lng).withheld)
  let received = false
  try {
    await stream(
      {
        purpose: 'assistant',
        userId: user.id,
        signal,
        messages: promptMessages({
          lng,
          page: page.text,
          knowledge: found,
          history: await historyForModel(user.id, questionId),
          question: input.text,
        }),
      },
      (delta) => {
        received = true
        const shown = filter.push(delta)
        if (shown) onDelta?.(shown)
      },
    )
    const rest = filter.end()
    if (rest) onDelta?.(rest)
  } catch (error) {
    if (!(error instanceof ModelUnavailableError)) throw error
    // A failed call does not count. A caller who left after the answer began has had it (and its cost): reading
    // the stream and dropping the connection before the end must not give the slot back.
    if (!(error.aborted && received)) await releaseQuestion(questionId)
    return reply('apology', strings(lng).apology, [])
  }
  return reply('answer', platformLinksOnly(filter.shown), links)
}
