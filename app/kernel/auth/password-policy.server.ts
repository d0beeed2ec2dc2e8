// Which new passwords are refused (issue 15 item 12, ADR 006): the ones an attacker tries first. Guessing and
// credential stuffing start from lists of leaked passwords and from what the victim's account already shows.
//
// The rule, compared after folding both sides (lower case, accents and spaces removed, so "Senha 123" is
// "senha123" and "JOÃO" is "joao"):
// - common: the password is one of the ~49 000 most frequent leaked passwords (@zxcvbn-ts/language-common,
//   ranked list `passwords-common`) or of the short Brazilian supplement below;
// - personal: the password equals the account's e-mail address, the e-mail's local part (before "@"), the
//   full name (spaces dropped) or any single word of the name with at least 4 letters.
// "Equals", not "contains": a rule people can read in the message and predict ("maria-na-trilha-2026" is fine).
//
// Server-only (*.server.ts): the list is ~400 kB and must never reach the browser bundle. Loaded on first use
// (the package decompresses its lists when imported): most processes never see a new password.

/**
 * Frequent in Brazilian leak reports (yearly "most common passwords in Brazil" rankings) and missing from the
 * package's list, which is mostly English: default passwords companies hand out and team / country names.
 */
const BRAZILIAN_SUPPLEMENT = [
  'mudar123', // "change123": the default password helpdesks and schools hand out
  'mudar@123',
  'trocar123', // "swap123": same use
  'senha1234', // "password1234"
  'senha12345',
  'senha@123',
  'brasil123',
  'brasil2014', // the World Cup year
  'corinthians', // football clubs with the largest crowds
  'corinthians123',
  'palmeiras123',
  'flamengo123',
  'vasco123',
  'gremio123',
  'teamo123', // "iloveyou123"
]

/** Translation keys (namespace account) of a refusal. */
export type WeakPasswordReason = 'errors.passwordCommon' | 'errors.passwordPersonal'

/** Lower case, without accents (NFKD marks) and without spaces. */
export function foldForComparison(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, '')
}

let common: Promise<Set<string>> | null = null

/** Built once per process, on first use (~60 ms). */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => {
    const set = new Set<string>()
    for (const word of dictionary['passwords-common']) set.add(foldForComparison(word))
    for (const word of BRAZILIAN_SUPPLEMENT) set.add(foldForComparison(word))
    return set
  })
  return common
}

/** The words a password must not equal: e-mail, its local part, the name joined, each name word ≥ 4 letters. */
function personalWords(identity: { email: string; name: string }): Set<string> {
  const email = foldForComparison(identity.email)
  const words = new Set([email, email.split('@')[0], foldForComparison(identity.name)])
  for (const part of identity.name.split(/[\s-]+/)) {
    const folded = foldForComparison(part)
    if (folded.length >= 4) words.add(folded)
  }
  words.delete('')
  return words
}

/** Why `password` is refused for this person (a translation key), or null when it may be used. */
export async function weakPasswordReason(
  password: string,
  identity: { email: string; name: string },
): Promise<WeakPasswordReason | null> {
  const folded = foldForComparison(password)
  if ((await commonPasswords()).has(folded)) return 'errors.passwordCommon'
  if (personalWords(identity).has(folded)) return 'errors.passwordPersonal'
  return null
}
