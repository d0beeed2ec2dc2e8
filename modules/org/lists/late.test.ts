import { describe, expect, it } from 'vitest'
import { localInputToIso } from '~/modules/competitions'
import { type ListWindow, answerOutcome, itemOutcome } from './late'

// A list that ends at midnight in São Paulo (00:00 of 1 December = 03:00 UTC).
const SP = 'America/Sao_Paulo'
const at = (local: string) => localInputToIso(local, SP)!
const list = (policy: ListWindow['late_policy'], penalty = 0): ListWindow => ({
  starts_at: at('2026-11-24T08:00'),
  ends_at: at('2026-12-01T00:00'),
  late_policy: policy,
  late_penalty: penalty,
})
const accepted = (local: string) => ({ status: 'accepted', score: 100, createdAt: at(local) })

describe('late policy at midnight São Paulo', () => {
  it('reads the end as 03:00 UTC', () => {
    expect(list('closed').ends_at).toBe('2026-12-01T03:00:00.000Z')
  })

  it('counts a solution at 23:59:59 and one at exactly midnight as on time', () => {
    expect(itemOutcome([accepted('2026-11-30T23:59:59')], list('closed')).status).toBe('solved')
    expect(itemOutcome([accepted('2026-12-01T00:00')], list('closed')).status).toBe('solved')
  })

  it('a closed list ignores a solution one second after midnight', () => {
    expect(itemOutcome([accepted('2026-12-01T00:00:01')], list('closed'))).toEqual({
      status: 'not_started',
      score: null,
      solvedAt: null,
    })
  })

  it('a penalty list takes it as late, with the penalty off the score', () => {
    expect(itemOutcome([accepted('2026-12-01T00:00:01')], list('penalty', 30))).toEqual({
      status: 'late',
      score: 70,
      solvedAt: at('2026-12-01T00:00:01'),
    })
  })

  it('ignores what came before the start, and an on-time solution beats a late one', () => {
    const attempts = [
      accepted('2026-11-24T07:59'),
      { status: 'wrong_answer', score: 40, createdAt: at('2026-11-25T10:00') },
    ]
    expect(itemOutcome(attempts, list('penalty', 50))).toEqual({ status: 'tried', score: 40, solvedAt: null })
    const both = [accepted('2026-12-02T10:00'), accepted('2026-11-30T10:00')]
    expect(itemOutcome(both, list('penalty', 50)).status).toBe('solved')
  })

  it('keeps the best score: a late full solution at 50% loses to an on-time 60', () => {
    const attempts = [
      { status: 'wrong_answer', score: 60, createdAt: at('2026-11-30T10:00') },
      accepted('2026-12-01T09:00'),
    ]
    expect(itemOutcome(attempts, list('penalty', 50))).toMatchObject({ status: 'late', score: 60 })
  })
})

describe('math and project items under the same late policy', () => {
  const answer = (local: string, graded: boolean, score: number | null, accepted = true) => ({
    graded,
    accepted,
    score,
    createdAt: at(local),
  })

  it('sent while waiting for a grade, graded with its score once graded, not started before', () => {
    expect(answerOutcome([], list('closed')).status).toBe('not_started')
    expect(answerOutcome([answer('2026-11-30T23:59', false, null)], list('closed'))).toEqual({
      status: 'sent',
      score: null,
      solvedAt: null,
    })
    expect(answerOutcome([answer('2026-11-30T23:59', true, 75)], list('closed'))).toEqual({
      status: 'graded',
      score: 75,
      solvedAt: at('2026-11-30T23:59'),
    })
    // A graded wrong answer has its score but is not solved.
    expect(answerOutcome([answer('2026-11-25T10:00', true, 25, false)], list('closed'))).toEqual({
      status: 'graded',
      score: 25,
      solvedAt: null,
    })
    // Before the list's start nothing counts.
    expect(answerOutcome([answer('2026-11-24T07:59', true, 100)], list('closed')).status).toBe('not_started')
  })

  it('after midnight São Paulo: a closed list ignores it, a penalty list takes it late at (100 − penalty)%', () => {
    const late = [answer('2026-12-01T00:00:01', true, 80)]
    expect(answerOutcome(late, list('closed')).status).toBe('not_started')
    expect(answerOutcome(late, list('penalty', 25))).toEqual({
      status: 'graded_late',
      score: 60,
      solvedAt: at('2026-12-01T00:00:01'),
    })
    // A late hand-in still waiting for its grade is sent; an on-time grade wins over a late one.
    expect(answerOutcome([answer('2026-12-02T10:00', false, null)], list('penalty', 25)).status).toBe('sent')
    expect(answerOutcome([answer('2026-11-30T10:00', true, 50), ...late], list('penalty', 25)).status).toBe(
      'graded',
    )
  })
})
