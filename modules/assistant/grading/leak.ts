import type { Lng } from '~/app/kernel/i18n/locale'
import { resources } from '~/app/locales'
import { withholdSolutions } from '../chat/guard'

// The grader sees the official solution (it grades against it) and is told never to reveal it; as with the
// chat (ADR 019), the prompt is a request and this is the check. A student who gets feedback and may answer
// again must not find the official solution in it: long code blocks go through the chat's solution filter, and
// any run of SHARED_RUN words copied from the official solution is cut out of the feedback.

/** This many words in a row, in the solution's order, are a copy, not a coincidence of phrasing. */
export const SHARED_RUN = 8

// Words, numbers and the symbols a worked answer is made of (so "30 · 29 / 2 = 435" is five tokens, not three).
const TOKEN = /[\p{L}\p{N}]+|[=+\-*/·×÷^<>≤≥√π∑]/gu

const normal = (token: string) => token.toLocaleLowerCase('pt-BR')

/** The feedback with copied runs of the solution replaced by the note. */
export function withoutSolutionRuns(feedback: string, solution: string, note: string): string {
  const solutionTokens = [...solution.matchAll(TOKEN)].map((m) => normal(m[0]))
  if (solutionTokens.length < SHARED_RUN) return feedback
  const runs = new Set<string>()
  for (let i = 0; i + SHARED_RUN <= solutionTokens.length; i++)
    runs.add(solutionTokens.slice(i, i + SHARED_RUN).join(' '))
  const tokens = [...feedback.matchAll(TOKEN)].map((m) => ({
    text: normal(m[0]),
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }))
  const copied = new Array<boolean>(tokens.length).fill(false)
  for (let i = 0; i + SHARED_RUN <= tokens.length; i++) {
    const run = tokens
      .slice(i, i + SHARED_RUN)
      .map((t) => t.text)
      .join(' ')
    if (runs.has(run)) copied.fill(true, i, i + SHARED_RUN)
  }
  let out = ''
  let from = 0
  for (let i = 0; i < tokens.length; i++) {
    if (!copied[i] || (i > 0 && copied[i - 1])) continue
    let j = i
    while (j + 1 < tokens.length && copied[j + 1]) j++
    out += `${feedback.slice(from, tokens[i].start)}(${note})`
    from = tokens[j].end
  }
  return out + feedback.slice(from)
}

/** One feedback text as the student may read it: no long code block, no copied run of the solution. */
export function guardFeedback(text: string, solution: string, lng: Lng): string {
  const { withheld, solutionWithheld } = resources[lng].assistant.replies
  return withoutSolutionRuns(withholdSolutions(text, withheld), solution, solutionWithheld).trim()
}

/** Said to the grader model (it sees the official solution to grade against it). */
export const KEEP_SOLUTION_PRIVATE =
  'The official solution is for you only. Never copy, quote or paraphrase its steps or its final result in any ' +
  'feedback or summary, and never write a complete worked answer or program: say what is right, what to check ' +
  'and which idea to revisit, so the student can find the way alone.'
