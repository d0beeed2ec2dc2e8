// The editor's look from base.css's custom properties, so light, dark and "system" themes follow the page
// without JavaScript knowing which one is active.
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language'
import { EditorView } from '@codemirror/view'
import { tags } from '@lezer/highlight'

const v = (name: string, fallback: string) => `var(--${name}, ${fallback})`

export const editorTheme = EditorView.theme({
  '&': {
    color: v('text', '#1a1f24'),
    backgroundColor: v('surface', '#fff'),
    border: `1px solid ${v('input-border', '#7d8690')}`,
    borderRadius: '8px',
    // 16px or more: phones do not zoom into the editor on focus.
    fontSize: '16px',
  },
  '&.cm-focused': { outline: `3px solid ${v('focus', '#1a73e8')}`, outlineOffset: '2px' },
  '.cm-scroller': {
    fontFamily: v('mono', 'monospace'),
    lineHeight: '1.5',
    minHeight: '16rem',
    maxHeight: '70vh',
  },
  '.cm-content': { caretColor: v('text', '#1a1f24'), padding: '8px 0' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: v('text', '#1a1f24') },
  '.cm-gutters': {
    backgroundColor: v('surface-2', '#eef1f4'),
    color: v('muted', '#56606b'),
    borderRight: `1px solid ${v('border', '#d5dbe1')}`,
    borderRadius: '8px 0 0 8px',
  },
  '.cm-activeLine': { backgroundColor: 'color-mix(in srgb, var(--brand, #0f8b6c) 7%, transparent)' },
  '.cm-activeLineGutter': { backgroundColor: 'transparent', color: v('text', '#1a1f24') },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
    backgroundColor: 'color-mix(in srgb, var(--focus, #1a73e8) 30%, transparent)',
  },
  '.cm-matchingBracket': { outline: `1px solid ${v('muted', '#56606b')}` },
})

const tok = (name: string, fallback: string) => v(`tok-${name}`, fallback)

/** Lezer tags of every installed grammar onto the same --tok-* colours the lesson HTML uses. */
export const codeHighlightStyle = HighlightStyle.define([
  {
    tag: [tags.keyword, tags.controlKeyword, tags.moduleKeyword, tags.operatorKeyword],
    color: tok('keyword', '#a3238e'),
  },
  { tag: [tags.typeName, tags.className, tags.namespace], color: tok('type', '#00708a') },
  { tag: [tags.bool, tags.null, tags.atom], color: tok('atom', '#b3400a') },
  { tag: tags.number, color: tok('number', '#a04800') },
  { tag: [tags.string, tags.special(tags.string)], color: tok('string', '#16782d') },
  { tag: [tags.character, tags.escape], color: tok('char', '#0d7359') },
  { tag: tags.comment, color: tok('comment', '#5e6a75'), fontStyle: 'italic' },
  {
    tag: [tags.standard(tags.variableName), tags.standard(tags.function(tags.variableName))],
    color: tok('builtin', '#6638b6'),
  },
  { tag: [tags.processingInstruction, tags.meta], color: tok('library', '#8a5300') },
  {
    tag: [tags.function(tags.variableName), tags.function(tags.propertyName), tags.macroName],
    color: tok('function', '#1f56c2'),
  },
  { tag: [tags.operator, tags.punctuation, tags.bracket], color: tok('operator', '#56606b') },
  { tag: tags.invalid, color: v('danger', '#c62828') },
])

export const codeHighlighting = syntaxHighlighting(codeHighlightStyle)
