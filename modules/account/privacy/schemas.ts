import { z } from 'zod'

// Messages are translation keys of the privacy namespace.
export const deleteAccountSchema = z.object({
  password: z.string({ required_error: 'errors.passwordRequired' }).max(128, 'errors.passwordRequired'),
  confirm: z.literal('on', { errorMap: () => ({ message: 'errors.confirmRequired' }) }),
})
