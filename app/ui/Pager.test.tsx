import { describe, expect, it } from 'vitest'
import { elements, textOf } from '~/app/rich-text/test-helpers'
import { renderRoute } from '~/tests/setup/render'
import { Pager, pageHref } from './Pager'

/** The pager's HTML at `url` (its links keep that URL's query). */
function render(url: string, page: number, pages: number, lng: 'pt-BR' | 'en-GB' = 'en-GB') {
  return renderRoute(lng, ['common'], () => <Pager page={page} pages={pages} label="Exercise pages" />, {
    url,
  })
}

/** Each item of the list: its text, its link (null for plain text) and how it is marked. */
async function items(url: string, page: number, pages: number) {
  return elements(await render(url, page, pages), 'li').map((li) => {
    const [child] = li.children.filter((c) => c.type === 'element')
    const props = child && 'properties' in child ? child.properties : {}
    return {
      text: textOf(li),
      href: (props.href as string | undefined) ?? null,
      rel: props.rel ? String(props.rel) : null,
      current: props.ariaCurrent === 'page',
      disabled: props.ariaDisabled === 'true',
    }
  })
}

describe('Pager', () => {
  it('renders nothing for a single page', async () => {
    expect(await render('/', 1, 1)).toBe('')
  })

  it('on the first page: "previous" disabled, the current page unlinked, first/last and next linked', async () => {
    const list = await items('/?lang=c', 1, 9)
    expect(list[0]).toEqual({ text: 'Previous', href: null, rel: null, current: false, disabled: true })
    expect(list.find((i) => i.current)).toMatchObject({ text: '1', href: null })
    expect(list.map((i) => i.text)).toEqual(['Previous', '1', '2', '3', '9', 'Next'])
    expect(list.at(-2)).toMatchObject({ text: '9', href: '?lang=c&page=9' })
    expect(list.at(-1)).toMatchObject({ text: 'Next', href: '?lang=c&page=2', rel: 'next', disabled: false })
  })

  it('in the middle: previous and next around the current page, page 1 drops the parameter', async () => {
    const list = await items('/?page=5&lang=c', 5, 9)
    expect(list.map((i) => i.text)).toEqual(['Previous', '1', '3', '4', '5', '6', '7', '9', 'Next'])
    expect(list[0]).toMatchObject({ href: '?page=4&lang=c', rel: 'prev', disabled: false })
    expect(list[1]).toMatchObject({ text: '1', href: '?lang=c' })
    expect(list.at(-1)).toMatchObject({ href: '?page=6&lang=c', rel: 'next' })
    expect(list.filter((i) => i.current).map((i) => i.text)).toEqual(['5'])
  })

  it('on the last page: "next" disabled, "previous" linked', async () => {
    const list = await items('/?page=3', 3, 3)
    expect(list[0]).toMatchObject({ text: 'Previous', href: '?page=2', rel: 'prev' })
    expect(list.at(-1)).toEqual({ text: 'Next', href: null, rel: null, current: false, disabled: true })
  })

  it('names the list and the page in both languages', async () => {
    const br = await render('/', 2, 4, 'pt-BR')
    expect(br).toContain('aria-label="Exercise pages"')
    expect(br).toContain('Página 2 de 4')
    expect(br).toContain('Ir para a página 1')
    expect(await render('/', 2, 4, 'en-GB')).toContain('Page 2 of 4')
  })
})

describe('pageHref', () => {
  it('keeps the other parameters, drops empty ones and page 1', () => {
    expect(pageHref('?difficulty=&lang=c&page=2', 3)).toBe('?lang=c&page=3')
    expect(pageHref('?page=2', 1)).toBe('?')
  })
})
