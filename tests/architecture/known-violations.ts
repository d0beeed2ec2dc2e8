// Imports that break the module order today (ADR 014), each to be removed; the test fails when one is gone but
// still listed, so this list only shrinks. Format: `<kind>: <from unit> -> <to unit>`.
export const KNOWN = new Set<string>([])
