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

/** A translation function for loaders and actions (meta, error messages, mail). */
export function tFor(request: Request, ns: string | string[] = 'common') {
  return remixI18n.getFixedT(request, ns as 'common')
}

export async function createI18nForRender(lng: string, ns: string[]): Promise<I18n> {
  const instance = createInstance()
  await instance.use(initReactI18next).init({ ...i18nConfig, lng, ns, resources })
  return instance
}
