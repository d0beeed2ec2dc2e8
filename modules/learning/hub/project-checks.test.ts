import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { inspectZip, missingFiles, parseGithubRepoUrl } from './project-checks.server'

describe('parseGithubRepoUrl', () => {
  it.each([
    ['https://github.com/ana/site', 'https://github.com/ana/site'],
    ['https://github.com/ana/site/', 'https://github.com/ana/site'],
    ['https://github.com/ana/site.git', 'https://github.com/ana/site'],
    ['https://github.com/ana/site.git/', 'https://github.com/ana/site'],
    ['  https://github.com/Ana-Maria/my_site.v2  ', 'https://github.com/Ana-Maria/my_site.v2'],
    ['https://github.com/a/.github', 'https://github.com/a/.github'],
    [`https://github.com/${'a'.repeat(39)}/r`, `https://github.com/${'a'.repeat(39)}/r`],
  ])('accepts %s', (input, url) => {
    expect(parseGithubRepoUrl(input)?.url).toBe(url)
  })

  it.each([
    'http://github.com/ana/site',
    'https://www.github.com/ana/site',
    'https://gitlab.com/ana/site',
    'https://github.com/ana',
    'https://github.com/ana/',
    'https://github.com/ana/site/tree/main',
    'https://github.com/ana/site?tab=readme',
    'https://github.com/ana/site#readme',
    'https://github.com/-ana/site',
    'https://github.com/ana-/site',
    'https://github.com/an--a/site',
    'https://github.com/an_a/site',
    `https://github.com/${'a'.repeat(40)}/site`,
    'https://github.com/ana/..',
    'https://github.com/ana/.',
    'https://github.com/ana/si te',
    'https://github.com/ana/site.git.git',
    `https://github.com/ana/${'r'.repeat(101)}`,
    'https://github.com.evil.example/ana/site',
    'https://user@github.com/ana/site',
    'github.com/ana/site',
    'javascript:alert(1)',
    '',
  ])('refuses %s', (input) => {
    expect(parseGithubRepoUrl(input)).toBeNull()
  })
})

const zip = (files: Record<string, string>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strToU8(v)])))

describe('inspectZip', () => {
  it('accepts a real ZIP with the obligatory files, at the root or under one top folder', async () => {
    expect(
      await inspectZip(zip({ 'README.md': '#', 'src/index.html': '<p>' }), ['README.md', 'src/index.html']),
    ).toEqual({
      ok: true,
      files: ['README.md', 'src/index.html'],
    })
    const github = zip({ 'site-main/README.md': '#', 'site-main/src/index.html': '<p>' })
    expect((await inspectZip(github, ['README.md', './src/index.html'])).ok).toBe(true)
  })

  it('names the obligatory files that are missing', async () => {
    expect(await inspectZip(zip({ 'README.md': '#' }), ['README.md', 'index.html', 'style.css'])).toEqual({
      ok: false,
      reason: 'zipMissing',
      missing: ['index.html', 'style.css'],
    })
  })

  it('refuses what is not a ZIP, an empty ZIP and a truncated one', async () => {
    expect(await inspectZip(strToU8('not a zip at all'), [])).toEqual({ ok: false, reason: 'zipInvalid' })
    expect(await inspectZip(zipSync({}), [])).toEqual({ ok: false, reason: 'zipInvalid' })
    const whole = zip({ 'README.md': 'x'.repeat(1000) })
    expect((await inspectZip(whole.slice(0, whole.length - 30), [])).ok).toBe(false)
  })

  it('refuses absolute paths, parent-directory paths and backslashes', async () => {
    expect(await inspectZip(zip({ '/etc/passwd': 'x' }), [])).toEqual({ ok: false, reason: 'zipUnsafe' })
    expect(await inspectZip(zip({ 'a/../../evil.sh': 'x' }), [])).toEqual({ ok: false, reason: 'zipUnsafe' })
    expect(await inspectZip(zip({ 'C:/win.ini': 'x' }), [])).toEqual({ ok: false, reason: 'zipUnsafe' })
    expect(await inspectZip(zip({ 'a\\..\\b': 'x' }), [])).toEqual({ ok: false, reason: 'zipUnsafe' })
  })

  it('matches a root folder only when it holds everything', () => {
    expect(missingFiles(['a/README.md', 'b/x'], ['README.md'])).toEqual(['README.md'])
    expect(missingFiles(['a/README.md', 'a/x'], ['README.md'])).toEqual([])
  })
})
