#!/usr/bin/env node
// `npm run bench`: builds if needed, then runs every bench/*.mjs in turn. Each prints its own figures.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)
if (!fs.existsSync('build/server/index.js'))
  spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' })
const only = process.argv[2]
let failed = false
for (const file of fs
  .readdirSync('bench')
  .filter((f) => f.endsWith('.mjs'))
  .sort()) {
  if (only && !file.includes(only)) continue
  console.log(`\n=== bench/${file}`)
  const res = spawnSync(process.execPath, [path.join('bench', file)], { stdio: 'inherit' })
  if (res.status !== 0) failed = true
}
process.exit(failed ? 1 : 0)
