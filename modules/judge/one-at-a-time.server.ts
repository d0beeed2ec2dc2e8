// Work that must not overlap, in this process: jobs of one key run one after another, in the order they came
// (the engine imports one package per folder at a time; custom runs share the host with the judge's queue).
// `lineLength` lets a caller refuse rather than wait when the line is long.

const lines = new Map<string, { tail: Promise<unknown>; length: number }>()

/** Runs `job` once every earlier job of `key` has settled (a failed one does not stop the line). */
export function inLine<T>(key: string, job: () => Promise<T>): Promise<T> {
  const line = lines.get(key) ?? { tail: Promise.resolve(), length: 0 }
  lines.set(key, line)
  line.length++
  const run = line.tail.catch(() => undefined).then(job)
  line.tail = run
  return run.finally(() => {
    line.length--
    if (line.length === 0 && lines.get(key) === line) lines.delete(key)
  })
}

/** Jobs of `key` running or waiting. */
export const lineLength = (key: string) => lines.get(key)?.length ?? 0
