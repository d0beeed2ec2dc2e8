// The one rich-text renderer (docs/product.md#kernel-rich-text: "Rich-text viewer"): lessons, exercise statements, texts, posts.
// See README.md for what it renders, the safety model, the embed rules, the bounds and where renders run.
//
// Reading (page views): LRU → the render stored when the text was saved → a render in the worker pool within
// the time budget, kept in memory only (a GET never writes) → the plain-text fallback. Writing: services call
// `prepareRichText` before they save, which refuses what cannot render and stores the HTML.
import type { Prefix } from '~/app/kernel/i18n/locale'
import { type BoundsProblem, DEFAULT_LIMITS, type RichTextLimits, checkBounds } from './bounds'
import { RenderCache } from './cache.server'
import { plainTextFallback } from './fallback'
import { RENDER_BUDGET_MS, renderInWorker } from './pool.server'
import { storeRenders, storedKeys, storedRender } from './store.server'

export { checkBounds, DEFAULT_LIMITS, type BoundsProblem, type RichTextLimits } from './bounds'

export interface RenderOptions {
  /** URL prefix of the page's language: course:{id} links and the captions the renderer adds. */
  prefix: 'br' | 'gb'
  /** Wall-clock budget of a render in the worker (tests use a tiny one). */
  budgetMs?: number
  limits?: RichTextLimits
}

/** Why a text cannot be saved: a bound (bounds.ts), or it did not render within the budget. */
export type RichTextProblem = BoundsProblem | 'tooSlow'

const PREFIXES: Prefix[] = ['br', 'gb']
const cache = new RenderCache(500, 200_000)
// A text that overran its budget shows the fallback for a minute without costing a worker on every view,
// and is tried again afterwards (the overrun may have been a busy machine).
const FAILED_FOR_MS = 60_000
const failed = new Map<string, number>()

function rememberFailure(key: string): void {
  if (failed.size > 1_000) failed.clear()
  failed.set(key, Date.now() + FAILED_FOR_MS)
}

/** Markdown from the database → sanitised HTML for `<RichText html={…} />`. Never throws for any text. */
export async function renderRichText(markdown: string, options: RenderOptions): Promise<string> {
  const result = await tryRenderRichText(markdown, options)
  return result.ok ? result.html : plainTextFallback(markdown, options.prefix === 'gb' ? 'gb' : 'br')
}

/** The same, saying why a text could not be rendered (previews show it as a field error). Writes nothing. */
export async function tryRenderRichText(
  markdown: string,
  options: RenderOptions,
): Promise<{ ok: true; html: string } | { ok: false; problem: RichTextProblem }> {
  const prefix: Prefix = options.prefix === 'gb' ? 'gb' : 'br'
  if (!markdown) return { ok: true, html: '' }
  const key = cache.key(prefix, markdown)
  const cached = cache.get(key)
  if (cached !== undefined) return { ok: true, html: cached }
  const bound = checkBounds(markdown, options.limits ?? DEFAULT_LIMITS)
  if (bound) return { ok: false, problem: bound }
  if ((failed.get(key) ?? 0) > Date.now()) return { ok: false, problem: 'tooSlow' }
  const stored = await storedRender(key)
  if (stored !== undefined) {
    cache.set(key, stored)
    return { ok: true, html: stored }
  }
  const outcome = await renderInWorker(markdown, prefix, options.budgetMs ?? RENDER_BUDGET_MS)
  if (!outcome.ok) {
    // A busy pool says nothing about the text: it is tried again on the next view.
    if (outcome.reason !== 'busy') rememberFailure(key)
    return { ok: false, problem: 'tooSlow' }
  }
  failed.delete(key)
  cache.set(key, outcome.html)
  return { ok: true, html: outcome.html }
}

/** Form error codes (`richTextTooDeep`…) of every form with rich text: each namespace has the four keys. */
export function richTextErrorCode(problem: RichTextProblem): string {
  return `richText${problem[0].toUpperCase()}${problem.slice(1)}`
}

/** `prepareRichText`'s problems as a form's errors by field: `{ text_br: ['richTextTooDeep'] }`. */
export function richTextErrors(problems: Partial<Record<string, RichTextProblem>>): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const [field, problem] of Object.entries(problems))
    if (problem) errors[field] = [richTextErrorCode(problem)]
  return errors
}

/**
 * Before saving rich text: checks the bounds, renders each text in both languages within the budget and
 * stores the HTML for page views. Returns the problems by field name (empty when all can be saved), e.g.
 * `await prepareRichText({ text_br, text_gb })` → `{ text_gb: 'tooDeep' }`.
 */
export async function prepareRichText(
  fields: Record<string, string | null | undefined>,
  options: { budgetMs?: number; limits?: RichTextLimits } = {},
): Promise<Partial<Record<string, RichTextProblem>>> {
  const problems: Partial<Record<string, RichTextProblem>> = {}
  const jobs: { field: string; key: string; markdown: string; prefix: Prefix }[] = []
  for (const [field, markdown] of Object.entries(fields)) {
    if (!markdown) continue
    const bound = checkBounds(markdown, options.limits ?? DEFAULT_LIMITS)
    if (bound) problems[field] = bound
    else
      for (const prefix of PREFIXES) jobs.push({ field, key: cache.key(prefix, markdown), markdown, prefix })
  }
  const present = await storedKeys(jobs.map((j) => j.key))
  const missing = jobs.filter((j) => !present.has(j.key))
  const outcomes = await Promise.all(
    missing.map((j) => renderInWorker(j.markdown, j.prefix, options.budgetMs ?? RENDER_BUDGET_MS)),
  )
  const rows: { key: string; html: string }[] = []
  missing.forEach((job, i) => {
    const outcome = outcomes[i]
    if (outcome.ok) rows.push({ key: job.key, html: outcome.html })
    // Busy (no thread free in time): the text is fine to save; its first view renders it instead.
    else if (outcome.reason !== 'busy') problems[job.field] = 'tooSlow'
  })
  await storeRenders(rows)
  for (const row of rows) cache.set(row.key, row.html)
  return problems
}

/** For tests and the bench: forget every cached render and failure. */
export function clearRichTextCache(): void {
  cache.clear()
  failed.clear()
}
