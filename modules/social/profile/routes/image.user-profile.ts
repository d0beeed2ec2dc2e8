import type { LoaderFunctionArgs } from '@remix-run/node'
import { servePicture } from '../picture.server'

/** GET /image/user-profile/:id.png — the user's 640×640 picture (docs/product.md#social-profiles: images), 404 when they have none. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return servePicture(request, params.file)
}
