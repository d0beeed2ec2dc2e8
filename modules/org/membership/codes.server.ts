import { randomBytes } from 'node:crypto'

// Codes people type (an invitation, a class's join code): no 0/O or 1/I to misread on a projector.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

export function newCode(length = 8): string {
  const bytes = randomBytes(length)
  return [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('')
}

/** What people type: spaces and case do not matter. */
export function normalizeCode(value: unknown): string {
  return String(value ?? '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 16)
}
