// Creating and editing programming exercises from the content pages: who may, the package import that must
// succeed before anything is saved, the visibility an author may choose, and "my programming exercises".
import crypto from 'node:crypto'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'kysely'
import { type SessionUser, displayName } from '~/app/kernel/auth/policy'
import type { Lng } from '~/app/kernel/i18n/locale'
import { db } from '~/db/client.server'
import type { ExerciseVisibility, ProgrammingExercise, SubjectCategory } from '~/db/schema'
import { PackageError, importZip, readPackage } from '~/judge/packages'
import { canSeeExercise, isJudgeStaff } from '../access'
import { createExercise, localized, updateExercise } from '../exercises/exercises.server'
import { inLine } from '../one-at-a-time.server'
import { setTestPackage } from '../packages/packages.server'
import { judgeDataDir, packageDir } from '../packages/paths.server'
import type { AuthorLimits } from './author-limits'
import type { ExerciseInput } from './schemas'

/**
 * docs/product.md#judge-exercises lists "creating programming exercises" for free users and "own programming exercises" for PRO:
 * anyone logged in may create one and becomes its author. Editing: the author, or staff (isJudgeStaff).
 */
export function canEditExercise(user: SessionUser, exercise: Pick<ProgrammingExercise, 'author_id'>) {
  return isJudgeStaff(user) || (exercise.author_id !== null && exercise.author_id === user.id)
}

export type EditableExercise =
  | { status: 'ok'; exercise: ProgrammingExercise }
  | { status: 'not_found' }
  | { status: 'forbidden' }

export async function editableExercise(user: SessionUser, id: number): Promise<EditableExercise> {
  const exercise = await db
    .selectFrom('programming_exercises')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()
  if (!exercise) return { status: 'not_found' }
  if (canEditExercise(user, exercise)) return { status: 'ok', exercise }
  // Someone who may not even see a private exercise learns nothing of it (as everywhere in the judge).
  return { status: canSeeExercise(user, exercise) ? 'forbidden' : 'not_found' }
}

export interface SubjectOption {
  slug: string
  title: string
  category: SubjectCategory
}

export async function subjectOptions(lng: Lng): Promise<SubjectOption[]> {
  const rows = await db
    .selectFrom('subjects')
    .select(['slug', 'title_br', 'title_gb', 'category'])
    .orderBy('category')
    .orderBy('title_br')
    .execute()
  return rows.map((r) => ({
    slug: r.slug,
    title: localized(r.title_br, r.title_gb, lng),
    category: r.category,
  }))
}

export async function exerciseSubjectSlugs(exerciseId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('exercise_subjects')
    .innerJoin('subjects', 'subjects.id', 'exercise_subjects.subject_id')
    .select('subjects.slug')
    .where('exercise_subjects.exercise_id', '=', exerciseId)
    .execute()
  return rows.map((r) => r.slug)
}

// The engine imports one package per folder at a time: uploads of one exercise wait for each other. An
// author's uploads also wait for each other, so two at once cannot both fit in the room left by the quota.
const oneAtATime = <T>(key: string, job: () => Promise<T>) => inLine(`import:${key}`, job)

/** What the packages of the author's exercises take on disk (all but `except`, the one being replaced). */
export async function storedPackageBytes(authorId: number, except: number | null = null): Promise<number> {
  let query = db
    .selectFrom('programming_exercises')
    .select('id')
    .where('author_id', '=', authorId)
    .where('package_hash', 'is not', null)
  if (except !== null) query = query.where('id', '!=', except)
  let total = 0
  for (const { id } of await query.execute()) {
    total += await readPackage(packageDir(id)).then(
      (m) => m.totalBytes,
      () => 0,
    )
  }
  return total
}

async function scratch() {
  const dir = path.join(judgeDataDir(), 'uploads', crypto.randomUUID())
  await fsp.mkdir(dir, { recursive: true })
  return dir
}

export interface SaveExercise {
  user: SessionUser
  /** Null when creating. */
  existing: ProgrammingExercise | null
  input: ExerciseInput
  /** Asked for in the form; ignored for a community exercise (only the staff review sets that). */
  visibility: 'private' | 'public' | undefined
  upload: File | null
  /** The saving user's bounds (author-limits.ts): package caps and storage quota. */
  limits: AuthorLimits
}

export type SaveResult =
  | { ok: true; id: number }
  | { ok: false; reason: 'package'; error: PackageError }
  | { ok: false; reason: 'public_needs_package' }
  /** The author's packages would take `bytes` (with the new one), more than `quota`. */
  | { ok: false; reason: 'quota'; bytes: number; quota: number }

/** docs/product.md#judge-exercises: the author or staff move an exercise between private and public; community is read-only here. */
export function nextVisibility(
  current: ExerciseVisibility | null,
  asked: 'private' | 'public' | undefined,
): ExerciseVisibility {
  if (current === 'community') return 'community'
  return asked ?? current ?? 'private'
}

/**
 * Saves the form: a new package is imported first (the engine validates it; a refused one saves nothing),
 * then the fields. A public exercise needs tests, or students could not submit to it.
 */
export async function saveExercise(save: SaveExercise): Promise<SaveResult> {
  const { user, existing, visibility, upload } = save
  const target = nextVisibility(existing?.visibility ?? null, visibility)
  if (target === 'public' && !upload && !(existing && existing.test_count > 0))
    return { ok: false, reason: 'public_needs_package' }
  if (!upload) return saveFields(save, target, null)
  return oneAtATime(`author:${user.id}`, async () => {
    const dir = await scratch()
    try {
      const zip = path.join(dir, 'package.zip')
      await fsp.writeFile(zip, Buffer.from(await upload.arrayBuffer()))
      // Validate into a scratch folder, within the author's caps, before anything changes: a refused package
      // (or one over the quota) saves nothing and leaves the previous package in place.
      const staged = path.join(dir, 'tests')
      const manifest = await importZip(zip, staged, {
        limits: { maxTests: save.limits.maxTests, maxTotalBytes: save.limits.maxPackageBytes },
      })
      const quota = save.limits.storageQuotaBytes
      if (quota !== null) {
        const bytes = (await storedPackageBytes(user.id, existing?.id ?? null)) + manifest.totalBytes
        if (bytes > quota) return { ok: false, reason: 'quota', bytes, quota }
      }
      return await saveFields(save, target, staged)
    } catch (error) {
      if (error instanceof PackageError) return { ok: false, reason: 'package', error }
      throw error
    } finally {
      await fsp.rm(dir, { recursive: true, force: true })
    }
  })
}

async function saveFields(
  { user, existing, input }: SaveExercise,
  target: ExerciseVisibility,
  staged: string | null,
): Promise<SaveResult> {
  if (existing) {
    if (staged) await oneAtATime(`exercise:${existing.id}`, () => setTestPackage(existing.id, staged))
    await updateExercise(existing.id, { ...input, visibility: target })
    return { ok: true, id: existing.id }
  }
  const id = await createExercise({ ...input, visibility: target, author_id: user.id })
  if (staged) await oneAtATime(`exercise:${id}`, () => setTestPackage(id, staged))
  return { ok: true, id }
}

export interface MyExerciseRow {
  id: number
  title: string
  visibility: ExerciseVisibility
  test_count: number
  has_package: boolean
  solvers: number
  author_name: string | null
  updated_at: string
}

/** "My programming exercises" (docs/product.md#judge-exercises: user menu); staff see everyone's. */
export async function myExercises(user: SessionUser, lng: Lng): Promise<MyExerciseRow[]> {
  let query = db
    .selectFrom('programming_exercises as e')
    .leftJoin('users as u', 'u.id', 'e.author_id')
    .select([
      'e.id',
      'e.title_br',
      'e.title_gb',
      'e.visibility',
      'e.test_count',
      'e.package_hash',
      'e.updated_at',
      'u.name as author_name',
      sql<number>`(SELECT count(DISTINCT s.user_id) FROM submissions s
        WHERE s.exercise_id = e.id AND s.status = 'accepted')`.as('solvers'),
    ])
    .orderBy('e.updated_at', 'desc')
    .orderBy('e.id', 'desc')
  if (!isJudgeStaff(user)) query = query.where('e.author_id', '=', user.id)
  const rows = await query.execute()
  return rows.map((r) => ({
    id: r.id,
    title: localized(r.title_br, r.title_gb, lng),
    visibility: r.visibility,
    test_count: r.test_count,
    has_package: r.package_hash !== null,
    solvers: Number(r.solvers),
    // Lists show people by first and last name, as everywhere else.
    author_name: r.author_name === null ? null : displayName(r.author_name),
    updated_at: r.updated_at,
  }))
}
