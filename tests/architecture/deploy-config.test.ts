import fs from 'node:fs'
import { parse as parseToml } from 'smol-toml'
import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'

// ADR 018: fly.toml, litefs.yml and the Dockerfile describe one deployment; a port, a mount or a path changed in
// one of them and not the others only shows on Fly, after a deploy. This reads the three and checks they agree.
// biome-ignore lint/suspicious/noExplicitAny: parsed configuration, checked field by field below
type Parsed = Record<string, any>
const fly = parseToml(fs.readFileSync('fly.toml', 'utf8')) as Parsed
const litefs = parseYaml(fs.readFileSync('litefs.yml', 'utf8')) as Parsed
const dockerfile = fs.readFileSync('Dockerfile', 'utf8')

/** The ENV of the Dockerfile's last stage, with $VAR references as written. */
function dockerEnv(): Record<string, string> {
  const lastStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '))
  const env: Record<string, string> = {}
  for (const block of lastStage.matchAll(/^ENV ((?:.*\\\n)*.*)$/gm)) {
    for (const [, key, value] of block[1].replace(/\\\n/g, ' ').matchAll(/([A-Z_]+)=(\S+)/g)) env[key] = value
  }
  return env
}
const env = dockerEnv()
const expand = (text: string) =>
  text.replace(/\$\{(\w+)\}/g, (_, name) => env[name] ?? fly.env?.[name] ?? `<${name}>`)

describe('the deployment files agree', () => {
  it('the service port is the LiteFS proxy, which forwards to the app’s PORT', () => {
    expect(String(fly.http_service.internal_port)).toBe(env.INTERNAL_PORT)
    expect(expand(litefs.proxy.addr)).toBe(`:${env.INTERNAL_PORT}`)
    expect(expand(litefs.proxy.target)).toBe(`localhost:${env.PORT}`)
    expect(env.PORT).not.toBe(env.INTERNAL_PORT)
  })

  it('the database is inside the FUSE mount, named as the proxy knows it; LiteFS’s data is on the volume', () => {
    expect(expand(litefs.fuse.dir)).toBe(env.LITEFS_DIR)
    expect(env.DATABASE_PATH).toBe(`${env.LITEFS_DIR}/${env.DATABASE_FILENAME}`)
    expect(expand(litefs.proxy.db)).toBe(env.DATABASE_FILENAME)
    expect(litefs.data.dir.startsWith(`${fly.mounts.destination}/`)).toBe(true)
  })

  it('candidates are the primary region’s machines; migrations run only there, before the server', () => {
    expect(fly.env.PRIMARY_REGION).toBe(fly.primary_region)
    expect(String(litefs.lease.candidate)).toContain('FLY_REGION == PRIMARY_REGION')
    expect(litefs.lease.type).toBe('consul')
    const [migrate, serve] = litefs.exec
    expect(migrate).toMatchObject({ cmd: expect.stringContaining('db.js migrate'), 'if-candidate': true })
    expect(serve.cmd).toContain('server.js')
    expect(serve['if-candidate']).toBeUndefined()
  })

  it('LiteFS runs the server: its binary, its config and its mount are in the image', () => {
    expect(dockerfile).toMatch(
      /COPY --from=flyio\/litefs:[\d.]+ \/usr\/local\/bin\/litefs \/usr\/local\/bin\/litefs/,
    )
    expect(dockerfile).toMatch(/COPY litefs\.yml \/etc\/litefs\.yml/)
    expect(dockerfile).toMatch(/fuse3/)
    expect(dockerfile).toMatch(/^CMD \["litefs", "mount"\]$/m)
    expect(fly.processes.web).toBe('litefs mount')
  })

  it('judge workers run without LiteFS or a volume, and talk to the primary through Fly’s proxy (ADR 021)', () => {
    // An ENTRYPOINT would wrap every process group's command, the workers' included, in LiteFS.
    expect(dockerfile).not.toMatch(/^ENTRYPOINT/m)
    expect(fly.processes.judge).toBe('node build/judge/remote-worker.js')
    expect(fs.readFileSync('scripts/build-tools.mjs', 'utf8')).toContain("'remote-worker':")
    expect(fly.mounts.processes).not.toContain('judge')
    expect(fly.http_service.processes).not.toContain('judge')
    expect(fly.vm.find((vm: Parsed) => vm.processes.includes('judge'))).toBeDefined()
    expect(fly.env.JUDGE_MODE).toBe('remote')
    expect(fly.env.PRIMARY_URL).toBe(fly.env.PUBLIC_URL)
    // The secret is a Fly secret, never in the file.
    expect(fly.env.JUDGE_SECRET).toBeUndefined()
  })

  it('machines stay up (LiteFS needs it), the volume goes only where LiteFS runs, the health check is a route', () => {
    expect(fly.http_service.auto_stop_machines).toBe('off')
    expect(fly.mounts.processes).toEqual(fly.http_service.processes)
    const health = fly.http_service.checks[0].path
    expect(fs.existsSync(`app/routes${health}.ts`)).toBe(true)
    expect(litefs.proxy.passthrough).toContain(health)
  })
})
