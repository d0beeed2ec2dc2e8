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

let cached: ReturnType<typeof load> | undefined
function load() {
  return {
    sessionSecret: readOrCreateSecret(),
    smtpUrl: process.env.SMTP_URL || null,
    mailFrom: process.env.MAIL_FROM || 'Trilha <nao-responda@trilha.dev>',
    /** The outbox page shows every outgoing mail: only for local use, never in a deployment. */
    devOutbox: process.env.TRILHA_DEV_OUTBOX === '1' && !process.env.SMTP_URL,
    secureCookies: process.env.COOKIE_SECURE === '1',
    publicUrl: process.env.PUBLIC_URL || null,
  }
}

export function env() {
  cached ??= load()
  return cached
}
