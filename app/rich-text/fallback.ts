// What a reader sees when a text cannot be rendered (over the bounds, or over the time budget): the text
// itself, escaped, as plain paragraphs, under a short note. Never a 500 (issue 15, item 2).
import type { Prefix } from '~/app/kernel/i18n/locale'
import { captionsFor } from './captions'

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c])

/** The whole text stays readable; only paragraph breaks and line breaks are kept. */
export function plainTextFallback(markdown: string, prefix: Prefix): string {
  const paragraphs = markdown
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
  const note = `<p class="rich-text-fallback" role="note"><em>${escapeHtml(captionsFor(prefix).plainText)}</em></p>`
  return note + paragraphs.join('')
}
