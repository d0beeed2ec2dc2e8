import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it, vi } from 'vitest'
import { createI18nForRender } from '~/app/kernel/i18n/i18n.server'
import { compilePortugol } from '~/judge/languages/portugol/compiler'
import { LIBRARIES, UNSUPPORTED_LIBRARIES } from '~/judge/languages/portugol/libraries'
import { call, get } from '../route-test-helpers'
import { EXAMPLES, EXAMPLE_IDS } from './portugol.server'
import PortugolGuide, { handle, loader } from './routes/portugol'

let loaderData: unknown
vi.mock('@remix-run/react', async (original) => ({
  ...(await original<typeof import('@remix-run/react')>()),
  useLoaderData: () => loaderData,
}))

/** The page as the server renders it for `url` (loader, then the component with that data). */
async function render(url: string) {
  const data = await loader(call(get(url)))
  loaderData = data
  const i18n = await createI18nForRender(url.startsWith('/gb') ? 'en-GB' : 'pt-BR', ['common', 'judge'])
  const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(PortugolGuide)))
  return { data, html }
}

describe('/{lang}/judge/portugol', () => {
  it('is a content page: no hydration, no script in the HTML', async () => {
    expect(handle.hydrate).toBeUndefined()
    for (const url of ['/br/judge/portugol', '/gb/judge/portugol']) {
      const { html } = await render(url)
      expect(html).not.toMatch(/<script/i)
      expect(html).toContain('<code class="language-portugol"><span class="tok-keyword">programa</span>')
    }
  })

  it('shows examples that our compiler accepts', () => {
    for (const id of EXAMPLE_IDS)
      expect(compilePortugol(EXAMPLES[id], '/runtime.cjs')).toMatchObject({ ok: true })
  })

  it('generates the library table from LIBRARIES and names the unsupported ones', async () => {
    const { data, html } = await render('/gb/judge/portugol')
    expect(data.libraries.map((l) => l.name)).toEqual(Object.keys(LIBRARIES))
    const math = data.libraries.find((l) => l.name === 'Matematica')
    expect(math?.functions).toContain('potencia(real, real) → real')
    expect(math?.constants).toEqual(['PI: real'])
    const count = Object.values(LIBRARIES).reduce((n, l) => n + Object.keys(l.functions).length, 0)
    expect(data.libraries.flatMap((l) => l.functions)).toHaveLength(count)
    expect(html).toContain('<code>potencia(real, real) → real</code>')
    expect(html).toContain('<caption>Libraries available in the judge</caption>')
    for (const name of UNSUPPORTED_LIBRARIES) expect(html).toContain(name)
  })

  it('shows a real compiler error in the page language', async () => {
    const br = await render('/br/judge/portugol')
    expect(br.data.errorMessage).toMatch(/^Linha 7, coluna 24: a variável 'somma' não foi declarada\./)
    expect(br.html).toContain('<h1>Portugol no Trilha</h1>')
    expect(br.html).toContain('Você quis dizer &#x27;soma&#x27;?')
    const gb = await render('/gb/judge/portugol')
    expect(gb.data.errorMessage).toMatch(/^Line 7, column 24: the variable 'somma' has not been declared\./)
    expect(gb.html).toContain('<h1>Portugol on Trilha</h1>')
    expect(gb.html).toContain('The time limit is multiplied by ×2')
    expect(gb.html).toContain('<code>&quot;x&quot; + verdadeiro</code>')
  })
})
