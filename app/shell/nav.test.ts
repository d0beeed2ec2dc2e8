import { describe, expect, it } from 'vitest'
import { COMING_SOON } from '~/modules/site/routes'
import { navItems, userMenuGroups } from './nav'

/** Every path the shell's menus link to, for a user who sees all of them (JTT member, logged in). */
function shellPaths() {
  const nav = navItems(true).flatMap((item) => (item.children ? item.children.map((c) => c.to) : [item.to!]))
  const menu = userMenuGroups(7, true).flatMap((g) => g.links.map((l) => l.to))
  return [...nav, ...menu]
}

describe('shell links and FEATURES (issue 16 item 7)', () => {
  // Turning a FEATURES switch on without the page landing (its path still in COMING_SOON) fails here.
  it('no menu link leads to a coming-soon page', () => {
    const soon = Object.values(COMING_SOON).map((p) => `/${p}`)
    expect(shellPaths().filter((p) => soon.includes(p))).toEqual([])
  })

  it('keeps the links of features that exist', () => {
    const paths = shellPaths()
    expect(paths).toContain('/exercises')
    expect(paths).toContain('/subjects')
    expect(paths).toContain('/videos')
    expect(paths).toContain('/calendar')
    expect(paths).not.toContain('/projects')
    expect(userMenuGroups(7, false).map((g) => g.key)).toEqual([
      'profile',
      'creators',
      'content',
      'legacy',
      'staff',
    ])
    expect(paths).toContain('/subscription/grants')
  })
})
