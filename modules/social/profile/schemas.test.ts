import { parseWithZod } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import { basicProfileSchema, newInstitutionSchema, socialLinkSchema } from './schemas'
import { linkHostOk, twitchChannel } from './social-links'

const NOW = new Date('2026-05-10T12:00:00Z')
const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) data.set(k, v)
  return data
}
const errorsOf = (schema: Parameters<typeof parseWithZod>[1]['schema'], fields: Record<string, string>) => {
  const submission = parseWithZod(form(fields), { schema })
  return submission.status === 'success' ? null : submission.error
}

describe('basic information', () => {
  const basic = basicProfileSchema(NOW)
  const valid = { firstName: 'Ana', lastName: 'Souza', color: 'teal' }

  it('needs both names, 1 to 60 characters', () => {
    expect(errorsOf(basic, valid)).toBeNull()
    expect(errorsOf(basic, { ...valid, firstName: '  ' })).toEqual({
      firstName: ['profile:edit.errors.firstNameRequired'],
    })
    expect(errorsOf(basic, { ...valid, lastName: 'x'.repeat(61) })).toEqual({
      lastName: ['profile:edit.errors.lastNameTooLong'],
    })
  })

  it('takes a real past birth date of someone 5 to 120 years old', () => {
    expect(errorsOf(basic, { ...valid, birthdate: '2010-02-28' })).toBeNull()
    expect(errorsOf(basic, { ...valid, birthdate: '2010-02-30' })?.birthdate).toEqual([
      'profile:edit.errors.birthdateInvalid',
    ])
    expect(errorsOf(basic, { ...valid, birthdate: '2027-01-01' })?.birthdate).toEqual([
      'profile:edit.errors.birthdateFuture',
    ])
    // Turns 5 on 2026-05-11: still 4 on NOW.
    expect(errorsOf(basic, { ...valid, birthdate: '2021-05-11' })?.birthdate).toEqual([
      'profile:edit.errors.birthdateAge',
    ])
    expect(errorsOf(basic, { ...valid, birthdate: '2021-05-10' })).toBeNull()
    expect(errorsOf(basic, { ...valid, birthdate: '1900-01-01' })?.birthdate).toEqual([
      'profile:edit.errors.birthdateAge',
    ])
  })

  it('refuses genders and colours outside the lists and biographies over 2000 characters', () => {
    expect(errorsOf(basic, { ...valid, gender: 'robot' })?.gender).toBeDefined()
    expect(errorsOf(basic, { ...valid, color: 'pink' })?.color).toBeDefined()
    expect(errorsOf(basic, { ...valid, biography: 'a'.repeat(2001) })?.biography).toEqual([
      'profile:edit.errors.biographyTooLong',
    ])
    expect(errorsOf(basic, { ...valid, gender: 'female', biography: 'a'.repeat(2000) })).toBeNull()
  })
})

describe('institution short name (uppercase letters and hyphen only)', () => {
  const base = { name: 'Instituto Federal', type: 'educational', country: 'br' }
  it.each(['IF-SP', 'UFMG', 'AB'])('accepts %s', (shortName) => {
    expect(errorsOf(newInstitutionSchema, { ...base, shortName })).toBeNull()
  })
  it.each(['ifsp', 'IF SP', 'IF_SP', 'UFMG2', 'Ü', 'A', 'A'.repeat(21)])('refuses %s', (shortName) => {
    expect(errorsOf(newInstitutionSchema, { ...base, shortName })).toEqual({
      shortName: ['profile:edit.errors.shortNameInvalid'],
    })
  })
})

describe('social links', () => {
  it('must be http(s), without credentials, on the network’s own site', () => {
    expect(linkHostOk('github', 'https://github.com/ana')).toBe('ok')
    expect(linkHostOk('github', 'https://gist.github.com/ana')).toBe('ok')
    expect(linkHostOk('github', 'https://github.com.evil.io/ana')).toBe('linkUrlHost')
    expect(linkHostOk('twitch', 'https://www.twitch.tv/ana')).toBe('ok')
    expect(linkHostOk('twitch', 'https://youtube.com/ana')).toBe('linkUrlHost')
    expect(linkHostOk('website', 'javascript:alert(1)')).toBe('linkUrlScheme')
    expect(linkHostOk('website', 'ftp://ana.dev')).toBe('linkUrlScheme')
    expect(linkHostOk('website', 'https://user:pw@ana.dev')).toBe('linkUrlInvalid')
    expect(linkHostOk('website', 'not a url')).toBe('linkUrlInvalid')
    expect(linkHostOk('website', 'http://ana.dev/blog')).toBe('ok')
  })

  it('the schema reports the reason on the address', () => {
    expect(errorsOf(socialLinkSchema, { kind: 'linkedin', url: 'https://github.com/ana' })).toEqual({
      url: ['profile:edit.errors.linkUrlHost'],
    })
    expect(errorsOf(socialLinkSchema, { url: 'https://github.com/ana' })).toEqual({
      kind: ['profile:edit.errors.linkKindRequired'],
    })
    expect(errorsOf(socialLinkSchema, { kind: 'github', url: 'https://github.com/ana' })).toBeNull()
  })

  it('takes an address typed without https:// (github.com/ana) as https, and still refuses other schemes', () => {
    const parse = (url: string) => parseWithZod(form({ kind: 'github', url }), { schema: socialLinkSchema })
    const typed = parse('github.com/ana')
    expect(typed.status).toBe('success')
    expect(typed.status === 'success' && typed.value.url).toBe('https://github.com/ana')
    const www = parse('  www.github.com/ana ')
    expect(www.status === 'success' && www.value.url).toBe('https://www.github.com/ana')
    expect(errorsOf(socialLinkSchema, { kind: 'website', url: 'javascript:alert(1)' })).toEqual({
      url: ['profile:edit.errors.linkUrlScheme'],
    })
    expect(errorsOf(socialLinkSchema, { kind: 'github', url: 'gitlab.com/ana' })).toEqual({
      url: ['profile:edit.errors.linkUrlHost'],
    })
    const port = parseWithZod(form({ kind: 'website', url: 'ana.dev:8080/blog' }), {
      schema: socialLinkSchema,
    })
    expect(port.status === 'success' && port.value.url).toBe('https://ana.dev:8080/blog')
  })

  it('reads a Twitch channel name from the address', () => {
    expect(twitchChannel('https://www.twitch.tv/trilha_ao_vivo/videos')).toBe('trilha_ao_vivo')
    expect(twitchChannel('https://twitch.tv/')).toBeNull()
  })
})
