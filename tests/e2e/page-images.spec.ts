import { expect, test } from './fixtures'

// Images at their display size (issue 24): the course icons come resized as WebP for the size they are shown
// at, never the 600×600 PNG, and the flags of a closed language menu are not downloaded.
test.describe('images of the courses page', () => {
  test('downloads course icons at their display size and only the flag on show', async ({ page }) => {
    const images: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'image') images.push(new URL(r.url()).pathname)
    })
    await page.goto('/br/courses')
    const icon = page.locator('img.course-icon').first()
    await icon.scrollIntoViewIfNeeded()
    await expect
      .poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(96)
    const icons = images.filter((p) => p.startsWith('/image/course-icon/'))
    expect(icons.length).toBeGreaterThan(0)
    for (const p of icons) expect(p).toMatch(/^\/image\/course-icon\/\d+-(64|96|120|128|192|240)\.webp$/)
    expect(images.filter((p) => p.startsWith('/flags/'))).toEqual(['/flags/br.svg'])

    // Opening the menu shows the other language's flag: then it is fetched.
    await page.locator('.language-menu summary').click()
    await expect(page.locator('.language-menu .menu-panel .menu-flag')).toBeVisible()
    await expect.poll(() => images.includes('/flags/gb.svg')).toBe(true)
  })
})
