// Placeholder while the renderer lands (issue 5): escapes everything. Replaced by the real pipeline.
export interface RenderOptions {
  /** URL prefix of the page's language, for course:{id} links. */
  prefix: 'br' | 'gb'
}

export function renderRichText(markdown: string, _options: RenderOptions): string {
  const escaped = markdown.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
  return escaped
    .split(/\n{2,}/)
    .map((p) => `<p>${p}</p>`)
    .join('\n')
}
