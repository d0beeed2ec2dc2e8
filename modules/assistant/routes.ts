import type { ModuleRoutes } from '../../app/kernel/requests/module-routes'

// --- AI grading: staff review (modules/assistant/grading) ---------------------------------------------------
const grading = {
  localized: [
    { id: 'grading', path: 'grading', file: 'grading/routes/grading.tsx' },
    { id: 'grading-answer', path: 'grading/:kind/:id', file: 'grading/routes/grading.answer.tsx' },
  ],
}
// --- end of AI grading ---------------------------------------------------------------------------------------

// AI-created math exercises (modules/assistant/authoring): beside learning's list, which links here.
const authoring = {
  localized: [{ id: 'math-exercises-ai', path: 'math-exercises/ai', file: 'authoring/routes/math-ai.tsx' }],
}

export default {
  localized: [
    { id: 'assistant', path: 'assistant', file: 'routes/assistant.tsx' },
    { id: 'assistant-usage', path: 'assistant/usage', file: 'routes/usage.tsx' },
    ...grading.localized,
    ...authoring.localized,
  ],
  api: [
    { id: 'api-assistant-messages', path: 'api/assistant/messages', file: 'routes/api.messages.ts' },
    { id: 'api-assistant-ask', path: 'api/assistant/ask', file: 'routes/api.ask.ts' },
  ],
} satisfies ModuleRoutes
