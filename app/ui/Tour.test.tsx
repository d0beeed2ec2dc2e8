import { describe, expect, it } from 'vitest'
import { TOURS } from '~/app/kernel/people/tours'
import { renderRoute } from '~/tests/setup/render'
import { TourTemplate } from './Tour'
import { stepLabel } from './tour-steps'

const render = (lng: 'pt-BR' | 'en-GB', tour: keyof typeof TOURS, prefix: string) =>
  renderRoute(lng, ['common', 'tours'], () => <TourTemplate tour={tour} prefix={prefix} />)

describe('TourTemplate (the card tour-island.ts shows)', () => {
  it("renders the card and every step of the tour in the page's language, inert in a <template>", async () => {
    const html = await render('en-GB', 'courses', 'gb')
    expect(html).toMatch(/^<template data-tour-card="courses"/)
    expect(html.trimEnd()).toMatch(/<\/template>$/)
    expect(html).toContain('class="tour-card" role="dialog" aria-modal="false"')
    for (const [action, label] of [
      ['back', 'Back'],
      ['next', 'Next'],
      ['done', 'Done'],
      ['close', 'Close the tour'],
    ]) {
      expect(html).toMatch(new RegExp(`data-action="${action}">${label}</button>`))
    }
    expect(html).toContain('<a href="/gb/tours/courses">How this page works</a>')
    const steps = [...html.matchAll(/<li data-step="([\w-]+)"><h2>([^<]+)<\/h2><p>[^<]+<\/p><\/li>/g)]
    expect(steps.map((m) => m[1])).toEqual([...TOURS.courses])
    expect(steps[2][2]).toBe('Professional tracks')
  })

  it('leaves the count to the island as a pattern it fills with the steps on the page', async () => {
    for (const [lng, prefix, label] of [
      ['pt-BR', 'br', 'Passo 2 de 3'],
      ['en-GB', 'gb', 'Step 2 of 3'],
    ] as const) {
      const html = await render(lng, 'dashboard', prefix)
      const pattern = html.match(/data-count="([^"]+)"/)?.[1] ?? ''
      expect(stepLabel(pattern, 2, 3)).toBe(label)
      expect(html).toContain(`href="/${prefix}/tours/dashboard"`)
    }
  })
})
