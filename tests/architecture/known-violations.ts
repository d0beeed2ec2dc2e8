// Imports that break the module order today (ADR 014), each to be removed; the test fails when one is gone but
// still listed, so this list only shrinks. Format: `<kind>: <from unit> -> <to unit>`.
export const KNOWN = new Set<string>([
  // The exercise page renders learning's QuickFeedback (like/dislike + comment): it moves below the judge.
  'order: judge -> learning',
  // …which closes a cycle: learning reads the judge, competitions read the judge, learning shows competitions.
  'cycle: judge -> competitions -> learning',
])
