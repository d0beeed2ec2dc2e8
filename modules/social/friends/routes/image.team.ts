import type { LoaderFunctionArgs } from '@remix-run/node'
import { serveTeamImage } from '../team-image.server'

/** GET /image/team/:id.png — the team's 640×640 PNG (docs/product.md#social-friends: images), 404 when it has none. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return serveTeamImage(request, params.file)
}
