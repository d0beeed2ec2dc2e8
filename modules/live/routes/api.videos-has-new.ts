import { now } from '~/app/kernel/runtime/clock.server'
import { hasNewVideos } from '../videos/videos.server'

// GET /api/videos/has-new (docs/product.md#live-classes): {has_new}, the rule the navigation's dot uses.
export async function loader() {
  return Response.json({ has_new: await hasNewVideos(now()) }, { headers: { 'Cache-Control': 'no-store' } })
}
