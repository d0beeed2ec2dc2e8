// The learning module's components for other modules' pages.
// The dashboard's and profile's charts (namespace `progress`): XP over time, solved per category.
export { ProgressCharts } from './ui/ProgressCharts'
// How a grade reads (issue 19; namespace `grading`): the staff review pages show the same as the student.
export { GradeNote, MathRubrics, RequirementScores } from './ui/GradeParts'
export { RUBRICS } from './grading/rubrics'
