// The fake author model of the tests and the e2e suite (issue 19: AI-created math exercises), registered in
// model-script.mjs under the draft's schema name. Deterministic: it writes an exercise about the request's
// theme ("Theme: …" line), or about "the picture" when the request carried an image part, so a test can find
// the draft by its title.
import { lastUserText } from './model-server.mjs'

const hasImage = (body) =>
  (body.messages ?? []).some((m) => Array.isArray(m.content) && m.content.some((p) => p.type === 'image_url'))

export function draftMath(body) {
  const theme = /^Theme: (.*)$/m.exec(lastUserText(body))?.[1]?.trim() || (hasImage(body) ? 'a figura' : '?')
  return JSON.stringify({
    title_br: `Exercício sobre ${theme}`,
    title_gb: `Exercise about ${theme}`,
    statement_br: `Uma loja dá 20% de desconto em um produto de R$ 50 (${theme}). Quanto ele passa a custar?`,
    statement_gb: `A shop takes 20% off a R$ 50 product (${theme}). What does it cost now?`,
    solution_br: 'O desconto é $0{,}2 \\cdot 50 = 10$ reais, então o produto custa $50 - 10 = 40$ reais.',
    solution_gb: 'The discount is $0.2 \\cdot 50 = 10$ reais, so the product costs $50 - 10 = 40$ reais.',
    difficulty: 'easy',
    kind: 'authentic_problem',
  })
}

/** schema name → answer (see modules/assistant/authoring/math-create.server.ts: MATH_DRAFT_SCHEMA_NAME). */
export const authoringRules = { trilha_math_draft: draftMath }
