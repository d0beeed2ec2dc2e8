import { describe, expect, it } from 'vitest'
import { embedOf } from './embeds.server'
import { render } from './pipeline.server'
import { classesOf, elements, textOf } from './test-helpers'

const br = (md: string) => render(md, 'br')
const gb = (md: string) => render(md, 'gb')
const isCard = (el: { properties: Record<string, unknown> }, kind: string) =>
  Array.isArray(el.properties.className) && el.properties.className.includes(`rich-embed--${kind}`)

describe('embedOf', () => {
  it.each([
    ['video', 'video', ''],
    ['Video: Introdução', 'video', 'Introdução'],
    ['video-1', 'video', '1'],
    ['form', 'form', ''],
    ['form Inscrição', 'form', 'Inscrição'],
    ['instagram', 'instagram', ''],
  ])('%s is a %s embed', (alt, kind, title) => {
    expect(embedOf(alt)).toEqual({ kind, title })
  })

  it.each(['formula', 'formulário', 'videoaula', 'instagrammer', 'a video', ''])(
    '%s is an ordinary image',
    (alt) => {
      expect(embedOf(alt)).toBeNull()
    },
  )
})

describe('video embeds', () => {
  it('plays a same-origin video in place, loading nothing until asked', () => {
    const html = br('![video: Aula 1](/media/aula-1.mp4)')
    const [video] = elements(html, 'video')
    expect(video.properties).toMatchObject({ controls: true, preload: 'none', src: '/media/aula-1.mp4' })
    expect(video.properties.ariaLabel).toBe('Aula 1')
    expect(elements(html, 'img')).toHaveLength(0)
  })

  it.each([
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'youtube.com',
    ],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ', 'youtu.be'],
    [
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'youtube.com',
    ],
    ['https://player.vimeo.com/video/76979871', 'https://vimeo.com/76979871', 'vimeo.com'],
    ['https://vimeo.com/76979871', 'https://vimeo.com/76979871', 'vimeo.com'],
  ])('turns %s into a link card, never an iframe', (src, href, host) => {
    const html = br(`![video: Recursão](${src})`)
    expect(elements(html, 'iframe')).toHaveLength(0)
    expect(elements(html, 'video')).toHaveLength(0)
    expect(elements(html, 'img')).toHaveLength(0)
    const [card] = elements(html, 'a')
    expect(isCard(card, 'video')).toBe(true)
    expect(card.properties.href).toBe(href)
    expect(card.properties.rel).toEqual(['noopener', 'noreferrer', 'nofollow'])
    expect(textOf(card)).toContain('Assistir ao vídeo')
    expect(textOf(card)).toContain('Recursão')
    expect(textOf(card)).toContain(host)
  })

  it('captions the card in English under /gb', () => {
    const [card] = elements(gb('![video](https://youtu.be/abc123)'), 'a')
    expect(textOf(card)).toContain('Watch the video')
  })
})

describe('author iframes', () => {
  it('turns a YouTube iframe into the video card and drops any other iframe', () => {
    const html = br(
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="Aula"></iframe>\n\n<iframe src="https://evil.example/x"></iframe>',
    )
    expect(elements(html, 'iframe')).toHaveLength(0)
    const links = elements(html, 'a')
    expect(links).toHaveLength(1)
    expect(isCard(links[0], 'video')).toBe(true)
    expect(links[0].properties.href).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
    expect(textOf(links[0])).toContain('Aula')
    expect(html).not.toContain('evil.example')
  })
})

describe('form embeds', () => {
  it('becomes a button-link that opens in a new tab', () => {
    for (const [render, caption] of [
      [br, 'Abrir o formulário'],
      [gb, 'Open the form'],
    ] as const) {
      const [a] = elements(render('![form](https://docs.google.com/forms/d/e/x/viewform)'), 'a')
      expect(classesOf(a)).toContain('button')
      expect(a.properties.href).toBe('https://docs.google.com/forms/d/e/x/viewform')
      expect(a.properties.target).toBe('_blank')
      expect(a.properties.rel).toContain('noopener')
      expect(textOf(a)).toContain(caption)
    }
  })
})

describe('instagram embeds', () => {
  it('becomes a link card to the post', () => {
    const [card] = elements(br('![instagram](https://www.instagram.com/p/C1abc/)'), 'a')
    expect(isCard(card, 'instagram')).toBe(true)
    expect(card.properties.href).toBe('https://www.instagram.com/p/C1abc/')
    expect(textOf(card)).toContain('Ver a publicação no Instagram')
    const [en] = elements(gb('![instagram](https://instagram.com/p/C1abc/)'), 'a')
    expect(textOf(en)).toContain('See the post on Instagram')
  })

  it('is an ordinary (foreign) image when the URL is not Instagram', () => {
    const [a] = elements(br('![instagram](https://evil.example/p.png)'), 'a')
    expect(isCard(a, 'instagram')).toBe(false)
    expect(classesOf(a)).toContain('rich-image-link')
  })
})

describe('images', () => {
  it('loads same-origin images lazily', () => {
    const [img] = elements(br('![Gráfico](/media/grafico.png)'), 'img')
    expect(img.properties).toMatchObject({ src: '/media/grafico.png', alt: 'Gráfico', loading: 'lazy' })
  })

  it.each(['https://images.elsewhere.test/a.png', '//images.elsewhere.test/a.png'])(
    'links to %s with the alt text instead of loading it',
    (src) => {
      const html = br(`![Diagrama de fluxo](${src})`)
      expect(elements(html, 'img')).toHaveLength(0)
      const [a] = elements(html, 'a')
      expect(a.properties.href).toBe('https://images.elsewhere.test/a.png')
      expect(textOf(a)).toBe('Diagrama de fluxo')
      expect(a.properties.rel).toEqual(['noopener', 'noreferrer', 'nofollow'])
    },
  )

  it('names a foreign image without alt text in the page language', () => {
    expect(textOf(elements(gb('![](https://images.elsewhere.test/a.png)'), 'a')[0])).toBe('Open the image')
  })

  it('never nests a link in a link: a foreign image inside one shrinks to its alt text', () => {
    const html = br('[![Logo](https://images.elsewhere.test/logo.png)](/br/courses)')
    const links = elements(html, 'a')
    expect(links).toHaveLength(1)
    expect(textOf(links[0])).toBe('Logo')
    expect(elements(br('[![Logo](/media/logo.png)](/br/courses)'), 'img')).toHaveLength(1)
  })
})

describe('links', () => {
  it('turns a caption ending in ;button into a button without the suffix', () => {
    const [a] = elements(br('[Começar agora;button](/br/courses)'), 'a')
    expect(classesOf(a)).toEqual(['button'])
    expect(textOf(a)).toBe('Começar agora')
    expect(a.properties.href).toBe('/br/courses')
    const [plain] = elements(br('[Começar](/br/courses)'), 'a')
    expect(classesOf(plain)).toEqual([])
  })

  it.each([
    ['br', 'course:python-bootcamp', '/br/course/python-bootcamp'],
    ['gb', 'course:python-bootcamp', '/gb/course/python-bootcamp'],
    ['br', 'course:12', '/br/course/12'],
    ['br', 'course:python-bootcamp:variaveis', '/br/course/python-bootcamp/lesson/variaveis'],
    ['gb', 'course:7:42', '/gb/course/7/lesson/42'],
  ] as const)('maps %s %s to %s', (prefix, href, path) => {
    const [a] = elements(render(`[o curso](${href})`, prefix), 'a')
    expect(a.properties.href).toBe(path)
  })

  it.each(['course:', 'course:../admin', 'course:a/b', 'course:Python', 'course:a:b:c', 'course:a%2f..'])(
    'drops the link %s and keeps its text',
    (href) => {
      const html = br(`[o curso](${href})`)
      expect(elements(html, 'a')).toHaveLength(0)
      expect(html).toContain('o curso')
    },
  )

  it('marks only links to other sites as external', () => {
    const links = elements(br('[a](https://example.com) [b](/br/courses) [c](mailto:x@example.com)'), 'a')
    expect(links.map((a) => a.properties.rel ?? null)).toEqual([
      ['noopener', 'noreferrer', 'nofollow'],
      null,
      null,
    ])
  })
})
