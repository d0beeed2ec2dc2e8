import { type MutableRefObject, useEffect, useRef, useState } from 'react'

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * The solution's `<textarea>`, outside React's hands: React 18 hydrating a textarea sets its value back to the
 * server's text (ReactDOMTextarea postMountWrapper), so whatever a student typed before the scripts arrived on
 * a slow link was lost, and with starter code there is always such a text (issue 16). As inner HTML, written
 * once, hydration leaves the element and what is typed in it alone; the editor island takes it over later.
 */
export function CodeTextarea({
  id,
  code,
  textareaRef,
}: {
  id: string
  code: string
  textareaRef: MutableRefObject<HTMLTextAreaElement | null>
}) {
  // Once: a later render (a revalidation after a verdict) must not replace the element the editor mirrors.
  // The newline after the tag is eaten by the HTML parser, so code that starts with one keeps it.
  const [html] = useState(
    () =>
      `<textarea id="${escapeHtml(id)}" name="code" class="code-input" rows="18" wrap="off" spellcheck="false" autocapitalize="off" autocomplete="off" autocorrect="off">\n${escapeHtml(code)}</textarea>`,
  )
  const wrapper = useRef<HTMLDivElement>(null)
  // Runs before the form's own effects (children first), so the editor island finds the element.
  useEffect(() => {
    textareaRef.current = wrapper.current?.querySelector('textarea') ?? null
  }, [textareaRef])
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own markup, every value escaped above
  return <div className="code-textarea" ref={wrapper} dangerouslySetInnerHTML={{ __html: html }} />
}
