import { FEATURES, type Feature } from '~/app/shell/nav'

/**
 * Runs `run` with a FEATURES switch (app/shell/nav.ts) set — on by default, `false` for off — then puts it
 * back: a test shows both what a page says while the feature's page is missing and the link it gets with it.
 */
export async function withFeature<T>(feature: Feature, run: () => T | Promise<T>, on = true): Promise<T> {
  const switches = FEATURES as Record<Feature, boolean>
  const was = switches[feature]
  switches[feature] = on
  try {
    return await run()
  } finally {
    switches[feature] = was
  }
}
