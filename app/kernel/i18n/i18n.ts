import type { InitOptions } from 'i18next'
import { SUPPORTED_LNGS } from './locale'

/** Shared between server and (future) client islands. Namespaces: one per module plus `common`. */
export const i18nConfig = {
  supportedLngs: SUPPORTED_LNGS,
  fallbackLng: 'pt-BR',
  defaultNS: 'common',
  ns: ['common'],
  interpolation: { escapeValue: false },
  returnNull: false,
  // Only the exact locales have translations: looking up `pt`/`en` as well cost every t() call (ADR 020).
  load: 'currentOnly',
} satisfies InitOptions

/** Id of the `<script type="application/json">` that carries a hydrated page's translations (app/root.tsx). */
export const I18N_RESOURCES_ID = 'i18n-resources'
