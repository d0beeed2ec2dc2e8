// Tests read the renderer's output the way a browser would: parsed, not matched as a string.

import rehypeRaw from 'rehype-raw'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import type { Element, Root } from './hast'

export function parseHtml(html: string): Root {
  const tree = { type: 'root', children: [{ type: 'raw', value: html }] } as unknown as Root
  return unified().use(rehypeRaw).runSync(tree) as Root
}

export function elements(html: string, tagName?: string): Element[] {
  const found: Element[] = []
  visit(parseHtml(html), 'element', (node) => {
    if (!tagName || node.tagName === tagName) found.push(node)
  })
  return found
}

export function classesOf(el: Element): string[] {
  const value = el.properties.className
  return Array.isArray(value) ? value.map(String) : []
}

export function textOf(el: Element | Root): string {
  let value = ''
  visit(el, 'text', (node) => {
    value += node.value
  })
  return value
}
