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
  localized: [...grading.localized],
  api: [],
} satisfies ModuleRoutes
