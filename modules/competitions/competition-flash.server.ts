import { createFlash } from '~/app/kernel/requests/flash.server'

// One-shot confirmations after a POST/redirect/GET (joined, virtual run started, saved): the kernel's signed
// flash cookie (ADR 009), never a query flag.

export type CompetitionFlash = 'joined' | 'virtual' | 'created' | 'saved' | 'simulated'
const KINDS: readonly unknown[] = ['joined', 'virtual', 'created', 'saved', 'simulated']

const channel = createFlash('trilha_competition_flash', (v): v is CompetitionFlash => KINDS.includes(v))

/** The Set-Cookie header that makes `target`'s next GET show `kind` once. */
export const setCompetitionFlash = (target: string, kind: CompetitionFlash) => channel.set(target, kind)

/** The confirmation meant for this page, if any, and the headers that clear it. */
export const takeCompetitionFlash = (request: Request) => channel.take(request)
