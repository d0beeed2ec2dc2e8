import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { createI18nForRender } from '~/app/kernel/i18n/i18n.server'
import { SearchBox } from './SearchBox'

describe('SearchBox', () => {
  it('renders a plain GET form to the results page: no combobox until the page is hydrated', async () => {
    const i18n = await createI18nForRender('en-GB', ['common'])
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <SearchBox prefix="gb" />
      </I18nextProvider>,
    )
    expect(html).toMatch(
      /^<form class="search" method="get" action="\/gb\/search" role="search" aria-label="Site search">/,
    )
    expect(html).toContain('<label class="visually-hidden" for="top-search">')
    expect(html).toMatch(
      /<input id="top-search" type="search" name="q" placeholder="[^"]+" maxLength="100"\/><\/form>$/,
    )
    expect(html).not.toMatch(
      /combobox|listbox|aria-(expanded|controls|autocomplete)|role="status"|autocomplete/i,
    )
  })
})
