// The renderer's own markup, added to the sanitised tree: course links, buttons, rel on external links,
// footnote anchors, heading levels and the embeds. Runs after rehype-sanitize, so everything it adds is
// trusted and everything it reads has already passed the allow-list.

import type { Prefix } from '~/app/kernel/i18n/locale'
import type { Captions } from './captions'
import { EXTERNAL_REL, rewriteImage } from './embeds.server'
import type { Element, ElementContent, Root, RootContent } from './hast'
import { CLOBBER_PREFIX } from './schema.server'
import { courseHref, externalUrl, isCourseHref } from './urls.server'

export interface RewriteOptions {
  prefix: Prefix
  captions: Captions
}

const BUTTON_SUFFIX = /;button\s*$/

/** The link itself, or its children when it has to go (a bad `course:` href, no href left). */
function rewriteLink(a: Element, prefix: Prefix): ElementContent[] {
  const href = typeof a.properties.href === 'string' ? a.properties.href : ''
  if (!href) return a.children
  if (isCourseHref(href)) {
    const path = courseHref(href, prefix)
    if (!path) return a.children
    a.properties.href = path
  } else if (href.startsWith('#') && href.length > 1 && !href.startsWith(`#${CLOBBER_PREFIX}`)) {
    // Ids were prefixed by the sanitiser; fragment links (footnotes) must follow them.
    a.properties.href = `#${CLOBBER_PREFIX}${href.slice(1)}`
  } else if (externalUrl(href)) {
    a.properties.rel = EXTERNAL_REL
  }
  const last = a.children[a.children.length - 1]
  if (last?.type === 'text' && BUTTON_SUFFIX.test(last.value)) {
    last.value = last.value.replace(BUTTON_SUFFIX, '')
    a.properties.className = ['button']
  }
  return [a]
}

const HEADING = /^h([1-6])$/

function walk(parent: Root | Element, options: RewriteOptions, inLink: boolean): void {
  const children = parent.children as RootContent[]
  for (let i = 0; i < children.length; i++) {
    const node = children[i]
    if (node.type !== 'element') continue
    const isLink = node.tagName === 'a'
    walk(node, options, inLink || isLink)
    let replacement: ElementContent[] | null = null
    if (isLink) replacement = rewriteLink(node, options.prefix)
    else if (node.tagName === 'img') replacement = rewriteImage(node, options.captions, inLink)
    if (replacement && (replacement.length !== 1 || replacement[0] !== node)) {
      children.splice(i, 1, ...replacement)
      i += replacement.length - 1
    }
  }
}

/** The tree's headings in document order. */
function headings(parent: Root | Element, out: Element[] = []): Element[] {
  for (const node of parent.children as RootContent[]) {
    if (node.type !== 'element') continue
    if (HEADING.test(node.tagName)) out.push(node)
    else headings(node, out)
  }
  return out
}

/**
 * The page owns the <h1>, so the text's outline starts at <h2>: its shallowest heading becomes h2 (an author who
 * writes "## Entrada" first gets h2, not an h3 straight under the page's h1), deeper ones keep their distance,
 * and none goes more than one level below the heading before it (issue 16 item 11: no skipped levels).
 */
function outlineHeadings(tree: Root): void {
  const found = headings(tree)
  if (!found.length) return
  const levels = found.map((h) => Number(HEADING.exec(h.tagName)![1]))
  const shift = 2 - Math.min(...levels)
  let previous = 1
  found.forEach((h, i) => {
    const level = Math.min(6, levels[i] + shift, previous + 1)
    h.tagName = `h${level}`
    previous = level
  })
}

export function rehypeRewrite(options: RewriteOptions) {
  return (tree: Root) => {
    walk(tree, options, false)
    outlineHeadings(tree)
  }
}
