import type { ModuleRoutes } from '../../app/kernel/module-routes'

export default {
  localized: [
    { id: 'assistant', path: 'assistant', file: 'routes/assistant.tsx' },
    { id: 'assistant-usage', path: 'assistant/usage', file: 'routes/usage.tsx' },
  ],
  api: [
    { id: 'api-assistant-messages', path: 'api/assistant/messages', file: 'routes/api.messages.ts' },
    { id: 'api-assistant-ask', path: 'api/assistant/ask', file: 'routes/api.ask.ts' },
  ],
} satisfies ModuleRoutes
