import { EditorState } from '@codemirror/state'
import { describe, expect, it, vi } from 'vitest'
import { languageExtension } from './languages'
import { debounce, mirrorToTextarea } from './sync'

describe('mirrorToTextarea', () => {
  it('copies every edit of the editor document into the textarea the form posts', () => {
    const textarea = { value: 'int main() {}' }
    const onChange = vi.fn()
    const listener = mirrorToTextarea(textarea, onChange)
    let state = EditorState.create({ doc: textarea.value })

    const insert = state.update({ changes: { from: 12, insert: ' return 0; ' } })
    listener(insert)
    state = insert.state
    expect(textarea.value).toBe('int main() { return 0; }')
    expect(onChange).toHaveBeenLastCalledWith('int main() { return 0; }')

    const replace = state.update({ changes: { from: 0, to: state.doc.length, insert: 'print(1)\nprint(2)' } })
    listener(replace)
    expect(textarea.value).toBe('print(1)\nprint(2)')

    // Selection moves are not edits: the textarea (and the autosave) are left alone.
    listener(replace.state.update({ selection: { anchor: 3 } }))
    expect(onChange).toHaveBeenCalledTimes(2)
  })
})

describe('debounce', () => {
  it('runs once after the quiet period with the last arguments; cancel drops it, flush runs it now', () => {
    vi.useFakeTimers()
    try {
      const fn = vi.fn()
      const save = debounce(fn, 2000)
      save('a')
      vi.advanceTimersByTime(1500)
      save('b')
      vi.advanceTimersByTime(1500)
      expect(fn).not.toHaveBeenCalled()
      vi.advanceTimersByTime(500)
      expect(fn).toHaveBeenCalledExactlyOnceWith('b')
      save('c')
      save.cancel()
      vi.advanceTimersByTime(5000)
      expect(fn).toHaveBeenCalledTimes(1)
      save('d')
      save.flush()
      expect(fn).toHaveBeenLastCalledWith('d')
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('languageExtension', () => {
  it('loads a grammar per judge language (Portugol included) and plain text for Dart', async () => {
    const named = async (id: string) => {
      const ext = (await languageExtension(id)) as { language?: { name: string } }
      return ext.language?.name
    }
    expect(await named('c')).toBe('c')
    expect(await named('c++')).toBe('cpp')
    expect(await named('python3')).toBe('python')
    expect(await named('pypy')).toBe('python')
    expect(await named('java')).toBe('java')
    expect(await named('javascript')).toBe('javascript')
    expect(await named('rust')).toBe('rust')
    expect(await named('go')).toBe('go')
    expect(await named('portugol')).toBe('portugol')
    expect(await languageExtension('dart')).toEqual([])
  })
})
