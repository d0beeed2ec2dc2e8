// The seed's last step (issue 15, item 2; ADR 012): store the render of every rich-text column it wrote, in
// both prefixes, so a fresh `npm start` serves its pages from `rich_text_renders` instead of rendering each
// text on its first view. The seed is its own process, not a request: it renders synchronously with the
// pipeline (no worker pool to start and close) and stores under the key every reader computes.
import type { Kysely } from 'kysely'
import type { Prefix } from '~/app/kernel/i18n/locale'
import { renderKey } from '~/app/rich-text/cache.server'
import { render } from '~/app/rich-text/pipeline.server'
import { storeRenders } from '~/app/rich-text/store.server'
import { firstParagraph } from '~/modules/social'
import type { Database } from '../schema'

const PREFIXES: Prefix[] = ['br', 'gb']

/** Every text the seed wrote that a page shows through `renderRichText` (blank ones are never rendered). */
async function seededTexts(db: Kysely<Database>): Promise<string[]> {
  const columns = async <T extends Record<string, string | null>>(rows: Promise<T[]>) =>
    (await rows).flatMap((row) => Object.values(row))
  const blog = await db.selectFrom('blog_posts').select('text').execute()
  const texts = [
    ...(await columns(db.selectFrom('users').select('biography').execute())),
    // The whole post and the teaser readers without access to a PRO post see.
    ...blog.flatMap((p) => [p.text, firstParagraph(p.text)]),
    ...(await columns(db.selectFrom('notes').select('text').execute())),
    ...(await columns(db.selectFrom('competitions').select('description').execute())),
    ...(await columns(db.selectFrom('programming_exercises').select(['text_br', 'text_gb']).execute())),
    ...(await columns(db.selectFrom('texts').select(['body_br', 'body_gb']).execute())),
    ...(await columns(db.selectFrom('theoretical_exercises').select(['text_br', 'text_gb']).execute())),
    ...(await columns(db.selectFrom('theoretical_questions').select(['prompt_br', 'prompt_gb']).execute())),
    ...(await columns(
      db
        .selectFrom('courses')
        .select([
          'description_br',
          'description_gb',
          'requirements_br',
          'requirements_gb',
          'prerequisites_br',
          'prerequisites_gb',
        ])
        .execute(),
    )),
    ...(await columns(db.selectFrom('projects').select(['description_br', 'description_gb']).execute())),
    ...(await columns(db.selectFrom('project_requirements').select(['text_br', 'text_gb']).execute())),
    ...(await columns(db.selectFrom('math_exercises').select(['text_br', 'text_gb']).execute())),
  ]
  return [...new Set(texts.filter((t): t is string => !!t?.trim()))]
}

/** Renders and stores them; returns how many renders were stored. Seed texts are within the bounds (tested). */
export async function prepareSeedRichText(db: Kysely<Database>): Promise<number> {
  const rows: { key: string; html: string }[] = []
  for (const markdown of await seededTexts(db))
    for (const prefix of PREFIXES)
      rows.push({ key: renderKey(prefix, markdown), html: render(markdown, prefix) })
  // In chunks: SQLite caps the variables of one statement.
  for (let i = 0; i < rows.length; i += 200) await storeRenders(rows.slice(i, i + 200), db)
  return rows.length
}
