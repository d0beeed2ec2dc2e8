import { RemixBrowser } from '@remix-run/react'
import { createInstance } from 'i18next'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { getInitialNamespaces } from 'remix-i18next/client'
import { i18nConfig } from './kernel/i18n'
import { resources } from './locales'

// Only routes with handle.hydrate ship this file (see app/root.tsx): islands such as the editor.
async function hydrate() {
  const i18n = createInstance()
  await i18n.use(initReactI18next).init({
    ...i18nConfig,
    lng: document.documentElement.lang,
    ns: getInitialNamespaces(),
    resources,
  })
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18n}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    )
  })
}

void hydrate()
