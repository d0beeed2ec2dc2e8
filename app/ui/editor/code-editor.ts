// CodeMirror 6 over a plain <textarea>: loaded with import() after hydration, never at page load.
//
// Keyboard: Tab indents and Shift+Tab dedents (code needs them). Escape and then Tab (or Shift+Tab) leaves
// the editor, like the browser default; Ctrl+M (Shift+Alt+M on macOS) switches Tab between indenting and
// moving focus for as long as the user wants. The hint under the editor says so (exercise:editor.keyboard).
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands'
import { bracketMatching, indentOnInput, indentUnit } from '@codemirror/language'
import { Compartment, EditorSelection, EditorState } from '@codemirror/state'
import {
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view'
import { languageExtension } from './languages'
import { mirrorToTextarea } from './sync'
import { codeHighlighting, editorTheme } from './theme'

export interface CodeEditorOptions {
  language: string
  /** Accessible name of the editing area (the textarea's label). */
  label: string
  /** Id of the element that describes the keyboard behaviour. */
  describedBy?: string
  onChange?: (code: string) => void
}

export interface CodeEditor {
  setLanguage(language: string): Promise<void>
  focus(): void
  /** Replaces the whole text (a language's starter code), as one undoable change. */
  replaceText(code: string): void
  /** Removes the editor and shows the textarea again (with the editor's text). */
  destroy(): void
}

/**
 * The page's CSP nonce (from a script Remix rendered): CodeMirror injects its styles as <style> elements,
 * which a `style-src` policy only lets through with the nonce.
 */
function pageNonce(doc: Document): string {
  const script = doc.querySelector<HTMLScriptElement>('script[nonce]')
  return script?.nonce || script?.getAttribute('nonce') || ''
}

/**
 * Where the student is in the textarea at the moment of the swap: on a slow link the editor arrives seconds
 * after the textarea worked, often mid-typing (issue 16). The editor takes over the text, the selection
 * (with its direction) and the focus, so the next key lands where the last one did.
 */
export function textareaSelection(textarea: {
  value: string
  selectionStart: number | null
  selectionEnd: number | null
  selectionDirection?: string | null
}): EditorSelection {
  const length = textarea.value.length
  const clamp = (n: number | null) => Math.min(Math.max(n ?? length, 0), length)
  const start = clamp(textarea.selectionStart)
  const end = clamp(textarea.selectionEnd)
  return textarea.selectionDirection === 'backward'
    ? EditorSelection.single(end, start)
    : EditorSelection.single(start, end)
}

export function createCodeEditor(textarea: HTMLTextAreaElement, options: CodeEditorOptions): CodeEditor {
  const languageSlot = new Compartment()
  const focused = textarea.ownerDocument.activeElement === textarea
  const scrollTop = textarea.scrollTop
  // tabindex 0: the content is in the tab order already (contenteditable), but axe only counts an explicit
  // tabindex as focusable content of the scroller (scrollable-region-focusable).
  const contentAttributes: Record<string, string> = { 'aria-label': options.label, tabindex: '0' }
  if (options.describedBy) contentAttributes['aria-describedby'] = options.describedBy
  const view = new EditorView({
    state: EditorState.create({
      doc: textarea.value,
      selection: textareaSelection(textarea),
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        highlightActiveLine(),
        indentUnit.of('    '),
        EditorState.tabSize.of(4),
        keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
        codeHighlighting,
        editorTheme,
        languageSlot.of([]),
        EditorView.contentAttributes.of(contentAttributes),
        EditorView.cspNonce.of(pageNonce(textarea.ownerDocument)),
        EditorView.updateListener.of(mirrorToTextarea(textarea, options.onChange)),
      ],
    }),
  })
  textarea.insertAdjacentElement('afterend', view.dom)
  // Hidden, not disabled: a hidden textarea still posts with the form.
  textarea.hidden = true
  if (focused) {
    // Synchronously, in the same task as the swap: no key event can fall between the two and reach the body.
    view.focus()
    view.dispatch({ effects: EditorView.scrollIntoView(view.state.selection.main.head, { y: 'nearest' }) })
  } else {
    view.scrollDOM.scrollTop = scrollTop
  }

  let current = ''
  async function setLanguage(language: string) {
    current = language
    const extension = await languageExtension(language)
    // A slower grammar must not replace one chosen after it.
    if (current !== language) return
    view.dispatch({ effects: languageSlot.reconfigure(extension) })
  }
  void setLanguage(options.language)

  return {
    setLanguage,
    focus: () => view.focus(),
    replaceText(code) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: code } })
    },
    destroy() {
      textarea.value = view.state.doc.toString()
      view.destroy()
      textarea.hidden = false
    },
  }
}
