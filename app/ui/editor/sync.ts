// Keeps the form's <textarea name="code"> equal to the editor's document, so the same form posts whether or
// not the editor loaded. Plain functions (no DOM, no view) so Node tests can drive them with EditorState.

/** What the editor's update listener hands us: only whether the text changed and the new text. */
export interface DocUpdate {
  docChanged: boolean
  state: { doc: { toString(): string } }
}

export interface TextareaLike {
  value: string
}

/** An update listener that copies every text change into the textarea, then tells `onChange`. */
export function mirrorToTextarea(textarea: TextareaLike, onChange?: (code: string) => void) {
  return (update: DocUpdate) => {
    if (!update.docChanged) return
    const code = update.state.doc.toString()
    textarea.value = code
    onChange?.(code)
  }
}

/** Calls `fn` once `ms` have passed without another call; `flush` runs a pending call now. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending: A | undefined
  const run = () => {
    timer = undefined
    const args = pending
    pending = undefined
    if (args) fn(...args)
  }
  const call = (...args: A) => {
    pending = args
    if (timer) clearTimeout(timer)
    timer = setTimeout(run, ms)
  }
  call.flush = () => {
    if (timer) clearTimeout(timer)
    run()
  }
  call.cancel = () => {
    if (timer) clearTimeout(timer)
    timer = undefined
    pending = undefined
  }
  return call
}
