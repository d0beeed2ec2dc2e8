// The learning module's components for other modules' pages.
// The dashboard's and profile's charts (namespace `progress`): XP over time, solved per category.
export { ProgressCharts } from './ui/ProgressCharts'
