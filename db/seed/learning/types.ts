// The shape of the demo courses (pure data: the e2e suite imports the course files without a database).
import type { Difficulty } from '../../schema'
import type { MathKind, ProjectComplexity, Track, TrackType } from '../../schema-learning'

/** One text in both languages: pt-BR first, en-GB second. */
export interface L10n {
  br: string
  gb: string
}

export interface TextSeed {
  body: L10n
  /** Defaults to the lesson's title. */
  title?: L10n
}

export interface TheoreticalOptionSeed {
  text: L10n
  correct?: true
}

export interface TheoreticalQuestionSeed {
  prompt: L10n
  options: TheoreticalOptionSeed[]
}

export interface TheoreticalSeed {
  /** Markdown shown above the questions. */
  text: L10n
  questions: TheoreticalQuestionSeed[]
}

export interface MathSeed {
  text: L10n
  solution: L10n
  difficulty: Difficulty
  kind: MathKind
}

export interface ProjectSeed {
  description: L10n
  complexity: ProjectComplexity
  technologies: string[]
  obligatoryFiles: string[]
  /** In order; the scores sum to 100. */
  requirements: { text: L10n; score: number }[]
}

interface LessonBase {
  title: L10n
  /** 0 = the main path, 1 = practice on it, 2 = an optional deep dive. */
  depth?: 0 | 1 | 2
  xp?: number
  freePreview?: true
  /** Days after the seed runs before the lesson opens ("no access to this lesson yet"). */
  opensInDays?: number
}

export type LessonSeed = LessonBase &
  (
    | { type: 'lesson'; video: L10n; text: TextSeed }
    | { type: 'text'; text: TextSeed }
    | { type: 'theoretical'; theoretical: TheoreticalSeed }
    | { type: 'math'; math: MathSeed }
    /** A seeded programming exercise, by its English title. */
    | { type: 'programming'; exercise: string }
    | { type: 'project'; project: ProjectSeed }
  )

export interface TopicSeed {
  title: L10n
  lessons: LessonSeed[]
}

/** A shape of the course icon, in a 600×600 pixel space. */
export type IconShape =
  | { kind: 'circle'; cx: number; cy: number; r: number }
  | { kind: 'ring'; cx: number; cy: number; r: number; width: number }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; width: number }
  | { kind: 'rect'; x: number; y: number; w: number; h: number; radius: number }

export interface IconDesign {
  /** Hex colours, '#rrggbb'. */
  background: string
  layers: { shape: IconShape; colour: string }[]
}

export interface CourseSeed {
  slug: string
  title: L10n
  subtitle: L10n
  description: L10n
  requirements: L10n
  prerequisites: L10n
  willLearn: { br: string[]; gb: string[] }
  workloadHours: number
  track: Track
  trackType: TrackType
  isFree: boolean
  isLocked?: boolean
  isLaunchReady?: boolean
  /** Judge language ids; [] = every language. */
  allowedLanguages: string[]
  tag: string
  video: L10n
  position: number
  /** Slugs of courses to take first. */
  requires: string[]
  icon: IconDesign
  topics: TopicSeed[]
}

export const DEFAULT_XP: Record<LessonSeed['type'], number> = {
  lesson: 10,
  text: 10,
  theoretical: 20,
  math: 30,
  programming: 30,
  project: 50,
}
