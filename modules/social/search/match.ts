// Pure text handling of the search (no database): shared by the service, the bench and the tests.

/** The longest search read (the inputs' maxlength); longer input is cut, not refused. */
export const SEARCH_MAX = 100

/** docs/product.md#social-search: the text is trimmed and lower-cased; null, empty or blank input gives '' (no search at all). */
export function normaliseSearch(raw: string | null | undefined): string {
  return (raw ?? '').trim().toLowerCase().slice(0, SEARCH_MAX).trim()
}

// Runs of letters, digits and combining marks: what FTS5's unicode61 tokenizer keeps as token characters.
// Everything else (quotes, *, -, :, parentheses, ^, +) only separates words, so it can never reach FTS5 syntax.
const WORD = /[\p{L}\p{N}\p{M}]+/gu

/**
 * The FTS5 MATCH expression for a normalised search: every word quoted as a phrase (so AND, OR, NOT, NEAR and
 * column names are plain words), all of them required, the last one a prefix (the person is still typing it).
 * Null when no word is left: the caller answers nothing without asking the database.
 */
export function matchExpression(q: string): string | null {
  const words = q.normalize('NFC').match(WORD)
  if (!words) return null
  return words.map((w, i) => `"${w}"${i === words.length - 1 ? '*' : ''}`).join(' ')
}

/** The old scan's pattern (kept for the bench's baseline): `%q%` with LIKE's wildcards escaped by `\`. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
