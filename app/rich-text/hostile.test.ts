// Hostile input: whatever an author writes, nothing in the output may run script, load from elsewhere or
// restyle the page. Each case also checks that the harmless part survived, so a renderer that returned
// nothing would fail.

import { describe, expect, it } from 'vitest'
import type { Element } from './hast'
import { render as renderHtml } from './pipeline.server'
import { classesOf, elements, parseHtml, textOf } from './test-helpers'

const URL_PROPERTIES = ['href', 'src', 'action', 'formAction', 'xLinkHref', 'poster', 'data', 'cite']
const FORBIDDEN_TAGS = ['script', 'iframe', 'object', 'embed', 'form', 'svg', 'style', 'link', 'meta', 'base']

/** Scheme of a URL as a browser reads it (controls and spaces dropped), or null for a relative URL. */
function schemeOf(value: unknown): string | null {
  const url = String(value).replace(/[\s\p{Cc}]/gu, '')
  const m = /^([a-z][a-z0-9+.-]*):/i.exec(url)
  return m ? m[1].toLowerCase() : null
}

/** Judged on the parsed output, as the browser will see it: `<` inside a quoted attribute is only text. */
function assertSafe(html: string): void {
  for (const el of elements(html) as Element[]) {
    expect(FORBIDDEN_TAGS).not.toContain(el.tagName)
    for (const [key, value] of Object.entries(el.properties)) {
      expect(key, `${el.tagName}.${key}`).not.toMatch(/^on/i)
      expect(key, `${el.tagName}.${key}`).not.toBe('style')
      if (URL_PROPERTIES.includes(key)) {
        const scheme = schemeOf(value)
        expect(scheme === null || ['http', 'https', 'mailto'].includes(scheme), `${key}=${value}`).toBe(true)
      }
    }
  }
}

const render = (md: string) => {
  const html = renderHtml(md, 'br')
  assertSafe(html)
  return html
}

describe('hostile input', () => {
  it.each([
    ['<script>', 'antes <script>alert(1)</script> depois'],
    ['<script> as a block', '<script>\nalert(1)\n</script>\n\ndepois'],
    ['<img onerror>', '<img src="x" onerror="alert(1)"> depois'],
    ['event handlers everywhere', '<b onclick="alert(1)" onmouseover="alert(2)">depois</b>'],
    ['<a href=javascript:>', '<a href="javascript:alert(1)">depois</a>'],
    ['mixed case javascript:', '<a href="JaVaScRiPt:alert(1)">depois</a>'],
    ['entity-obfuscated javascript:', '<a href="jav&#x09;ascript:alert(1)">depois</a>'],
    ['entity-encoded letters', '<a href="&#106;&#97;vascript:alert(1)">depois</a>'],
    ['newline inside the scheme', '<a href="java\nscript:alert(1)">depois</a>'],
    ['leading spaces', '<a href="  javascript:alert(1)">depois</a>'],
    ['data: URL in a link', '<a href="data:text/html;base64,PHNjcmlwdD4=">depois</a>'],
    ['vbscript: URL', '<a href="vbscript:msgbox(1)">depois</a>'],
    ['markdown link to javascript:', '[depois](javascript:alert(1))'],
    ['markdown link, obfuscated', '[depois](jav&#x09;ascript:alert(1))'],
    ['markdown autolink', '<javascript:alert(1)> depois'],
    ['markdown image to javascript:', '![depois](javascript:alert(1))'],
    ['markdown image to data:', '![depois](data:image/svg+xml;base64,PHN2Zz4=)'],
    ['reference-style link', '[depois][x]\n\n[x]: javascript:alert(1)'],
    ['style attribute', '<p style="background:url(javascript:alert(1))">depois</p>'],
    ['<style> element', '<style>body{display:none}</style>depois'],
    ['<iframe>', '<iframe src="https://evil.example"></iframe>depois'],
    ['<object>', '<object data="https://evil.example/x.swf"></object>depois'],
    ['<embed>', '<embed src="https://evil.example/x.swf">depois'],
    ['<form>', '<form action="https://evil.example"><input name="senha"><button>depois</button></form>'],
    ['<svg><script>', '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">x</a></svg>depois'],
    ['<math> with a nested style', 'depois <math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
    [
      'noscript parsing trick',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>depois',
    ],
    ['<base> and <meta>', '<base href="https://evil.example/"><meta http-equiv="refresh" content="0">depois'],
    [
      '<video> from authors',
      '<video src="https://evil.example/x.mp4" poster="javascript:alert(1)"></video>depois',
    ],
    ['code fence closing tag', '```js\n</code></pre><script>alert(1)</script>\n```\n\ndepois'],
  ])('neutralises %s', (_name, md) => {
    expect(render(md)).toContain('depois')
  })

  it('drops HTML comments', () => {
    const html = render('antes <!-- <script>alert(1)</script> segredo --> depois')
    expect(html).not.toContain('<!--')
    expect(html).not.toContain('segredo')
    expect(html).toContain('depois')
  })

  it('removes target from author links and protects external ones from tabnabbing', () => {
    const html = render('<a href="https://evil.example" target="_blank">depois</a>')
    const [a] = elements(html, 'a')
    expect(a.properties.target).toBeUndefined()
    expect(a.properties.rel).toEqual(['noopener', 'noreferrer', 'nofollow'])
  })

  it('prefixes author ids so they cannot clobber the page', () => {
    const ids = elements(render('<h2 id="main">depois</h2><a id="header" href="/x">y</a>'))
      .map((el) => el.properties.id)
      .filter(Boolean)
    expect(ids).toEqual(['user-content-main', 'user-content-header'])
  })

  it('allows no class from authors outside language-*', () => {
    const html = render('<span class="button">depois</span> <a class="rich-embed" href="/x">y</a>')
    for (const el of elements(html)) expect(classesOf(el)).toEqual([])
  })

  it.each([
    ['\\href', '$\\href{javascript:alert(1)}{clique}$'],
    ['\\url', '$\\url{javascript:alert(1)}$'],
    ['\\includegraphics', '$\\includegraphics{https://evil.example/x.png}$'],
    ['\\htmlClass', '$\\htmlClass{button}{x}$'],
    ['\\htmlStyle', '$\\htmlStyle{color:red}{x}$'],
    ['\\htmlData', '$\\htmlData{onclick=alert(1)}{x}$'],
  ])('keeps KaTeX %s inert', (_name, md) => {
    const html = render(`${md} depois`)
    expect(html).toContain('depois')
    expect(elements(html, 'math')).toHaveLength(1)
    expect(elements(html).filter((el) => el.properties.href || el.properties.src)).toHaveLength(0)
    expect(elements(html).some((el) => String(el.properties.className ?? '').includes('button'))).toBe(false)
  })

  it('keeps a formula that expands forever from eating the request', () => {
    const html = render('$\\def\\a{\\a\\a}\\a$ depois')
    expect(html).toContain('depois')
  })

  it('keeps markup-looking attribute text as text (no mutation XSS when the browser parses it)', () => {
    const html = render('<a href="/x" title="&quot;><script>alert(1)</script>">depois</a>')
    const [a] = elements(html, 'a')
    expect(a.properties.title).toBe('"><script>alert(1)</script>')
    expect(textOf(parseHtml(html))).toBe('depois')
  })

  it('escapes markup in text and code', () => {
    const html = render('`<script>alert(1)</script>` e $<script>$ depois')
    expect(html).not.toMatch(/<script/i)
    expect(html).toContain('depois')
  })

  it.each([
    ['a GET that writes', '![x](/api/notification/1/friend/confirm)'],
    ['logout', '![x](/br/logout)'],
    ['page-relative', '![x](../api/x)'],
    ['relative file name', '![x](img.png)'],
    ['dot segments out of /image/', '![x](/image/../api/notification/1/friend/confirm)'],
    ['encoded dot segments', '![x](/image/%2e%2e/br/logout)'],
    ['backslash', '![x](/\\image/1)'],
    ['author <img>', '<img src="/api/notification/1/friend/confirm" alt="x">'],
    ['video', '![video: x](/api/notification/1/friend/confirm)'],
    ['inside a link', '[![x](/br/logout)](/br/courses)'],
  ])('never loads our own non-media paths: %s', (_name, md) => {
    const html = render(`${md} depois`)
    expect(html).toContain('depois')
    for (const el of elements(html)) {
      expect(el.properties.src, el.tagName).toBeUndefined()
      expect(String(el.properties.href ?? ''), el.tagName).not.toMatch(/api|logout/)
    }
  })

  it.each([
    ['/image/12', '/image/12'],
    ['/image/user-profile/3.png', '/image/user-profile/3.png'],
    ['/media/aula.mp4', '/media/aula.mp4'],
    ['/file/4', '/file/4'],
    ['/image/./12', '/image/12'],
  ])('loads our media path %s', (src, expected) => {
    const [img] = elements(render(`![x](${src}) depois`), 'img')
    expect(img.properties.src).toBe(expected)
  })
})
