import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

// The built CLI run as an unprivileged user: the judge must refuse, say why, and never run the code.
const cli = path.resolve('build/judge/cli.js')
const asNobody = (args: string[]) =>
  promisify(execFile)(
    '/usr/bin/setpriv',
    ['--reuid=65534', '--regid=65534', '--clear-groups', '/usr/bin/node', cli, ...args],
    {
      env: {
        PATH: '/usr/bin:/bin',
        JUDGE_WORK_DIR: '/tmp/trilha-judge-nobody',
      } as unknown as NodeJS.ProcessEnv,
    },
  )

describe('a host that cannot sandbox', () => {
  it('refuses to judge, says why, and runs nothing', async () => {
    if (!fs.existsSync(cli)) throw new Error('build missing: run `npm run build` first')
    const dir = fs.mkdtempSync('/tmp/refusal-')
    fs.mkdirSync(path.join(dir, 'tests/1'), { recursive: true })
    fs.writeFileSync(path.join(dir, 'tests/1/a.in'), '')
    fs.writeFileSync(path.join(dir, 'tests/1/a.out'), '')
    const marker = path.join(dir, 'ran')
    fs.writeFileSync(path.join(dir, 'evil.py'), `open(${JSON.stringify(marker)}, 'w').write('unsandboxed')\n`)
    fs.chmodSync(dir, 0o777)
    const { stdout } = await asNobody(['--languages'])
    expect(JSON.parse(stdout).sandbox).toEqual({ ok: false, reason: expect.stringMatching(/needs root/) })
    const judged = await asNobody([
      path.join(dir, 'evil.py'),
      '--lang',
      'python3',
      '--tests',
      path.join(dir, 'tests'),
    ]).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    )
    expect(judged?.code).toBe(1)
    expect(judged?.stderr).toMatch(/refusing to run code: .*needs root/)
    expect(fs.existsSync(marker)).toBe(false)
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
