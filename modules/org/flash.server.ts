import { createFlash } from '~/app/kernel/requests/flash.server'

// The org pages' one-shot messages after a POST (ADR 009). `calendar`: a new class feed address, shown once to
// the teacher who made it (only its hash is stored). `confirmSent`: a link went to the student's address.
export type OrgFlash = { kind: 'calendar'; token: string } | { kind: 'confirmSent'; email: string }

const isOrgFlash = (value: unknown): value is OrgFlash => {
  if (!value || typeof value !== 'object') return false
  const v = value as { kind?: unknown; token?: unknown; email?: unknown }
  if (v.kind === 'calendar') return typeof v.token === 'string'
  return v.kind === 'confirmSent' && typeof v.email === 'string'
}

export const orgFlash = createFlash<OrgFlash>('org_flash', isOrgFlash)
