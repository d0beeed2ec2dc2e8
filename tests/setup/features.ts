import { FEATURES, type Feature } from '~/app/shell/nav'

/**
 * Runs `run` with a FEATURES switch on (app/shell/nav.ts), then puts it back: a test shows both what a page says
 * while the feature's page is missing (the default) and the link it gets once the feature lands.
 */
export async function withFeature<T>(feature: Feature, run: () => T | Promise<T>): Promise<T> {
  const switches = FEATURES as Record<Feature, boolean>
  const was = switches[feature]
  switches[feature] = true
  try {
    return await run()
  } finally {
    switches[feature] = was
  }
}
