import { createFlash } from '~/app/kernel/requests/flash.server'

// The confirmation after a note is created, changed or deleted (docs/product.md#social-notes: 'Você atualizou suas anotações.'):
// the kernel's signed one-shot cookie, never a query flag.
export type NotesFlash = 'saved'

const channel = createFlash('trilha_notes_flash', (v): v is NotesFlash => v === 'saved')

export const setNotesFlash = (target: string) => channel.set(target, 'saved')
export const takeNotesFlash = (request: Request) => channel.take(request)
