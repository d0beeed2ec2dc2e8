// The learning module's components for other modules' pages (they declare the `learning` i18n namespace).
export { LearningIcon, type LearningIconName } from './ui/icons'
// The dashboard's and profile's charts (namespace `progress`): XP over time, solved per category.
export { ProgressCharts } from './ui/ProgressCharts'
