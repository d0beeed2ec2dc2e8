// CodeMirror 6 over a plain <textarea>: loaded with import() after hydration, never at page load.
//
// Keyboard: Tab indents and Shift+Tab dedents (code needs them). Escape and then Tab (or Shift+Tab) leaves
// the editor, like the browser default; Ctrl+M (Shift+Alt+M on macOS) switches Tab between indenting and
// moving focus for as long as the user wants. The hint under the editor says so (exercise:editor.keyboard).
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands'
import { bracketMatching, indentOnInput, indentUnit } from '@codemirror/language'
import { Compartment, EditorState } from '@codemirror/state'
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

export function createCodeEditor(textarea: HTMLTextAreaElement, options: CodeEditorOptions): CodeEditor {
  const languageSlot = new Compartment()
  const contentAttributes: Record<string, string> = { 'aria-label': options.label }
  if (options.describedBy) contentAttributes['aria-describedby'] = options.describedBy
  const view = new EditorView({
    state: EditorState.create({
      doc: textarea.value,
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
    destroy() {
      textarea.value = view.state.doc.toString()
      view.destroy()
      textarea.hidden = false
    },
  }
}
