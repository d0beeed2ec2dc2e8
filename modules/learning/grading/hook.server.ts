import { remember } from '@epic-web/remember'
import type { GradedKind } from '~/db/schema-grading'

// Learning is below the assistant (ADR 014): it cannot call the grader, so the assistant installs a listener at
// start (`startGrading`) and a new math answer or project hand-in wakes it through here. Without a listener
// (no grader started) the answer simply waits "under review" / "in queue"; the grader's start-up sweep finds it.

type Listener = (kind: GradedKind, submissionId: number) => void

const state = remember('trilha-answer-submitted', () => ({ listener: null as Listener | null }))

export function onAnswerSubmitted(listener: Listener): () => void {
  state.listener = listener
  return () => {
    if (state.listener === listener) state.listener = null
  }
}

/** Called after the answer's row is written; a failing listener never fails the student's POST. */
export function answerSubmitted(kind: GradedKind, submissionId: number): void {
  try {
    state.listener?.(kind, submissionId)
  } catch (error) {
    console.error('grading: the submitted-answer listener failed', error)
  }
}
