// What joining the box's cgroup costs, path by path (issue 23): the time to start a trivial program in a box
// (launcher → bwrap → binary, production flags, until Node sees it close) with the launcher joining
//   - no group (it writes its pid to /dev/null): the baseline;
//   - the driver's groups by cgroup.procs (v1 here: memory, pids, cpuacct; the path kept on v1);
//   - a v2 group by cgroup.procs (the fallback when clone3 is refused);
//   - a v2 group by clone3(CLONE_INTO_CGROUP) (the path on v2 hosts): one more process, no migration.
// The v2 rows use the first cgroup2 mount (this host: /sys/fs/cgroup/unified, no controllers, so no limits are
// written there; the join itself is what is measured). A fresh group per run, made and removed outside the timing.
import fs from 'node:fs'
import path from 'node:path'
import { median, ms, p95, round, shuffle, table } from './stats.mjs'

/**
 * `spawnRun(command, args)` resolves to { stdout }; `launcherArgs(join, argv)` builds the launcher's argv;
 * `joinArg(group)` and `cgroup2Mount()` are the engine's (joinArg: what the judge passes for a group of `cgroups`).
 */
export async function joinBench(options) {
  const { cgroups, spawnRun, launcher, launcherArgs, joinArg, argv, expected, rounds, groupName } = options
  const mount = options.cgroup2Mount()
  const v2Parent = mount && path.join(mount, 'trilha-judge')
  if (v2Parent) fs.mkdirSync(v2Parent, { recursive: true })
  const v2Group = () => {
    const dir = path.join(v2Parent, groupName())
    fs.mkdirSync(dir)
    return {
      dir,
      destroy: async () => {
        for (let i = 0; i < 1000 && fs.readFileSync(path.join(dir, 'cgroup.procs'), 'utf8'); i++)
          await new Promise((r) => setTimeout(r, 1))
        fs.rmdirSync(dir)
      },
    }
  }
  const CASES = {
    none: {
      label: 'no cgroup (launcher writes /dev/null)',
      make: () => ({ join: '/dev/null', destroy: async () => {} }),
    },
    driver: {
      label: `the judge's ${cgroups.version} groups, as it joins them (${cgroups.version === 'v1' ? 'cgroup.procs' : 'clone3'})`,
      make: () => {
        const g = cgroups.create(groupName(), options.cgLimits)
        return { join: joinArg(g), destroy: () => g.destroy() }
      },
    },
    ...(v2Parent
      ? {
          v2procs: {
            label: `v2 group at ${mount}, cgroup.procs (the fallback)`,
            make: () => {
              const g = v2Group()
              return { join: path.join(g.dir, 'cgroup.procs'), destroy: g.destroy }
            },
          },
          v2clone3: {
            label: `v2 group at ${mount}, clone3(CLONE_INTO_CGROUP) (the v2 path)`,
            make: () => {
              const g = v2Group()
              return { join: `clone3:${g.dir}`, destroy: g.destroy }
            },
          },
        }
      : {}),
  }
  const times = Object.fromEntries(Object.keys(CASES).map((k) => [k, []]))
  let wrong = 0
  for (let i = 0; i < rounds + 3; i++) {
    for (const key of shuffle(Object.keys(CASES))) {
      const g = CASES[key].make()
      try {
        const t0 = performance.now()
        const r = await spawnRun(launcher, launcherArgs(g.join, argv))
        const elapsed = performance.now() - t0
        if (r.stdout !== expected) wrong++
        if (i >= 3) times[key].push(elapsed)
      } finally {
        await g.destroy()
      }
    }
  }
  const M = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, median(v)]))
  console.log(
    `\n2e. Joining the cgroup: launcher → bwrap → binary, a fresh group per run, ${rounds} runs each, interleaved`,
  )
  table(
    ['join', 'median ms', 'p95 ms', 'vs no cgroup'],
    Object.entries(CASES).map(([k, c]) => [
      c.label,
      ms(M[k]),
      ms(p95(times[k])),
      k === 'none' ? '' : ms(M[k] - M.none),
    ]),
  )
  if (!v2Parent)
    console.log('no cgroup2 hierarchy mounted on this host: the v2 rows (clone3) were not measured')
  if (wrong) console.log(`WARNING: ${wrong} run(s) printed something else than expected`)
  return Object.fromEntries(Object.entries(M).map(([k, v]) => [k, round(v)]))
}
