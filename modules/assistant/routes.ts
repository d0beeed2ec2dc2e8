import type { ModuleRoutes } from '../../app/kernel/module-routes'

// --- AI grading: staff review (modules/assistant/grading) ---------------------------------------------------
const grading = {
  localized: [
    { id: 'grading', path: 'grading', file: 'grading/routes/grading.tsx' },
    { id: 'grading-answer', path: 'grading/:kind/:id', file: 'grading/routes/grading.answer.tsx' },
  ],
}
// --- end of AI grading ---------------------------------------------------------------------------------------

export default {
  localized: [
    { id: 'assistant', path: 'assistant', file: 'routes/assistant.tsx' },
    { id: 'assistant-usage', path: 'assistant/usage', file: 'routes/usage.tsx' },
    ...grading.localized,
  ],
  api: [
    { id: 'api-assistant-messages', path: 'api/assistant/messages', file: 'routes/api.messages.ts' },
    { id: 'api-assistant-ask', path: 'api/assistant/ask', file: 'routes/api.ask.ts' },
  ],
} satisfies ModuleRoutes
