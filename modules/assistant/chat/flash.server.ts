import { createFlash } from '~/app/kernel/flash.server'

// The chat page's one-shot message after its POST → 303 → GET: the question was refused (DAILY_LIMIT).
export type AssistantFlash = 'limit'
export const assistantFlash = createFlash('trilha_assistant_flash', (v): v is AssistantFlash => v === 'limit')
