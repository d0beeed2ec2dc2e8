import type { Prefix } from '~/app/kernel/i18n/locale'
import { renderRichText } from '~/app/rich-text/index.server'
import { db } from '~/db/client.server'
import type { AssistantMessageKind, AssistantRole } from '~/db/schema-assistant-chat'

// The conversation as stored (migration 0019) and as the API and the page show it (docs/product.md#assistant: role, text, links).

/** How much of the conversation is shown and reread. */
export const HISTORY_SHOWN = 50
/** Earlier turns the model rereads with a new question. */
export const HISTORY_TO_MODEL = 6

export interface AssistantMessage {
  id: number
  role: AssistantRole
  kind: AssistantMessageKind
  created: string
  data: { text: string; links: string[]; html: string }
}

function links(json: string): string[] {
  try {
    const value = JSON.parse(json) as unknown
    return Array.isArray(value) ? value.filter((l): l is string => typeof l === 'string') : []
  } catch {
    return []
  }
}

/** The latest messages, oldest first; answers rendered through the rich-text sanitiser, questions as text. */
export async function listMessages(userId: number, prefix: Prefix): Promise<AssistantMessage[]> {
  const rows = await db
    .selectFrom('assistant_messages')
    .select(['id', 'role', 'kind', 'text', 'links', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(HISTORY_SHOWN)
    .execute()
  return Promise.all(
    rows.reverse().map(async (r) => ({
      id: r.id,
      role: r.role,
      kind: r.kind,
      created: r.created_at,
      data: {
        text: r.text,
        links: links(r.links),
        html: r.role === 'assistant' ? await renderRichText(r.text, { prefix }) : '',
      },
    })),
  )
}

/** Earlier questions and their answers, for the model (failed and refused turns left out). */
export async function historyForModel(
  userId: number,
  beforeId: number,
): Promise<{ role: AssistantRole; text: string }[]> {
  const rows = await db
    .selectFrom('assistant_messages')
    .select(['role', 'text'])
    .where('user_id', '=', userId)
    .where('kind', 'in', ['question', 'answer'])
    .where('id', '<', beforeId)
    .orderBy('id', 'desc')
    .limit(HISTORY_TO_MODEL)
    .execute()
  return rows.reverse().map((r) => ({ role: r.role, text: r.text.slice(0, 4_000) }))
}

/** The assistant's side of the conversation. */
export async function saveReply(
  userId: number,
  kind: Exclude<AssistantMessageKind, 'question'>,
  text: string,
  replyLinks: string[],
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('assistant_messages')
    .values({
      user_id: userId,
      role: 'assistant',
      kind,
      text: text.slice(0, 20_000),
      links: JSON.stringify(replyLinks),
      path: null,
      quota_day: null,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
