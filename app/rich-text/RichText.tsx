/**
 * Shows HTML produced by renderRichText on the server (already sanitised there). `rich-text` scopes the
 * styles of app/rich-text/rich-text.css (code colours, embeds, maths, tables, footnotes).
 */
export function RichText({
  html,
  className,
  id,
}: {
  html: string
  className?: string
  id?: string
}) {
  const classes = ['prose', 'rich-text', className].filter(Boolean).join(' ')
  // biome-ignore lint/security/noDangerouslySetInnerHtml: renderRichText sanitises on the server
  return <div id={id} className={classes} dangerouslySetInnerHTML={{ __html: html }} />
}
