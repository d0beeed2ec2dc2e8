import { expect, test } from './fixtures'

// Issue 24, ADR 026: a content page paints from its HTML alone (its rules inlined in <head>); the one sheet is
// linked at the end of <body>, where it blocks nothing above it.
const COURSE = '/br/course/introducao-a-programacao'

test.describe('first round trip (ADR 026)', () => {
  test('a content page carries its own rules and links the sheet only at the end of <body>', async ({
    request,
  }) => {
    const html = await (await request.get(COURSE)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).not.toMatch(/<link[^>]*rel="stylesheet"/)
    const inlined = /<style nonce="[^"]+" data-critical-css="">([\s\S]*?)<\/style>/.exec(head)?.[1] ?? ''
    expect(inlined).toContain('.topbar{')
    expect(inlined).toContain('.course-header{')
    // Rules of pages this one does not show stay in the sheet.
    expect(inlined).not.toContain('.scoreboard')
    expect(html).toMatch(
      /<link rel="stylesheet" href="\/assets\/app-[\w-]+\.css"\/>(<script[\s\S]*)?<\/body>/,
    )
  })

  test('with the sheet held back, the page is already laid out by its inlined rules', async ({ page }) => {
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/assets\/app-[\w-]+\.css$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto(COURSE, { waitUntil: 'commit' })
    await expect(page.locator('.topbar')).toHaveCSS('position', 'sticky')
    await expect(page.locator('.course-header')).toHaveCSS('display', 'flex')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    release()
    await page.waitForLoadState('load')
    await expect(page.locator('.topbar')).toHaveCSS('position', 'sticky')
  })
})
