import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

function readOrCreateSecret(): string {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET
  // A fresh clone has no secret: make one beside the database so sessions survive restarts.
  const file = path.resolve(path.dirname(process.env.DATABASE_PATH ?? 'data/trilha.db'), '.session-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    const secret = crypto.randomBytes(32).toString('hex')
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, secret, { mode: 0o600 })
    return secret
  }
}

/**
 * The origin written into e-mails and certificates. Never the request's Host header: a forged Host would
 * put an attacker's domain in a password-reset link. server.js refuses to start without PUBLIC_URL and
 * `npm start` sets it to http://localhost:PORT; tests set it in their setup.
 */
function publicOrigin(): string {
  const raw = process.env.PUBLIC_URL
  if (!raw)
    throw new Error('PUBLIC_URL is not set (the origin used in e-mail links, e.g. https://trilha.com.br)')
  const url = new URL(raw)
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`PUBLIC_URL must be http(s): ${raw}`)
  return url.origin
}

/**
 * The local outbox shows every outgoing mail (reset links included), so it is only on when asked for, with
 * no SMTP, outside Fly, and behind a random key that `npm start` prints: a visitor who can reach the
 * server, on whatever address it listens, cannot guess it.
 */
function devOutboxKey(): string | null {
  if (process.env.TRILHA_DEV_OUTBOX !== '1' || process.env.SMTP_URL || process.env.FLY_APP_NAME) return null
  const key = process.env.TRILHA_DEV_OUTBOX_KEY ?? ''
  return key.length >= 16 ? key : null
}

let cached: ReturnType<typeof load> | undefined
function load() {
  const outboxKey = devOutboxKey()
  return {
    sessionSecret: readOrCreateSecret(),
    smtpUrl: process.env.SMTP_URL || null,
    mailFrom: process.env.MAIL_FROM || 'Trilha <nao-responda@trilha.dev>',
    /** The outbox page shows every outgoing mail: only for local use, never in a deployment. */
    devOutbox: outboxKey !== null,
    devOutboxKey: outboxKey,
    secureCookies: process.env.COOKIE_SECURE === '1',
    get publicUrl() {
      return publicOrigin()
    },
  }
}

export function env() {
  cached ??= load()
  return cached
}
