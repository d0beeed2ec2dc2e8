import { tFor } from '~/app/kernel/i18n/i18n.server'
import { sendMail } from '~/app/kernel/people/mail.server'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { env } from '~/app/kernel/runtime/env.server'
import { RESET_TOKEN_MINUTES, createResetToken } from './accounts.server'

/** Sends the reset link in the language of the page the request came from. */
export async function sendResetMail(request: Request, email: string) {
  const created = await createResetToken(email)
  if (!created) return
  const t = await tFor(request, 'account')
  const origin = env().publicUrl
  const link = `${origin}/${requestPrefix(request)}/reset-password?token=${created.token}`
  await sendMail({
    to: email,
    subject: t('resetMail.subject'),
    text: t('resetMail.body', { name: created.name, link, minutes: RESET_TOKEN_MINUTES }),
  })
}
