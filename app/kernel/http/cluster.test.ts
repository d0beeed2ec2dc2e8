import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { forwardToDesignated, listenForForwarded, needsDesignated, webConcurrency } from './cluster.js'

describe('webConcurrency', () => {
  it('is one process unless WEB_CONCURRENCY asks for more, and one for the demo’s local payments', () => {
    expect(webConcurrency({})).toBe(1)
    expect(webConcurrency({ WEB_CONCURRENCY: '2' })).toBe(2)
    expect(webConcurrency({ WEB_CONCURRENCY: 'abc' })).toBe(1)
    expect(webConcurrency({ WEB_CONCURRENCY: '-3' })).toBe(1)
    expect(webConcurrency({ WEB_CONCURRENCY: 'auto' })).toBeGreaterThanOrEqual(1)
    expect(webConcurrency({ WEB_CONCURRENCY: '2', STRIPE_LOCAL: '1' })).toBe(1)
  })
})

describe('needsDesignated', () => {
  it('sends every write and the judge’s live answers to the designated process, pages stay', () => {
    expect(needsDesignated('POST', '/br/login')).toBe(true)
    expect(needsDesignated('DELETE', '/api/x')).toBe(true)
    expect(needsDesignated('GET', '/api/programming-exercise/submission-status/12?mark=3')).toBe(true)
    expect(needsDesignated('GET', '/gb/submission/12')).toBe(true)
    expect(needsDesignated('GET', '/br/submission-status/12?wait=abc')).toBe(true)
    expect(needsDesignated('GET', '/br/competition/3/scoreboard?view=full')).toBe(true)
    expect(needsDesignated('GET', '/br/competition/3')).toBe(false)
    expect(needsDesignated('GET', '/br/course/intro')).toBe(false)
    expect(needsDesignated('HEAD', '/br/dashboard')).toBe(false)
    expect(needsDesignated('GET', '/br/submissions?page=2')).toBe(false)
  })
})

describe('forwarding between processes', () => {
  const servers: http.Server[] = []
  afterEach(() => {
    for (const s of servers.splice(0)) s.close()
    vi.unstubAllEnvs()
  })

  const listening = (s: http.Server) =>
    new Promise<number>((resolve) => {
      if (s.listening) resolve((s.address() as AddressInfo).port)
      else s.once('listening', () => resolve((s.address() as AddressInfo).port))
    })

  it('hands a write over with its body and the caller’s address; a page is answered where it arrives', async () => {
    vi.stubEnv('TRILHA_CLUSTER_KEY', 'k'.repeat(32))
    const designated = express()
    designated.use((req, res) => {
      let body = ''
      req.on('data', (c) => {
        body += c
      })
      req.on('end', () => {
        res.set('set-cookie', ['a=1', 'b=2'])
        res.json({
          where: 'designated',
          method: req.method,
          body,
          ip: (req as unknown as { forwardedClientIp?: string }).forwardedClientIp,
          key: req.get('x-trilha-cluster-key') ?? null,
        })
      })
    })
    const internal = listenForForwarded(designated)
    servers.push(internal)
    vi.stubEnv('TRILHA_DESIGNATED_PORT', String(await listening(internal)))

    const page = express()
    page.use(forwardToDesignated(() => '203.0.113.7'))
    page.use((_req, res) => res.json({ where: 'page' }))
    const front = http.createServer(page).listen(0, '127.0.0.1')
    servers.push(front)
    const base = `http://127.0.0.1:${await listening(front)}`

    expect(await (await fetch(`${base}/br/course/x`)).json()).toEqual({ where: 'page' })
    const res = await fetch(`${base}/br/login`, { method: 'POST', body: 'email=a' })
    expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2'])
    expect(await res.json()).toEqual({
      where: 'designated',
      method: 'POST',
      body: 'email=a',
      ip: '203.0.113.7',
      key: null,
    })
  })

  it('refuses a forwarded request without the run’s key (nobody else may say who the client is)', async () => {
    vi.stubEnv('TRILHA_CLUSTER_KEY', 'k'.repeat(32))
    const internal = listenForForwarded(express().use((_req, res) => res.json({ ok: true })))
    servers.push(internal)
    const port = await listening(internal)
    const wrong = await fetch(`http://127.0.0.1:${port}/x`, {
      headers: { 'x-trilha-cluster-key': 'w'.repeat(32), 'x-trilha-client-ip': '1.2.3.4' },
    })
    expect(wrong.status).toBe(403)
    expect((await fetch(`http://127.0.0.1:${port}/x`)).status).toBe(403)
  })
})
