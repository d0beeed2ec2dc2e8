import { createHash, randomBytes } from 'node:crypto'

// Secrets that travel in a URL (calendar feeds, e-mailed confirmation links): 24 random bytes, and only their
// SHA-256 kept in the database, so a copy of the database opens nothing. A fast hash is enough here: the token
// has 192 bits of entropy, nothing to guess, unlike a password.

export const newSecretToken = () => randomBytes(24).toString('base64url')

export const hashSecretToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** What `newSecretToken` makes (32 characters of base64url): anything else is refused before any lookup. */
export const looksLikeSecretToken = (value: string) => /^[A-Za-z0-9_-]{32}$/.test(value)
