/** One route of a module; `file` is relative to the module's folder. */
export interface ModuleRoute {
  id: string
  path?: string
  file: string
  index?: boolean
}

/** What a module's routes.ts exports: remix.config.js mounts `localized` under /br and /gb. */
export interface ModuleRoutes {
  localized?: ModuleRoute[]
  api?: ModuleRoute[]
}
