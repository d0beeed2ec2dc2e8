import { createFlash } from '~/app/kernel/requests/flash.server'

// The chat page's one-shot message after its POST → 303 → GET: the question was refused (DAILY_LIMIT: 'limit',
// RATE_LIMIT: 'rate').
export type AssistantFlash = 'limit' | 'rate'
export const assistantFlash = createFlash(
  'trilha_assistant_flash',
  (v): v is AssistantFlash => v === 'limit' || v === 'rate',
)
