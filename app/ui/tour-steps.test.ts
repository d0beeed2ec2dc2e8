import { describe, expect, it } from 'vitest'
import { SCRIPT_CALL_HEADERS } from '../kernel/requests/script-call'
import { DISMISS_HEADERS, actionsAt, dismissUrl } from './tour-steps'

describe("the tour card's rules (tour-island.ts)", () => {
  it('offers back from the second step on, next until the last, done on the last, close always', () => {
    expect(actionsAt(0, 3)).toEqual(['next', 'close'])
    expect(actionsAt(1, 3)).toEqual(['back', 'next', 'close'])
    expect(actionsAt(2, 3)).toEqual(['back', 'done', 'close'])
    // A page with a single step of its tour on it finishes at once.
    expect(actionsAt(0, 1)).toEqual(['done', 'close'])
  })

  it('dismisses through the API with the header every script call sends', () => {
    expect(DISMISS_HEADERS).toEqual(SCRIPT_CALL_HEADERS)
    expect(dismissUrl('exercise')).toBe('/api/tours/exercise/dismiss')
  })
})
