// A small LRU of rendered HTML: the same lesson is rendered for every reader, and a Markdown source only
// changes when an author saves it (the key is a hash of the text, so an edit is simply a new entry).
import { createHash } from 'node:crypto'

/**
 * Part of every key, so renders stored (rich_text_renders) by an older pipeline are not served after a change
 * to its output. v2: headings outlined from h2 without skipped levels (issue 16).
 */
export const RENDER_VERSION = 'v2'

/** The key of a render, in the LRU and in `rich_text_renders` alike (the seed stores under it too). */
export function renderKey(prefix: string, markdown: string): string {
  return `${prefix}:${RENDER_VERSION}:${createHash('sha1').update(markdown).digest('base64')}`
}

export class RenderCache {
  private readonly entries = new Map<string, string>()

  constructor(
    private readonly maxEntries: number,
    /** Longer sources are not kept: one huge text must not push out hundreds of lessons. */
    private readonly maxChars: number,
  ) {}

  key(prefix: string, markdown: string): string {
    return renderKey(prefix, markdown)
  }

  get(key: string): string | undefined {
    const html = this.entries.get(key)
    if (html !== undefined) {
      // Re-insert: a Map iterates in insertion order, so the first key is the least recently used.
      this.entries.delete(key)
      this.entries.set(key, html)
    }
    return html
  }

  set(key: string, html: string): void {
    if (html.length > this.maxChars) return
    this.entries.set(key, html)
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next()
      if (!oldest.done) this.entries.delete(oldest.value)
    }
  }

  get size(): number {
    return this.entries.size
  }

  clear(): void {
    this.entries.clear()
  }
}
