// The replays ranking's scores from the module's scoreboard (scoreboard.server.ts): a virtual run scored on its
// own clock and placed among the final live standings.
import { standingOf } from '../scoreboard/scoreboard.server'
import type { ReplayScoring } from './replays.server'

export const scoreboardScoring: ReplayScoring = {
  async resultOf(participationId, now) {
    const run = await standingOf(participationId, now)
    if (!run) return undefined
    const { solved, score, penalty } = run.standing
    return { solved, score, penalty, place: run.place, of: run.of }
  },
}
