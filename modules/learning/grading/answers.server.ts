import path from 'node:path'
import type { Lng } from '~/app/kernel/i18n/locale'
import { db } from '~/db/client.server'
import type { GradedKind } from '~/db/schema-grading'
import { parseGithubRepoUrl } from '../hub/project-checks.server'
import { mediaDir } from '../paths.server'
import { jsonStrings } from '../text'

// What a grader (the assistant's AI grader, a staff member's review page) reads of an answer: the answer, the
// exercise with its official solution, the project with its requirements. Files are given as absolute paths
// inside mediaDir(); the grader reads them itself, within its own bounds.

const lngOf = (preferred: string | null | undefined): Lng => (preferred === 'en-GB' ? 'en-GB' : 'pt-BR')
const mediaFile = (relative: string | null) => (relative ? path.join(mediaDir(), relative) : null)

export interface MathAnswerForGrading {
  id: number
  userId: number
  /** The student's language: feedback is written in it. */
  lng: Lng
  status: 'under_review' | 'accepted' | 'wrong_answer'
  text: string | null
  imageFile: string | null
  audioFile: string | null
  createdAt: string
  exercise: {
    id: number
    title: string
    statement: string
    /** Both languages' official solutions, the student's first; empty when the author wrote none. */
    officialSolution: string
    kind: string
  }
}

export async function mathAnswerForGrading(id: number): Promise<MathAnswerForGrading | null> {
  const row = await db
    .selectFrom('math_submissions as s')
    .innerJoin('math_exercises as e', 'e.id', 's.math_exercise_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id',
      's.user_id',
      's.status',
      's.text_answer',
      's.image_path',
      's.audio_path',
      's.created_at',
      'u.preferred_language',
      'e.id as exercise_id',
      'e.title_br',
      'e.title_gb',
      'e.text_br',
      'e.text_gb',
      'e.official_solution_br',
      'e.official_solution_gb',
      'e.kind',
    ])
    .where('s.id', '=', id)
    .executeTakeFirst()
  if (!row) return null
  const lng = lngOf(row.preferred_language)
  const both = (br: string | null, gb: string | null) =>
    (lng === 'en-GB' ? [gb, br] : [br, gb]).filter((v): v is string => !!v?.trim())
  return {
    id: row.id,
    userId: row.user_id,
    lng,
    status: row.status,
    text: row.text_answer,
    imageFile: mediaFile(row.image_path),
    audioFile: mediaFile(row.audio_path),
    createdAt: row.created_at,
    exercise: {
      id: row.exercise_id,
      title: both(row.title_br, row.title_gb)[0] ?? '',
      statement: both(row.text_br, row.text_gb)[0] ?? '',
      officialSolution: both(row.official_solution_br, row.official_solution_gb).join('\n\n---\n\n'),
      kind: row.kind,
    },
  }
}

export interface ProjectAnswerForGrading {
  id: number
  userId: number
  lng: Lng
  status: 'in_queue' | 'accepted' | 'wrong_answer'
  zipFile: string | null
  repository: { owner: string; repo: string; url: string } | null
  createdAt: string
  project: {
    id: number
    name: string
    description: string
    technologies: string[]
    obligatoryFiles: string[]
    /** In order; `score` is the most the requirement gives. */
    requirements: { id: number; position: number; text: string; score: number }[]
  }
}

export async function projectAnswerForGrading(id: number): Promise<ProjectAnswerForGrading | null> {
  const row = await db
    .selectFrom('project_submissions as s')
    .innerJoin('projects as p', 'p.id', 's.project_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id',
      's.user_id',
      's.status',
      's.zip_path',
      's.repository_url',
      's.created_at',
      'u.preferred_language',
      'p.id as project_id',
      'p.name_br',
      'p.name_gb',
      'p.description_br',
      'p.description_gb',
      'p.technologies',
      'p.obligatory_files',
    ])
    .where('s.id', '=', id)
    .executeTakeFirst()
  if (!row) return null
  const lng = lngOf(row.preferred_language)
  const requirements = await db
    .selectFrom('project_requirements')
    .select(['id', 'position', 'text_br', 'text_gb', 'score'])
    .where('project_id', '=', row.project_id)
    .orderBy('position')
    .orderBy('id')
    .execute()
  const pick = (br: string, gb: string | null) => (lng === 'en-GB' && gb ? gb : br)
  return {
    id: row.id,
    userId: row.user_id,
    lng,
    status: row.status,
    zipFile: mediaFile(row.zip_path),
    repository: row.repository_url ? parseGithubRepoUrl(row.repository_url) : null,
    createdAt: row.created_at,
    project: {
      id: row.project_id,
      name: pick(row.name_br, row.name_gb),
      description: pick(row.description_br, row.description_gb),
      technologies: jsonStrings(row.technologies),
      obligatoryFiles: jsonStrings(row.obligatory_files),
      requirements: requirements.map((r) => ({
        id: r.id,
        position: r.position,
        text: pick(r.text_br, r.text_gb),
        score: r.score,
      })),
    },
  }
}

/**
 * Answers still waiting for a grade that no grader has taken up yet (no `answer_grades` row): the grader's
 * start-up sweep queues them (an answer written just before a crash, or while no grader ran). Oldest first.
 */
export async function answersNotTakenUp(limit = 200): Promise<{ kind: GradedKind; id: number }[]> {
  const math = await db
    .selectFrom('math_submissions as s')
    .leftJoin('answer_grades as g', (j) => j.onRef('g.submission_id', '=', 's.id').on('g.kind', '=', 'math'))
    .select('s.id')
    .where('s.status', '=', 'under_review')
    .where('g.state', 'is', null)
    .orderBy('s.id')
    .limit(limit)
    .execute()
  const projects = await db
    .selectFrom('project_submissions as s')
    .leftJoin('answer_grades as g', (j) =>
      j.onRef('g.submission_id', '=', 's.id').on('g.kind', '=', 'project'),
    )
    .select('s.id')
    .where('s.status', '=', 'in_queue')
    .where('g.state', 'is', null)
    .orderBy('s.id')
    .limit(limit)
    .execute()
  return [
    ...math.map((r) => ({ kind: 'math' as const, id: r.id })),
    ...projects.map((r) => ({ kind: 'project' as const, id: r.id })),
  ]
}
