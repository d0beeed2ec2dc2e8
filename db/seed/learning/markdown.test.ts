import { describe, expect, it } from 'vitest'
import { checkBounds, renderRichText } from '~/app/rich-text/index.server'
import { COURSE_EXERCISES } from '../course-exercises'
import { COURSES } from './index'
import type { CourseSeed, L10n } from './types'

/** Every Markdown text of a course, named for the failure message. */
function markdownOf(course: CourseSeed): [string, L10n][] {
  const out: [string, L10n][] = [
    ['description', course.description],
    ['requirements', course.requirements],
    ['prerequisites', course.prerequisites],
  ]
  for (const lesson of course.topics.flatMap((t) => t.lessons)) {
    const name = lesson.title.gb
    if (lesson.type === 'lesson' || lesson.type === 'text') out.push([name, lesson.text.body])
    if (lesson.type === 'theoretical') {
      out.push([name, lesson.theoretical.text])
      for (const q of lesson.theoretical.questions) out.push([name, q.prompt])
    }
    if (lesson.type === 'math')
      out.push([name, lesson.math.text], [`${name} (solution)`, lesson.math.solution])
    if (lesson.type === 'project') {
      out.push([name, lesson.project.description])
      for (const r of lesson.project.requirements) out.push([name, r.text])
    }
  }
  return out
}

const slugs = new Set(COURSES.map((c) => c.slug))

describe('the demo content through the rich-text renderer', () => {
  it('renders every formula and links only to courses that exist', async () => {
    const statements: [string, L10n][] = COURSE_EXERCISES.map((d) => [
      d.exercise.title_gb ?? d.exercise.title_br,
      { br: d.exercise.text_br, gb: d.exercise.text_gb ?? '' },
    ])
    let formulas = 0
    let courseLinks = 0
    for (const [name, text] of [...COURSES.flatMap(markdownOf), ...statements]) {
      for (const prefix of ['br', 'gb'] as const) {
        expect(checkBounds(text[prefix]), `${name} (${prefix}) within the rich-text bounds`).toBeNull()
        const html = await renderRichText(text[prefix], { prefix })
        expect(html, `${name} (${prefix})`).not.toContain('katex-error')
        expect(html, `${name} (${prefix})`).not.toMatch(/href="course:/)
        formulas += (html.match(/<math/g) ?? []).length
        for (const [, slug] of html.matchAll(new RegExp(`href="/${prefix}/course/([a-z0-9-]+)"`, 'g'))) {
          expect(slugs, `${name} links to ${slug}`).toContain(slug)
          courseLinks++
        }
      }
    }
    expect(formulas).toBeGreaterThan(20)
    expect(courseLinks).toBeGreaterThanOrEqual(8)
  })

  it('shows the intro project link as a button and code in highlighted blocks', async () => {
    const intro = COURSES[0]
    const project = intro.topics.flatMap((t) => t.lessons).find((l) => l.type === 'project')
    if (project?.type !== 'project') throw new Error('no project in the intro course')
    const html = await renderRichText(project.project.description.br, { prefix: 'br' })
    expect(html).toMatch(/<a [^>]*class="button"[^>]*>Conheça o Bootcamp de Python<\/a>/)
    expect(html).toContain('href="/br/course/python-bootcamp"')
    const lesson = intro.topics[0].lessons[1]
    if (lesson.type !== 'lesson') throw new Error('the second intro lesson has a video and a text')
    const text = await renderRichText(lesson.text.body.gb, { prefix: 'gb' })
    expect(text).toContain('<code class="hljs language-portugol">')
    expect(text).toContain('<code class="hljs language-python">')
    // The page shows the lesson's title: the body starts with the text itself, not a repeated heading.
    expect(text.startsWith('<p>')).toBe(true)
  })
})
