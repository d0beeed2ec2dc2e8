// The three rubrics of a math answer (docs/product.md#learning-math-and-projects), each scored 1–4. Plain module:
// the lesson page's components read it too.
export const RUBRICS = ['strategy', 'accuracy', 'communication'] as const
export type Rubric = (typeof RUBRICS)[number]
