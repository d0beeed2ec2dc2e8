import { describe, expect, it } from 'vitest'
import { textareaSelection } from './code-editor'

describe('textareaSelection (the editor takes over where the textarea was)', () => {
  it('keeps the caret and a selection with its direction', () => {
    const value = 'int main() {}'
    const caret = textareaSelection({ value, selectionStart: 5, selectionEnd: 5 })
    expect(caret.main.anchor).toBe(5)
    expect(caret.main.head).toBe(5)
    const forward = textareaSelection({
      value,
      selectionStart: 2,
      selectionEnd: 8,
      selectionDirection: 'forward',
    })
    expect([forward.main.anchor, forward.main.head]).toEqual([2, 8])
    const backward = textareaSelection({
      value,
      selectionStart: 2,
      selectionEnd: 8,
      selectionDirection: 'backward',
    })
    expect([backward.main.anchor, backward.main.head]).toEqual([8, 2])
  })

  it('puts an unknown or out-of-range caret at the end, never past it', () => {
    const value = 'abc'
    expect(textareaSelection({ value, selectionStart: null, selectionEnd: null }).main.head).toBe(3)
    expect(textareaSelection({ value, selectionStart: 10, selectionEnd: 12 }).main.head).toBe(3)
  })
})
