// Second line of defence, over the whole tree but KaTeX's output (added after it, see math.server.ts):
// nothing that can run script leaves the renderer, whatever the earlier steps produced, and no inline
// `style` either (the CSP, `style-src 'self'`, would block it anyway).
import { visit } from 'unist-util-visit'
import type { Element, Root } from './hast'

const URL_PROPERTIES = ['href', 'src', 'action', 'formAction', 'xLinkHref', 'poster', 'cite', 'background']
const DANGEROUS_TAGS = new Set([
  'script',
  'iframe',
  'object',
  'embed',
  'form',
  'style',
  'link',
  'meta',
  'base',
])

/** Relative, http(s) or mailto, judged after removing what browsers ignore (controls, spaces). */
function safeUrl(value: unknown): boolean {
  const url = String(value).replace(/[\s\p{Cc}]/gu, '')
  const colon = url.indexOf(':')
  if (colon === -1) return true
  const delimiter = url.search(/[/?#]/)
  if (delimiter !== -1 && delimiter < colon) return true
  return /^(?:https?|mailto)$/i.test(url.slice(0, colon))
}

function clean(node: Element): void {
  for (const key of Object.keys(node.properties)) {
    if (key === 'style' || /^on/i.test(key)) delete node.properties[key]
    else if (URL_PROPERTIES.includes(key) && !safeUrl(node.properties[key])) delete node.properties[key]
  }
}

export function rehypeFinish() {
  return (tree: Root) => {
    visit(tree, 'element', (node, index, parent) => {
      if (DANGEROUS_TAGS.has(node.tagName) && parent && index !== undefined) {
        parent.children.splice(index, 1)
        return index
      }
      clean(node)
    })
  }
}
