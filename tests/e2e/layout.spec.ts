// Issue 16 item 12, at 1366×768 and on a 390×844 phone, JavaScript on and off: the community-chat button covers
// nothing on the landing, a course's lessons start at one left edge (no staircase), and the course-competitions
// card keeps its text inside its border.
import type { Locator, Page } from '@playwright/test'
import { INTRO_COURSE } from '../../db/seed/learning/introducao-a-programacao'
import { expect, test } from './fixtures'

/**
 * Text and controls the chat button's box intersects. The bars fixed to the screen (top bar, phone tab bar) are
 * left out: content scrolls under them by design, and they are not the button.
 */
function coveredByChat(page: Page) {
  return page.evaluate(() => {
    const chat = document.querySelector('a.community-chat')
    if (!chat) return ['no community-chat button']
    const box = chat.getBoundingClientRect()
    const covered: string[] = []
    for (const el of document.querySelectorAll('body *')) {
      if (chat.contains(el) || el.contains(chat) || el.closest('header.topbar, nav.bottom-nav')) continue
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())
      if (!own && !el.matches('a, button, input, select, textarea, img, svg')) continue
      const style = getComputedStyle(el)
      if (style.visibility === 'hidden' || style.display === 'none') continue
      const r = el.getBoundingClientRect()
      if (r.width === 0 || r.height === 0) continue
      if (r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top)
        covered.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`)
    }
    return covered
  })
}

/** The text boxes (one per line) of every text inside `card`, and the card's own box. */
function textInside(card: Locator) {
  return card.evaluate((el) => {
    const outer = el.getBoundingClientRect()
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    const boxes: { text: string; left: number; right: number; top: number; bottom: number }[] = []
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const r of range.getClientRects())
        boxes.push({
          text: node.textContent.trim().slice(0, 30),
          left: r.left,
          right: r.right,
          top: r.top,
          bottom: r.bottom,
        })
    }
    return { outer: { left: outer.left, right: outer.right, top: outer.top, bottom: outer.bottom }, boxes }
  })
}

for (const [device, viewport] of [
  ['desktop', { width: 1366, height: 768 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`${device}: item 12 layout`, () => {
    test.use({ viewport })

    test('the landing: the community-chat button covers no text or control at any scroll position', async ({
      page,
    }) => {
      await page.goto('/br')
      const chat = page.locator('a.community-chat')
      await expect(chat).toBeVisible()
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      for (let y = 0; y <= height; y += 120) {
        await page.evaluate((top) => window.scrollTo(0, top), y)
        expect(await coveredByChat(page), `scrolled to ${y}`).toEqual([])
      }
      // Scrolled to the end: nothing covers the button either (the phone's tab bar included).
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      expect(await coveredByChat(page)).toEqual([])
      const onTop = await chat.evaluate((el) => {
        const r = el.getBoundingClientRect()
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
        return r.bottom <= window.innerHeight && !!hit && el.contains(hit)
      })
      expect(onTop).toBe(true)
    })

    test("a course's lessons all start at the same left edge", async ({ page }) => {
      await page.goto(`/br/course/${INTRO_COURSE.slug}`)
      const rows = page.locator('.lesson-list .lesson-row')
      // The seeded course has lessons at layer depths 0, 1 and 2.
      expect(await rows.count()).toBeGreaterThan(3)
      const lefts = await rows.evaluateAll((lis) =>
        lis.map((li) => {
          const icon = li.querySelector('.lesson-type')!.getBoundingClientRect().left
          return [Math.round(li.getBoundingClientRect().left), Math.round(icon)]
        }),
      )
      expect(new Set(lefts.map(([row]) => row)).size).toBe(1)
      expect(new Set(lefts.map(([, icon]) => icon)).size).toBe(1)
    })

    for (const [where, path] of [
      ['the courses page', '/br/courses'],
      ['a course page', `/br/course/${INTRO_COURSE.slug}`],
    ] as const) {
      test(`the course-competitions card pads its rows (${where})`, async ({ page }) => {
        await page.goto(path)
        const card = page.locator('ul.course-competitions')
        await expect(card).toBeVisible()
        const rows = card.locator('> li')
        expect(await rows.count()).toBeGreaterThan(0)
        for (const row of await rows.all()) {
          const padding = await row.evaluate((li) => {
            const s = getComputedStyle(li)
            return [s.paddingTop, s.paddingRight, s.paddingBottom, s.paddingLeft].map((p) =>
              Number.parseFloat(p),
            )
          })
          for (const side of padding) expect(side).toBeGreaterThan(0)
          // Every line of text sits inside the row's padding, away from the card's border.
          const { outer, boxes } = await textInside(row)
          expect(boxes.length).toBeGreaterThan(0)
          for (const box of boxes) {
            expect(box.left, box.text).toBeGreaterThanOrEqual(outer.left + padding[3] - 0.5)
            expect(box.right, box.text).toBeLessThanOrEqual(outer.right - padding[1] + 0.5)
            expect(box.top, box.text).toBeGreaterThanOrEqual(outer.top + padding[0] - 0.5)
            expect(box.bottom, box.text).toBeLessThanOrEqual(outer.bottom - padding[2] + 0.5)
          }
        }
      })
    }
  })
}
