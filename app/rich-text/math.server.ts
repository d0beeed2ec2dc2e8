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
