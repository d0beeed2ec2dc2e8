// The judge module's components for other modules (client-safe).
export { ExerciseWorkspace, type ExerciseWorkspaceProps } from './exercises/ui/ExerciseWorkspace'
export { StatusDetails } from './submissions/ui/StatusDetails'
export type { ExerciseWorkspaceData, WorkspaceFormError } from './exercises/workspace-types'

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
