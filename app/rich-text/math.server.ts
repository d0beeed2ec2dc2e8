// Maths with KaTeX on the server. KaTeX writes MathML only: its HTML layout needs inline `style` attributes,
// which our CSP (`style-src 'self'`) blocks, plus its CSS and fonts. Browsers lay MathML out natively, with
// no CSS or font download, and screen readers read it.
// rehype-katex would parse every formula's HTML back into a tree (parse5, ~1 ms each); KaTeX's output is
// trusted (trust: false), so it goes into the tree as a `raw` node that rehype-stringify writes verbatim.
// Nothing else produces raw nodes after the sanitiser, which removes every raw node of the author's.
import katex from 'katex'
import { visit } from 'unist-util-visit'
import type { Element, ElementContent, Root } from './hast'

/**
 * `trust: false` turns \href, \url, \includegraphics, \htmlClass… into plain text; the size and macro
 * limits stop a formula from eating the request.
 */
export const KATEX_OPTIONS = {
  output: 'mathml',
  trust: false,
  strict: 'ignore',
  throwOnError: true,
  maxSize: 50,
  maxExpand: 500,
  errorColor: '#cc0000',
} as const

// Unsupported commands come out painted in errorColor: a class lets the theme choose a readable colour.
const ERROR_COLOUR_ATTRIBUTE = `mathcolor="${KATEX_OPTIONS.errorColor}"`

function isMath(node: Element): boolean {
  const classes = node.properties.className
  return node.tagName === 'code' && Array.isArray(classes) && classes.includes('language-math')
}

function textOf(node: Element): string {
  let value = ''
  visit(node, 'text', (t) => {
    value += t.value
  })
  return value
}

/** The formula as MathML, or its source marked as an error when KaTeX cannot parse it. */
export function renderMath(tex: string, displayMode: boolean): ElementContent {
  let html: string
  try {
    html = katex.renderToString(tex, { ...KATEX_OPTIONS, displayMode })
  } catch (error) {
    return {
      type: 'element',
      tagName: displayMode ? 'div' : 'span',
      properties: {
        className: ['katex-error'],
        title: String(error instanceof Error ? error.message : error),
      },
      children: [{ type: 'text', value: tex }],
    }
  }
  html = html.replaceAll(ERROR_COLOUR_ATTRIBUTE, 'class="katex-error"')
  // A wide formula scrolls on its own instead of widening the page (<math> keeps `display: block math`).
  if (displayMode) html = `<div class="math-display">${html}</div>`
  return { type: 'raw', value: html } as unknown as ElementContent
}

/** `$…$` → inline, `$$…$$` and ```math → display (remark-math marks both as code.language-math). */
export function rehypeMath() {
  return (tree: Root) => {
    visit(tree, 'element', (node, index, parent) => {
      if (!parent || index === undefined) return
      if (node.tagName === 'pre') {
        const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code')
        if (!code || !isMath(code)) return
        parent.children[index] = renderMath(textOf(code), true)
        return 'skip'
      }
      if (!isMath(node)) return
      parent.children[index] = renderMath(textOf(node), false)
      return 'skip'
    })
  }
}

// ---------- Markdown side: which formulas are display maths ----------
// remark-math reads `$$x$$` on one line as inline maths (only `$$` fences on lines of their own make a
// block), so a paragraph that is nothing but `$$…$$` rendered inline. Authors (and LaTeX habits) mean a
// displayed formula there, as they do with a paragraph that is nothing but `\[…\]` — which Markdown reads
// as escaped brackets. Both become remark-math's own block node, so everything after (sanitiser, KaTeX)
// treats them like a fenced `$$` block. Inline `\(…\)` is not supported: Markdown has already turned the
// escapes and any emphasis inside into other nodes by then, and taking it apart again is not worth it.

interface MdNode {
  type: string
  value?: string
  meta?: null
  data?: unknown
  children?: MdNode[]
  position?: { start: { offset?: number }; end: { offset?: number } }
}

function sourceOf(node: MdNode, source: string): string | null {
  const start = node.position?.start.offset
  const end = node.position?.end.offset
  return start === undefined || end === undefined ? null : source.slice(start, end)
}

/** A paragraph that is one formula written as `$$…$$` or `\[…\]` → its TeX, else null. */
function displayFormula(paragraph: MdNode, source: string, nested: boolean): string | null {
  const parts = (paragraph.children ?? []).filter((c) => !(c.type === 'text' && !c.value?.trim()))
  if (parts.length === 1 && parts[0].type === 'inlineMath') {
    return sourceOf(parts[0], source)?.startsWith('$$') ? (parts[0].value ?? '') : null
  }
  const raw = sourceOf(paragraph, source)?.trim()
  // Inside a list or a quote a paragraph's source lines carry the container's marks: one line only there.
  if (!raw || raw.length < 5 || (nested && raw.includes('\n'))) return null
  return raw.startsWith('\\[') && raw.endsWith('\\]') ? raw.slice(2, -2).trim() || null : null
}

/** remark-math's block node as its parser makes it (the hast shape rides along in `data`). */
function displayNode(tex: string, position: MdNode['position']) {
  const code = {
    type: 'element',
    tagName: 'code',
    properties: { className: ['language-math', 'math-display'] },
    children: [{ type: 'text', value: tex }],
  }
  return { type: 'math', value: tex, meta: null, position, data: { hName: 'pre', hChildren: [code] } }
}

export function remarkDisplayMath() {
  return (tree: MdNode, file: { value: unknown }) => {
    const source = String(file.value)
    const walk = (parent: MdNode, nested: boolean) => {
      const children = parent.children ?? []
      for (let i = 0; i < children.length; i++) {
        const child = children[i]
        if (child.type === 'paragraph') {
          const tex = displayFormula(child, source, nested)
          if (tex !== null) children[i] = displayNode(tex, child.position)
        } else if (child.children) {
          walk(child, true)
        }
      }
    }
    walk(tree, false)
  }
}
