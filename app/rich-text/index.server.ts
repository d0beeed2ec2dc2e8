// The one rich-text renderer (spec §5 "Rich-text viewer"): lessons, exercise statements, texts, posts.
// See README.md for what it renders, the safety model and the embed rules.
import type { Prefix } from '~/app/kernel/locale'
import { RenderCache } from './cache.server'
import { render } from './pipeline.server'

export interface RenderOptions {
  /** URL prefix of the page's language: course:{id} links and the captions the renderer adds. */
  prefix: 'br' | 'gb'
}

const cache = new RenderCache(500, 200_000)

/** Markdown from the database → sanitised HTML for `<RichText html={…} />`. */
export function renderRichText(markdown: string, options: RenderOptions): string {
  const prefix: Prefix = options.prefix === 'gb' ? 'gb' : 'br'
  if (!markdown) return ''
  const key = cache.key(prefix, markdown)
  const cached = cache.get(key)
  if (cached !== undefined) return cached
  const html = render(markdown, prefix)
  cache.set(key, html)
  return html
}

/** For tests and the bench: forget every cached render. */
export function clearRichTextCache(): void {
  cache.clear()
}
