// The routes manifest. Every module's routes.ts lists its routes once; here they are mounted
// twice, under /br (pt-BR) and /gb (en-GB), with explicit ids, because React Router has no
// regex params (`/:lang(br|gb)` never matches). See docs/decisions/001-vite-with-remix-config-manifest.md.
import account from './modules/account/routes.ts'
import assistant from './modules/assistant/routes.ts'
import billing from './modules/billing/routes.ts'
import competitions from './modules/competitions/routes.ts'
import judge from './modules/judge/routes.ts'
import learning from './modules/learning/routes.ts'
import live from './modules/live/routes.ts'
import org from './modules/org/routes.ts'
import site from './modules/site/routes.ts'
import social from './modules/social/routes.ts'

export const modules = { site, account, learning, judge, competitions, social, live, billing, org, assistant }
export const LANG_PREFIXES = ['br', 'gb']

/** Kernel routes that live in app/routes and are not localized. */
const kernelRoutes = [
  { id: 'kernel.home-redirect', index: true, file: 'routes/home-redirect.tsx' },
  { id: 'kernel.healthz', path: 'healthz', file: 'routes/healthz.ts' },
  // Unprefixed paths: the legacy 301s of docs/routes.md, otherwise the 404 page.
  { id: 'kernel.splat', path: '*', file: 'routes/root-splat.tsx' },
  { id: 'kernel.api-language', path: 'api/user/set-preferred-language', file: 'routes/api.set-language.ts' },
  { id: 'kernel.api-page-access', path: 'api/user/register-page-access', file: 'routes/api.page-access.ts' },
]
/** Kernel routes mounted under each locale prefix. */
const kernelLocalized = [
  { id: 'theme', path: 'theme', file: 'routes/theme.ts' },
  // The error page of a request server.js refused before reading its body (http-guard.js).
  { id: 'refused', path: 'refused/:status', file: 'routes/refused.tsx' },
  // Quick feedback on a lesson or an exercise (the form is app/ui/QuickFeedback.tsx, under both pages).
  { id: 'quick-feedback', path: 'feedback/quick', file: 'routes/quick-feedback.tsx' },
  { id: 'not-found', path: '*', file: 'routes/not-found.tsx' },
]

const moduleFile = (name, file) => `../modules/${name}/${file}`

/** @param {import('@remix-run/dev/dist/config/routes').DefineRoutesFunction} defineRoutes */
export function routes(defineRoutes) {
  return defineRoutes((route) => {
    for (const r of kernelRoutes) route(r.path, r.file, { id: r.id, index: r.index })
    for (const [name, m] of Object.entries(modules)) {
      for (const r of m.api ?? []) route(r.path, moduleFile(name, r.file), { id: `api.${name}.${r.id}` })
    }
    for (const lang of LANG_PREFIXES) {
      route(lang, 'routes/lang.tsx', { id: `lang.${lang}` }, () => {
        for (const [name, m] of Object.entries(modules)) {
          for (const r of m.localized ?? []) {
            route(r.path, moduleFile(name, r.file), { id: `${lang}.${name}.${r.id}`, index: r.index })
          }
        }
        for (const r of kernelLocalized) route(r.path, r.file, { id: `${lang}.kernel.${r.id}` })
      })
    }
  })
}
