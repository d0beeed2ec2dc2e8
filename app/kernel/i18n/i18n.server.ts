import { type i18n as I18n, createInstance } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { RemixI18Next } from 'remix-i18next/server'
import { resources } from '~/app/locales'
import { i18nConfig } from './i18n'
import { lngOf } from './locale'

/** The locale always comes from the URL prefix; nothing else decides it. */
export const remixI18n = new RemixI18Next({
  detection: {
    supportedLanguages: i18nConfig.supportedLngs,
    fallbackLanguage: i18nConfig.fallbackLng,
    order: ['custom'],
    findLocale: async (request) => lngOf(new URL(request.url).pathname),
  },
  i18next: { ...i18nConfig, resources },
})

// One i18next instance per locale and list of namespaces, made once (ADR 020): creating one per request was a
// tenth of a page's CPU. The translations are in memory and nothing changes an instance's language, so
// concurrent requests share it. Keys: the supported locales × the namespace lists the routes declare.
const instances = new Map<string, Promise<I18n>>()

function instanceFor(lng: string, ns: readonly string[]): Promise<I18n> {
  const key = `${lng}\u0000${ns.join(',')}`
  let ready = instances.get(key)
  if (!ready) {
    const instance = createInstance()
    ready = instance
      .use(initReactI18next)
      .init({ ...i18nConfig, lng, ns: [...ns], resources })
      .then(() => rememberHierarchies(instance))
    instances.set(key, ready)
  }
  return ready
}

/**
 * Each t() asks which locale codes to look in, and i18next works it out again from the code's text every time
 * (ADR 028: 3% of the dashboard's CPU in `formatLanguageCode`). The answer depends on the code and the instance's
 * fixed options only, so it is kept per code; callers get a copy, as they got a fresh array before.
 */
function rememberHierarchies(instance: I18n): I18n {
  const utils = instance.services.languageUtils as unknown as {
    toResolveHierarchy: (code: string, fallbackCode?: unknown) => string[]
  }
  const original = utils.toResolveHierarchy.bind(utils)
  const known = new Map<string, string[]>()
  utils.toResolveHierarchy = (code, fallbackCode) => {
    if (typeof code !== 'string' || fallbackCode !== undefined) return original(code, fallbackCode)
    let codes = known.get(code)
    if (!codes) {
      codes = original(code)
      if (known.size < 50) known.set(code, codes)
    }
    return [...codes]
  }
  return instance
}

/** A translation function for loaders and actions (meta, error messages, mail). */
export async function tFor(request: Request, ns: string | string[] = 'common') {
  const lng = lngOf(new URL(request.url).pathname)
  const list = typeof ns === 'string' ? [ns] : ns
  return (await instanceFor(lng, list)).getFixedT(lng, ns as 'common')
}

export function createI18nForRender(lng: string, ns: string[]): Promise<I18n> {
  return instanceFor(lng, ns)
}
