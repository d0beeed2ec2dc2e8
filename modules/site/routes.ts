import type { ModuleRoute, ModuleRoutes } from '../../app/kernel/requests/module-routes'

/**
 * Named routes of docs/product.md#site-pages whose owners (later issues) have not landed yet. Each shows a clear
 * "coming soon" page; an owning module takes a path by removing it here and listing it in its own routes.ts.
 */
export const COMING_SOON: Record<string, string> = {}

const comingSoon: ModuleRoute[] = Object.entries(COMING_SOON).map(([id, path]) => ({
  id: `soon.${id}`,
  path,
  file: 'routes/coming-soon.tsx',
}))

export default {
  localized: [
    { id: 'index', index: true, file: 'routes/index.tsx' },
    { id: 'welcome', path: 'welcome', file: 'routes/welcome.tsx' },
    { id: 'dashboard', path: 'dashboard', file: 'routes/dashboard.tsx' },
    { id: 'terms', path: 'terms-of-service', file: 'routes/legal.tsx' },
    { id: 'privacy', path: 'privacy-policy', file: 'routes/legal.tsx' },
    { id: 'about', path: 'about-us', file: 'routes/about-us.tsx' },
    ...comingSoon,
  ],
  api: [],
} satisfies ModuleRoutes
