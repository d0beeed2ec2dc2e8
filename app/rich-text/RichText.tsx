/** Shows HTML produced by renderRichText on the server (already sanitised there). */
export function RichText({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: renderRichText sanitises on the server
  return (
    <div className={className ? `prose ${className}` : 'prose'} dangerouslySetInnerHTML={{ __html: html }} />
  )
}
