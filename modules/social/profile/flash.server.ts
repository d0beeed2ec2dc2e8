import { createFlash } from '~/app/kernel/requests/flash.server'
import { EDIT_NOTICES, type EditNotice } from './edit-actions.server'

// What the profile edit says after a save (POST/redirect/GET): a one-shot signed cookie for /user/edit.
const channel = createFlash<EditNotice>('trilha_profile', (value): value is EditNotice =>
  (EDIT_NOTICES as readonly unknown[]).includes(value),
)

/** The Set-Cookie header that makes `target` show the notice once. */
export const setProfileNotice = (target: string, notice: EditNotice) => channel.set(target, notice)

/** The notice meant for this request's page, and the headers that clear it. */
export const takeProfileNotice = (request: Request) => channel.take(request)
