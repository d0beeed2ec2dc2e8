import type { TourName } from '~/app/kernel/people/tours'
import { showTour } from '~/app/kernel/people/tours.server'
import { type IslandAssets, islandAssets } from './editor/preloads.server'

/** The tour's plain module (a client entry of its own, vite.config.ts), as the client manifest names it. */
const TOUR_ISLAND_SOURCE = 'app/ui/tour-island.ts'

/** What a page's loader returns for its guided tour: whether to render TourTemplate, and its script. */
export interface TourIslands {
  tour: boolean
  /** The loader's `islands` (app/root.tsx): the tour's plain module, or none. */
  islands: IslandAssets[]
}

/**
 * The guided tour of a page's loader (issue 22, ADR 031): its card and script while `userId` still gets `tour`
 * (logged in, not dismissed); for visitors and for who closed or finished it, neither.
 */
export async function tourIslands(userId: number | null | undefined, tour: TourName): Promise<TourIslands> {
  const island = (await showTour(userId, tour)) ? islandAssets(TOUR_ISLAND_SOURCE) : null
  return island ? { tour: true, islands: [island] } : { tour: false, islands: [] }
}
