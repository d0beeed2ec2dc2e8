import path from 'node:path'
import { databasePath } from '~/db/client.server'

/** Where the judge keeps its files: `JUDGE_DATA_DIR`, else a `judge` folder beside the database. */
export function judgeDataDir(): string {
  return path.resolve(process.env.JUDGE_DATA_DIR ?? path.join(path.dirname(databasePath()), 'judge'))
}

/** The imported test package of an exercise (numbered folders of .in/.out, as the engine stores them). */
export function packageDir(exerciseId: number): string {
  if (!Number.isSafeInteger(exerciseId) || exerciseId <= 0) throw new Error(`bad exercise id ${exerciseId}`)
  return path.join(judgeDataDir(), 'packages', String(exerciseId))
}
