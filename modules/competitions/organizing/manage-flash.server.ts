import { createFlash } from '~/app/kernel/requests/flash.server'

// The manage page's one-shot confirmation after a POST/redirect/GET: the kernel's signed flash cookie.

export type ManageFlash =
  | { kind: 'refreshed' }
  | { kind: 'unfrozen' }
  | { kind: 'rejudged'; count: number }
  | { kind: 'rejudgedOne'; id: number }

const KINDS = new Set(['refreshed', 'unfrozen', 'rejudged', 'rejudgedOne'])

const channel = createFlash(
  'trilha_manage_flash',
  (v): v is ManageFlash => !!v && typeof v === 'object' && KINDS.has((v as { kind?: string }).kind ?? ''),
)

export const setManageFlash = (target: string, flash: ManageFlash) => channel.set(target, flash)

/** The flash meant for this page and the headers that clear it; a forged or foreign one is not shown. */
export const takeManageFlash = (request: Request) => channel.take(request)
