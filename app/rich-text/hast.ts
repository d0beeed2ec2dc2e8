// hast v3 types, as the unified 11 stack uses them. `import … from 'hast'` would resolve to the v2 types
// Remix's MDX tooling hoists to node_modules/@types/hast, so they are derived from lowlight (a v3 user).
import type { createLowlight } from 'lowlight'

export type Root = ReturnType<ReturnType<typeof createLowlight>['highlight']>
export type RootContent = Root['children'][number]
export type Element = Extract<RootContent, { type: 'element' }>
export type ElementContent = Element['children'][number]
