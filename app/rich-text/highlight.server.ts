// Code blocks coloured on the server: hljs-* spans from lowlight for the viewer languages of docs/product.md#kernel-rich-text and our
// own tok-* spans for Portugol (the same tokenizer as the editor). No language or an unknown one: plain text.

import c from 'highlight.js/lib/languages/c'
import cpp from 'highlight.js/lib/languages/cpp'
import dart from 'highlight.js/lib/languages/dart'
import go from 'highlight.js/lib/languages/go'
import java from 'highlight.js/lib/languages/java'
import javascript from 'highlight.js/lib/languages/javascript'
import python from 'highlight.js/lib/languages/python'
import rust from 'highlight.js/lib/languages/rust'
import { createLowlight } from 'lowlight'
import { visit } from 'unist-util-visit'
import { tokenizePortugol } from '~/judge/languages/portugol/highlight'
import type { Element, ElementContent, Root } from './hast'

const lowlight = createLowlight({ c, cpp, dart, go, java, javascript, python, rust })
// The grammars bring their usual aliases (js, py, rs, golang, c++, …); these are the judge's names.
lowlight.registerAlias({ python: ['python3', 'pypy'], javascript: ['node'] })

const PORTUGOL = new Set(['portugol', 'por'])

/** Languages a ```lang block is coloured in (names and aliases). */
export function isHighlighted(lang: string): boolean {
  const name = lang.toLowerCase()
  return PORTUGOL.has(name) || lowlight.registered(name)
}

function portugol(code: string): ElementContent[] {
  return tokenizePortugol(code).map(({ text, cls }) =>
    cls
      ? {
          type: 'element',
          tagName: 'span',
          properties: { className: [`tok-${cls}`] },
          children: [{ type: 'text', value: text }],
        }
      : { type: 'text', value: text },
  )
}

function languageOf(code: Element): string | null {
  const classes = code.properties.className
  if (!Array.isArray(classes)) return null
  for (const cls of classes) {
    if (typeof cls === 'string' && cls.startsWith('language-')) return cls.slice('language-'.length)
  }
  return null
}

function codeText(code: Element): string {
  // Sanitised code blocks hold text only; anything else would be author markup we must not keep.
  let value = ''
  visit(code, 'text', (node) => {
    value += node.value
  })
  return value
}

export function rehypeHighlight() {
  return (tree: Root) => {
    visit(tree, 'element', (pre) => {
      if (pre.tagName !== 'pre') return
      const code = pre.children.find((n): n is Element => n.type === 'element' && n.tagName === 'code')
      const lang = code && languageOf(code)?.toLowerCase()
      if (!code || !lang || lang === 'math' || !isHighlighted(lang)) return
      const value = codeText(code)
      code.children = PORTUGOL.has(lang)
        ? portugol(value)
        : (lowlight.highlight(lang, value).children as ElementContent[])
      code.properties.className = ['hljs', `language-${lang}`]
      return 'skip'
    })
  }
}
