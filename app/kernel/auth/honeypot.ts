/** Honeypot: a field people never see and bots fill in. */
export const HONEYPOT_FIELD = 'website'

export function isBot(formData: FormData) {
  const value = formData.get(HONEYPOT_FIELD)
  return typeof value === 'string' && value.length > 0
}
