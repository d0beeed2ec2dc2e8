// The judge module's components for other modules (client-safe): what learning's pages render.
// The exercise workspace (statement, samples, solution form, editor island) of a programming lesson.
export { ExerciseWorkspace } from './exercises/ui/ExerciseWorkspace'
export type { ExerciseWorkspaceData } from './exercises/workspace-types'

/** i18n namespaces a route rendering ExerciseWorkspace must list in its handle (besides 'common'). */
export const WORKSPACE_NAMESPACES = ['judge', 'exercise'] as const
// Bilingual fields and the preview of the content forms (the learning module's texts and theoretical exercises).
export {
  BilingualFields,
  ContentPreview,
  type ContentPreviewData,
  type FieldErrorsOf,
  PreviewButton,
  StatementFieldset,
} from './content/ui/ContentFields'
