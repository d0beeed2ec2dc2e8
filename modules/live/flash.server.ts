import { createFlash } from '~/app/kernel/requests/flash.server'

// The live module's one-shot messages after a POST (ADR 009). `token`: a new calendar feed, shown once (only its
// hash is stored).
export type LiveFlash =
  | { kind: 'saved' }
  | { kind: 'revoked' }
  | { kind: 'token'; token: string }
  | { kind: 'deleted' }

const isLiveFlash = (value: unknown): value is LiveFlash => {
  if (!value || typeof value !== 'object') return false
  const v = value as { kind?: unknown; token?: unknown }
  if (v.kind === 'token') return typeof v.token === 'string'
  return v.kind === 'saved' || v.kind === 'revoked' || v.kind === 'deleted'
}

export const liveFlash = createFlash<LiveFlash>('live_flash', isLiveFlash)
