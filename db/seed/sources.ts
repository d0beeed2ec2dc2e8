// Demo sources (docs/product.md#judge-practice-pages: "Source"): OBI years with their phases and levels, and Trilha's own collections.
// Exercises are linked to the leaves, by their English title; the judge module counts up the tree.
import type { Kysely } from 'kysely'
import type { Database } from '../schema'

export interface SourceSeed {
  slug: string
  title_br: string
  title_gb: string
  /** YYYY or YYYY-MM-DD. */
  date?: string
  /** English titles of demo exercises. */
  exercises?: string[]
  children?: SourceSeed[]
}

export const SOURCES: SourceSeed[] = [
  {
    slug: 'obi-2023',
    title_br: 'OBI 2023',
    title_gb: 'OBI 2023',
    date: '2023',
    children: [
      {
        slug: 'obi-2023-fase-1',
        title_br: 'Fase 1',
        title_gb: 'Phase 1',
        date: '2023',
        children: [
          {
            slug: 'obi-2023-fase-1-nivel-1',
            title_br: 'Nível 1',
            title_gb: 'Level 1',
            date: '2023',
            exercises: ['Even or odd', 'Times table'],
          },
          {
            slug: 'obi-2023-fase-1-nivel-2',
            title_br: 'Nível 2',
            title_gb: 'Level 2',
            date: '2023',
            exercises: ['Largest element'],
          },
        ],
      },
      {
        slug: 'obi-2023-fase-2',
        title_br: 'Fase 2',
        title_gb: 'Phase 2',
        date: '2023',
        children: [
          {
            slug: 'obi-2023-fase-2-nivel-1',
            title_br: 'Nível 1',
            title_gb: 'Level 1',
            date: '2023',
            exercises: ['Reverse the list'],
          },
        ],
      },
    ],
  },
  {
    slug: 'obi-2024',
    title_br: 'OBI 2024',
    title_gb: 'OBI 2024',
    date: '2024',
    children: [
      {
        slug: 'obi-2024-fase-1',
        title_br: 'Fase 1',
        title_gb: 'Phase 1',
        date: '2024',
        children: [
          {
            slug: 'obi-2024-fase-1-nivel-junior',
            title_br: 'Nível Júnior',
            title_gb: 'Junior level',
            date: '2024',
            exercises: ['Factorial', 'Digit sum'],
          },
          {
            slug: 'obi-2024-fase-1-nivel-1',
            title_br: 'Nível 1',
            title_gb: 'Level 1',
            date: '2024',
            exercises: ['Average mark', 'Palindrome'],
          },
        ],
      },
    ],
  },
  {
    slug: 'trilha',
    title_br: 'Trilha',
    title_gb: 'Trilha',
    date: '2026',
    children: [
      {
        slug: 'trilha-primeiros-passos',
        title_br: 'Primeiros passos',
        title_gb: 'First steps',
        date: '2026',
        exercises: ['Hello, world', 'Sum of two integers', 'Even or odd', 'Times table'],
      },
      {
        slug: 'trilha-bootcamp-python',
        title_br: 'Bootcamp de Python',
        title_gb: 'Python bootcamp',
        date: '2026',
        exercises: ['Digit sum', 'Palindrome', 'Factorial'],
      },
      {
        slug: 'trilha-bootcamp-javascript',
        title_br: 'Bootcamp de JavaScript',
        title_gb: 'JavaScript bootcamp',
        date: '2026',
        exercises: ['FizzBuzz', 'Longest word', 'Reverse the list'],
      },
    ],
  },
]

/** English title → id of the first exercise with that title (the demo has one of each). */
export async function exerciseIdsByTitle(db: Kysely<Database>, titles: string[]) {
  const rows = await db
    .selectFrom('programming_exercises')
    .select(['id', 'title_gb'])
    .where('title_gb', 'in', titles)
    .orderBy('id')
    .execute()
  const ids = new Map<string, number>()
  for (const r of rows) if (r.title_gb && !ids.has(r.title_gb)) ids.set(r.title_gb, r.id)
  const missing = titles.filter((t) => !ids.has(t))
  if (missing.length) throw new Error(`demo exercises not seeded: ${missing.join(', ')}`)
  return ids
}

function allTitles(list: SourceSeed[]): string[] {
  return list.flatMap((s) => [...(s.exercises ?? []), ...allTitles(s.children ?? [])])
}

/** Inserts the source tree and links its exercises; returns slug → id. */
export async function seedSources(db: Kysely<Database>): Promise<Map<string, number>> {
  const exercises = await exerciseIdsByTitle(db, [...new Set(allTitles(SOURCES))])
  const ids = new Map<string, number>()
  const insert = async (list: SourceSeed[], parentId: number | null) => {
    for (const [position, s] of list.entries()) {
      const { id } = await db
        .insertInto('sources')
        .values({
          slug: s.slug,
          parent_id: parentId,
          position,
          title_br: s.title_br,
          title_gb: s.title_gb,
          date: s.date ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      ids.set(s.slug, id)
      for (const title of s.exercises ?? []) {
        await db
          .insertInto('exercise_sources')
          .values({ exercise_id: exercises.get(title)!, source_id: id })
          .execute()
      }
      await insert(s.children ?? [], id)
    }
  }
  await insert(SOURCES, null)
  return ids
}
