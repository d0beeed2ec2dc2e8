import { remember } from '@epic-web/remember'

// What an accepted submission earned (issue 16: celebrate it). XP and levels are the learning module's; the
// judge never imports it (a lower module), so learning installs the answer here when it starts (like the
// competitions gate, ADR 010). Alone, the judge knows of no reward and shows none.

export interface SubmissionReward {
  /** XP this verdict granted (the exercise's, plus the daily bonus when it came with it). */
  xp: number
  /** Categories whose level went up with it. */
  level_ups: { category: string; level: number }[]
}

export type RewardQuestion = (input: {
  submissionId: number
  userId: number
}) => Promise<SubmissionReward | null>

const holder = remember('trilha-judge-reward', () => ({ question: null as RewardQuestion | null }))

/** Installed by the learning module when it starts; returns the one it replaced (tests put it back). */
export function setRewardQuestion(question: RewardQuestion | null): RewardQuestion | null {
  const previous = holder.question
  holder.question = question
  return previous
}

/** The owner's reward for an accepted submission, or null (nothing earned, unknown, or no one answers). */
export async function submissionReward(input: { submissionId: number; userId: number }) {
  try {
    return (await holder.question?.(input)) ?? null
  } catch (error) {
    console.error('judge: the reward question failed', error)
    return null
  }
}
