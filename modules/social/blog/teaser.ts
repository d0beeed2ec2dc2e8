// What a reader without access to a PRO post sees of it. Plain (no server import): the post's save and the
// demo seed store its render as well as the whole text's (app/rich-text, ADR 012).

/** The first paragraph of Markdown: the first block that is neither a heading, an image nor a code fence. */
export function firstParagraph(markdown: string): string {
  const blocks = markdown.replace(/\r\n?/g, '\n').split(/\n\s*\n/)
  for (const block of blocks) {
    const text = block.trim()
    if (!text || /^(#|!\[|```|~~~|<|\||-{3,}|\*{3,})/.test(text)) continue
    return text
  }
  return ''
}
