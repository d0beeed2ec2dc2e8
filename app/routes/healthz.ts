import { health } from '~/app/kernel/http/health.server'

/** Liveness for Fly (server.js answers it before Remix in production; this serves the dev server). */
export async function loader() {
  const { status, body } = await health()
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
}
