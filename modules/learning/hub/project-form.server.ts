// The project edit form (issue 21): the fields of docs/product.md#learning-math-and-projects, requirements with
// order and score, "add requirement" without JavaScript. Name and description required, at least one technology.
import { parseWithZod } from '@conform-to/zod'
import { z } from 'zod'
import type { SessionUser } from '~/app/kernel/auth/policy'
import { db } from '~/db/client.server'
import { PROJECT_COMPLEXITIES, PROJECT_KINDS, type Project } from '~/db/schema-learning'
import { type FormErrors, errorCodes, lf, optionalText, requiredText, str } from '~/modules/judge/index'
import { jsonStrings } from '../text'

/** workshop:errors.* */
const KNOWN = new Set(['required', 'tooLong', 'invalid', 'technologiesMin', 'link', 'year'])

const VISIBILITIES = ['private', 'public', 'community'] as const

const requirement = z.object({
  position: z.coerce
    .number({ invalid_type_error: 'invalid' })
    .int('invalid')
    .min(1, 'invalid')
    .max(999, 'invalid'),
  text_br: requiredText(2000),
  text_gb: optionalText(2000),
  score: z.coerce
    .number({ invalid_type_error: 'invalid' })
    .int('invalid')
    .min(0, 'invalid')
    .max(1000, 'invalid'),
})

/** "html, css" or one per line → a clean list. */
const splitList = (value: string) =>
  value
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean)

export const projectFormSchema = z.object({
  name_br: requiredText(200),
  name_gb: optionalText(200),
  description_br: requiredText(20_000),
  description_gb: optionalText(20_000),
  complexity: z.enum(PROJECT_COMPLEXITIES, { message: 'invalid' }),
  kind: z.enum(PROJECT_KINDS, { message: 'invalid' }),
  technologies: z
    .string({ required_error: 'technologiesMin' })
    .max(1000, 'tooLong')
    .transform(splitList)
    .refine((list) => list.length > 0, 'technologiesMin'),
  obligatory_files: z
    .string()
    .max(2000, 'tooLong')
    .default('')
    .transform(splitList)
    .refine((files) => files.every((f) => !f.startsWith('/') && !f.includes('..')), 'invalid'),
  is_free: z.boolean().default(false),
  visibility: z.enum(VISIBILITIES, { message: 'invalid' }),
  implemented_by: optionalText(200),
  year: z.coerce
    .number({ invalid_type_error: 'year' })
    .int('year')
    .min(1990, 'year')
    .max(2100, 'year')
    .optional(),
  link: z
    .string()
    .trim()
    .max(500, 'tooLong')
    .url('link')
    .refine((u) => u.startsWith('https://'), 'link')
    .optional(),
  institution_id: z.coerce.number().int().positive('invalid').optional(),
  requirements: z.array(requirement).default([]),
})
export type ProjectInput = z.infer<typeof projectFormSchema>

export interface RequirementValues {
  position: string
  text_br: string
  text_gb: string
  score: string
}

export interface ProjectFormValues {
  name_br: string
  name_gb: string
  description_br: string
  description_gb: string
  complexity: string
  kind: string
  technologies: string
  obligatory_files: string
  is_free: boolean
  visibility: string
  implemented_by: string
  year: string
  link: string
  institution_id: string
  requirements: RequirementValues[]
}

const blankRequirement = (position: number): RequirementValues => ({
  position: String(position),
  text_br: '',
  text_gb: '',
  score: '',
})

export const blankProjectValues = (): ProjectFormValues => ({
  name_br: '',
  name_gb: '',
  description_br: '',
  description_gb: '',
  complexity: 'simple',
  kind: 'idea',
  technologies: '',
  obligatory_files: 'README.md',
  is_free: true,
  visibility: 'private',
  implemented_by: '',
  year: '',
  link: '',
  institution_id: '',
  requirements: [blankRequirement(1)],
})

export async function projectValues(project: Project): Promise<ProjectFormValues> {
  const requirements = await db
    .selectFrom('project_requirements')
    .selectAll()
    .where('project_id', '=', project.id)
    .orderBy('position')
    .execute()
  return {
    name_br: project.name_br,
    name_gb: project.name_gb ?? '',
    description_br: project.description_br,
    description_gb: project.description_gb ?? '',
    complexity: project.complexity,
    kind: project.kind,
    technologies: jsonStrings(project.technologies).join(', '),
    obligatory_files: jsonStrings(project.obligatory_files).join('\n'),
    is_free: project.is_free === 1,
    visibility: project.visibility,
    implemented_by: project.implemented_by ?? '',
    year: project.year ? String(project.year) : '',
    link: project.link ?? '',
    institution_id: project.institution_id ? String(project.institution_id) : '',
    requirements: requirements.map((r) => ({
      position: String(r.position),
      text_br: r.text_br,
      text_gb: r.text_gb ?? '',
      score: String(r.score),
    })),
  }
}

export type ParsedProjectForm =
  | { ok: true; value: ProjectInput; values: ProjectFormValues }
  | { ok: false; errors: FormErrors; values: ProjectFormValues }

/** The posted form: what was typed (to show again) and the value or the error codes by field. */
export function parseProjectForm(formData: FormData): ParsedProjectForm {
  const submission = parseWithZod(formData, { schema: projectFormSchema })
  const p = submission.payload as Record<string, unknown>
  const rows = Array.isArray(p.requirements) ? (p.requirements as Record<string, unknown>[]) : []
  const values: ProjectFormValues = {
    name_br: str(p.name_br),
    name_gb: str(p.name_gb),
    description_br: str(p.description_br),
    description_gb: str(p.description_gb),
    complexity: str(p.complexity),
    kind: str(p.kind),
    technologies: str(p.technologies),
    obligatory_files: str(p.obligatory_files),
    is_free: p.is_free === 'on',
    visibility: str(p.visibility),
    implemented_by: str(p.implemented_by),
    year: str(p.year),
    link: str(p.link),
    institution_id: str(p.institution_id),
    requirements: rows.map((r) => ({
      position: str(r?.position),
      text_br: str(r?.text_br),
      text_gb: str(r?.text_gb),
      score: str(r?.score),
    })),
  }
  if (submission.status === 'success') return { ok: true, value: submission.value, values }
  return { ok: false, errors: errorCodes(submission, KNOWN), values }
}

/** "Add requirement": the typed form again with one empty row more (nothing saved). */
export function withNewRequirement(values: ProjectFormValues): ProjectFormValues {
  const last = values.requirements.reduce((m, r) => Math.max(m, Number(r.position) || 0), 0)
  return { ...values, requirements: [...values.requirements, blankRequirement(last + 1)] }
}

const columns = (input: ProjectInput) => ({
  name_br: input.name_br,
  name_gb: input.name_gb || null,
  description_br: lf(input.description_br),
  description_gb: input.description_gb ? lf(input.description_gb) : null,
  complexity: input.complexity,
  kind: input.kind,
  technologies: JSON.stringify(input.technologies),
  obligatory_files: JSON.stringify(input.obligatory_files),
  is_free: input.is_free ? 1 : 0,
  visibility: input.visibility,
  implemented_by: input.implemented_by || null,
  year: input.year ?? null,
  link: input.link || null,
  institution_id: input.institution_id ?? null,
})

/**
 * Creates (id null) or updates a project and replaces its requirements, in order of position. Hand-ins point at
 * the project, not at requirements, so replacing them loses nothing.
 */
export async function saveProject(
  user: SessionUser,
  id: number | null,
  input: ProjectInput,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let projectId = id
    if (projectId === null) {
      const row = await trx
        .insertInto('projects')
        .values({ ...columns(input), author_id: user.id })
        .returning('id')
        .executeTakeFirstOrThrow()
      projectId = row.id
    } else {
      await trx.updateTable('projects').set(columns(input)).where('id', '=', projectId).execute()
      await trx.deleteFrom('project_requirements').where('project_id', '=', projectId).execute()
    }
    const ordered = [...input.requirements].sort((a, b) => a.position - b.position)
    if (ordered.length) {
      await trx
        .insertInto('project_requirements')
        .values(
          ordered.map((r, i) => ({
            project_id: projectId as number,
            position: i + 1,
            text_br: r.text_br,
            text_gb: r.text_gb || null,
            score: r.score,
          })),
        )
        .execute()
    }
    return projectId
  })
}

export async function institutionOptions() {
  const rows = await db.selectFrom('institutions').select(['id', 'name']).orderBy('name').limit(500).execute()
  return rows.map((r) => ({ value: String(r.id), label: r.name }))
}
