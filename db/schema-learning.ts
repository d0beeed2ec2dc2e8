import type { ColumnType, Generated, Selectable } from 'kysely'
import type { Difficulty, ExerciseVisibility, SubjectCategory } from './schema'

// Types of the learning module's tables (migration 0003-learning) and the practice additions of
// 0004-practice. Split from schema.ts to keep files small; `Database` in schema.ts lists them all.
type CreatedAt = ColumnType<string, string | undefined, never>
type Flag = ColumnType<number, number | undefined, number>
type Defaulted<T> = ColumnType<T, T | undefined, T>

export const TRACK_TYPES = ['math', 'programming', 'soft_skills'] as const
export type TrackType = (typeof TRACK_TYPES)[number]
export const TRACKS = ['language', 'professional'] as const
export type Track = (typeof TRACKS)[number]
export const LESSON_TYPES = ['lesson', 'text', 'theoretical', 'math', 'programming', 'project'] as const
export type LessonType = (typeof LESSON_TYPES)[number]
export const MATH_KINDS = ['authentic_problem', 'direct_application', 'technical_exercise'] as const
export type MathKind = (typeof MATH_KINDS)[number]
export const PROJECT_COMPLEXITIES = ['simple', 'intermediate', 'advanced'] as const
export type ProjectComplexity = (typeof PROJECT_COMPLEXITIES)[number]
export const PROJECT_KINDS = ['step_by_step', 'idea'] as const
export type ProjectKind = (typeof PROJECT_KINDS)[number]

export interface CoursesTable {
  id: Generated<number>
  slug: string
  title_br: string
  title_gb: string | null
  subtitle_br: Defaulted<string>
  subtitle_gb: string | null
  /** Markdown. */
  description_br: Defaulted<string>
  description_gb: string | null
  requirements_br: Defaulted<string>
  requirements_gb: string | null
  prerequisites_br: Defaulted<string>
  prerequisites_gb: string | null
  /** JSON array of strings. */
  will_learn_br: Defaulted<string>
  will_learn_gb: string | null
  workload_hours: Defaulted<number>
  track_type: Defaulted<TrackType>
  track: Defaulted<Track>
  is_free: Flag
  is_legacy: Flag
  is_locked: Flag
  is_study_program: Flag
  is_training_program: Flag
  is_launch_ready: Flag
  is_english_ready: Flag
  is_portuguese_ready: Flag
  /** JSON array of judge language ids; [] = every language. */
  allowed_languages: Defaulted<string>
  tag: string | null
  /** A YouTube id or a self-hosted path (/media/...). */
  video_br: string | null
  video_gb: string | null
  /** 1 when `<data>/images/course-icon/<id>.png` exists (600×600 PNG). */
  has_image: Flag
  position: Defaulted<number>
  created_at: CreatedAt
  updated_at: Defaulted<string>
  /** 0023: 0 = a draft, seen by content editors only. */
  is_published: Flag
}

export interface CoursePrerequisitesTable {
  course_id: number
  required_course_id: number
}

export interface CourseTopicsTable {
  id: Generated<number>
  course_id: number
  position: number
  title_br: string
  title_gb: string | null
}

export interface TextsTable {
  id: Generated<number>
  title_br: string
  title_gb: string | null
  body_br: string
  body_gb: string | null
  author_id: number | null
  is_tutorial: Flag
  created_at: CreatedAt
  updated_at: Defaulted<string>
}

export interface TextHistoryTable {
  id: Generated<number>
  text_id: number
  title_br: string
  title_gb: string | null
  body_br: string
  body_gb: string | null
  edited_by: number | null
  created_at: CreatedAt
}

export interface TheoreticalExercisesTable {
  id: Generated<number>
  title_br: string
  title_gb: string | null
  text_br: Defaulted<string>
  text_gb: string | null
  author_id: number | null
  created_at: CreatedAt
  updated_at: Defaulted<string>
}

export interface TheoreticalQuestionsTable {
  id: Generated<number>
  theoretical_id: number
  position: number
  prompt_br: string
  prompt_gb: string | null
}

export interface TheoreticalOptionsTable {
  id: Generated<number>
  question_id: number
  position: number
  text_br: string
  text_gb: string | null
  is_correct: Flag
}

export interface MathExercisesTable {
  id: Generated<number>
  title_br: string
  title_gb: string | null
  text_br: string
  text_gb: string | null
  difficulty: Defaulted<Difficulty>
  is_free: Flag
  visibility: Defaulted<ExerciseVisibility>
  kind: Defaulted<MathKind>
  official_solution_br: string | null
  official_solution_gb: string | null
  author_id: number | null
  created_at: CreatedAt
}

export interface ProjectsTable {
  id: Generated<number>
  name_br: string
  name_gb: string | null
  description_br: string
  description_gb: string | null
  complexity: Defaulted<ProjectComplexity>
  /** JSON array of strings. */
  technologies: Defaulted<string>
  /** JSON array of file paths the submission must contain. */
  obligatory_files: Defaulted<string>
  is_free: Flag
  visibility: Defaulted<ExerciseVisibility>
  implemented_by: string | null
  year: number | null
  link: string | null
  institution_id: number | null
  author_id: number | null
  created_at: CreatedAt
  /** 0016: the projects hub's tab. */
  kind: Defaulted<ProjectKind>
}

export interface ProjectRequirementsTable {
  id: Generated<number>
  project_id: number
  position: number
  text_br: string
  text_gb: string | null
  score: number
}

export interface LessonsTable {
  id: Generated<number>
  course_id: number
  topic_id: number | null
  position: number
  layer_depth: Defaulted<number>
  type: LessonType
  title_br: string
  title_gb: string | null
  video_br: string | null
  video_gb: string | null
  text_id: number | null
  theoretical_id: number | null
  math_exercise_id: number | null
  exercise_id: number | null
  project_id: number | null
  /** Open to everyone even in a PRO course. */
  is_free_preview: Flag
  /** ISO time before which the lesson is "not yet available". */
  available_from: string | null
  xp: Defaulted<number>
}

export interface CourseEnrollmentsTable {
  user_id: number
  course_id: number
  started_at: CreatedAt
  last_lesson_id: number | null
  last_seen_at: Defaulted<string>
  completed_at: string | null
}

export interface LessonProgressTable {
  user_id: number
  lesson_id: number
  started_at: CreatedAt
  completed_at: string | null
}

export interface TheoreticalAttemptsTable {
  id: Generated<number>
  user_id: number
  theoretical_id: number
  /** JSON object question id → option id. */
  answers: string
  correct: Flag
  created_at: CreatedAt
}

export interface MathSubmissionsTable {
  id: Generated<number>
  user_id: number
  math_exercise_id: number
  text_answer: string | null
  image_path: string | null
  audio_path: string | null
  status: Defaulted<'under_review' | 'accepted' | 'wrong_answer'>
  rubric_strategy: number | null
  rubric_accuracy: number | null
  rubric_communication: number | null
  feedback: string | null
  created_at: CreatedAt
}

export interface ProjectSubmissionsTable {
  id: Generated<number>
  user_id: number
  project_id: number
  kind: 'github' | 'zip'
  repository_url: string | null
  zip_path: string | null
  zip_bytes: number | null
  status: Defaulted<'in_queue' | 'accepted' | 'wrong_answer'>
  score: number | null
  created_at: CreatedAt
  /** 0016: public hand-ins show in the projects hub's community tab. */
  visibility: Defaulted<'private' | 'public'>
}

export interface XpEventsTable {
  id: Generated<number>
  user_id: number
  /** 'lesson:12', 'exercise:5', 'daily:2026-11-21', 'course:3' — unique per user. */
  ref_key: string
  amount: number
  /** UTC day YYYY-MM-DD. */
  day: string
  created_at: CreatedAt
}

export interface ActivityDaysTable {
  user_id: number
  day: string
  lessons: Defaulted<number>
  exercises: Defaulted<number>
  /** 1 = no activity; a "frozen" kept the streak. */
  frozen: Flag
}

export interface StreaksTable {
  user_id: number
  current: Defaulted<number>
  longest: Defaulted<number>
  last_day: string | null
  frozen: Defaulted<number>
  /** Day from which the next frozen refill is counted (one every 4 days, at most 2). */
  refill_from: string | null
}

export interface CategoryLevelsTable {
  user_id: number
  category: SubjectCategory
  level: Defaulted<number>
  notified_level: Defaulted<number>
}

export interface CertificatesTable {
  id: Generated<number>
  code: string
  user_id: number | null
  course_id: number | null
  student_name: string
  course_title_br: string
  course_title_gb: string
  workload_hours: number
  issued_at: CreatedAt
}

export interface UserAchievementsTable {
  user_id: number
  code: string
  earned_at: CreatedAt
}

export interface QuickFeedbackTable {
  id: Generated<number>
  user_id: number
  target_type: 'lesson' | 'exercise'
  target_id: number
  value: 'like' | 'dislike'
  comment: string | null
  created_at: CreatedAt
}

export interface SourcesTable {
  id: Generated<number>
  slug: string
  parent_id: number | null
  position: Defaulted<number>
  title_br: string
  title_gb: string | null
  /** YYYY or YYYY-MM-DD. */
  date: string | null
  created_at: CreatedAt
}

export interface ExerciseSourcesTable {
  exercise_id: number
  source_id: number
}

export interface LearningTables {
  courses: CoursesTable
  course_prerequisites: CoursePrerequisitesTable
  course_topics: CourseTopicsTable
  texts: TextsTable
  text_history: TextHistoryTable
  theoretical_exercises: TheoreticalExercisesTable
  theoretical_questions: TheoreticalQuestionsTable
  theoretical_options: TheoreticalOptionsTable
  math_exercises: MathExercisesTable
  projects: ProjectsTable
  project_requirements: ProjectRequirementsTable
  lessons: LessonsTable
  course_enrollments: CourseEnrollmentsTable
  lesson_progress: LessonProgressTable
  theoretical_attempts: TheoreticalAttemptsTable
  math_submissions: MathSubmissionsTable
  project_submissions: ProjectSubmissionsTable
  xp_events: XpEventsTable
  activity_days: ActivityDaysTable
  streaks: StreaksTable
  category_levels: CategoryLevelsTable
  certificates: CertificatesTable
  user_achievements: UserAchievementsTable
  quick_feedback: QuickFeedbackTable
  sources: SourcesTable
  exercise_sources: ExerciseSourcesTable
}

export type Course = Selectable<CoursesTable>
export type Lesson = Selectable<LessonsTable>
export type Project = Selectable<ProjectsTable>
export type MathExercise = Selectable<MathExercisesTable>
