// Progress (modules/learning/progress): XP, streaks, category levels, certificates, achievements.
export { handleJudgedSubmission, recordSolved, recordLessonCompleted } from './progress/index.server'
export { startProgress } from './lessons/solved-lessons.server'
export {
  type ConsistencyDay,
  type ProfileStats,
  lessonsCompleted,
  profileStats,
} from './progress/stats.server'
export { type CategoryProgress, LEVELS, type LevelColour, type Medal } from './progress/rules'
export { type DashboardData, getDashboard } from './progress/dashboard.server'
// The dashboard's and profile's charts (issue 16) and the dashboard's consistency calendar.
export { type ProgressCharts, activityYear, progressCharts } from './progress/charts.server'

// The study plan's week on the dashboard (modules/live): lessons completed between two moments, with their times.
export { type LessonDone, lessonsDoneBetween } from './lessons/lesson-times.server'

// Achievements (the public profile). Quick feedback is the kernel's (app/kernel/people/quick-feedback.server.ts).
export { listAchievements } from './progress/achievements.server'
// The public profile's course lists (social).
export {
  type AuthoredLesson,
  type EnrolledCourse,
  authoredLessons,
  enrolledCourses,
} from './courses/user-courses.server'

// The demo seed draws the course icons (db/seed/learning/icons.ts).
export { courseImagePath } from './paths.server'

// What the assistant (issue 19) may read of a course or lesson page, under the lessons' access rules.
export {
  type CourseForAssistant,
  type LessonForAssistant,
  courseForAssistant,
  lessonForAssistant,
} from './courses/assistant-context.server'
// AI grading (issue 19; modules/learning/grading): the assistant's grader and the staff review pages read the
// answers and write their grades through these; a new answer wakes the grader through `onAnswerSubmitted`.
export { onAnswerSubmitted } from './grading/hook.server'
export {
  type MathAnswerForGrading,
  type ProjectAnswerForGrading,
  answersNotTakenUp,
  mathAnswerForGrading,
  projectAnswerForGrading,
} from './grading/answers.server'
export {
  type GradeView,
  type Grader,
  type MathGrade,
  type ProjectGrade,
  type Rubric,
  PROJECT_PASS,
  RUBRICS,
  gradesOf,
  mathVerdict,
  projectResult,
  saveMathGrade,
  saveProjectGrade,
  setGradeState,
} from './grading/grades.server'
export { missingFiles } from './hub/project-checks.server'
export { type ReviewItem, answerStudentName, answersByState } from './grading/review-list.server'
export { uploadUrl } from './uploads/media.server'
// AI-created math exercises (issue 19): the assistant saves the model's draft through the editor's rules, private,
// and checks an uploaded picture's type by its bytes as math answers do.
export {
  type MathAiOrigin,
  type MathDraft,
  aiDraftNotice,
  createMathDraft,
} from './math/math-draft.server'
export { sniffImage } from './uploads/uploads.server'
// An organization's course configuration (ADR 024): org installs the source at start and reads a course's
// lessons in reading order for its configuration page.
export {
  type CourseSelection,
  type SelectedCourse,
  provideCourseSelection,
} from './courses/course-selection.server'
export { courseLessons } from './courses/courses.server'
// Org's exercise lists (issue 20): math exercises and projects a teacher may pick, and the students' answers.
export {
  type AnswerKind,
  type GradedAnswer,
  type PickableItem,
  answersOfPeople,
  mathAndProjectTitles,
  searchMathAndProjects,
} from './hub/org-items.server'
// The judge's subject page lists the lessons the subject editor linked (server.js installs it).
export { startSubjectLessons } from './lessons/subject-lessons.server'
