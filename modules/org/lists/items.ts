import type { ListItemKind } from '~/db/schema-org'

// A list item's name (client-safe: the pages link to items): its kind and id. Its key (`math:3`) is what the
// list form posts and what the grid's cells are looked up by.

export interface ItemRef {
  kind: ListItemKind
  id: number
}

export const itemKey = (ref: ItemRef) => `${ref.kind}:${ref.id}`

/** The item's own page (the judge's exercise page, learning's math exercise and project pages). */
export function itemPath(prefix: string, ref: ItemRef) {
  const page = { programming: 'exercise', math: 'math-exercise', project: 'project' }[ref.kind]
  return `/${prefix}/${page}/${ref.id}`
}
