import type { LoaderFunctionArgs } from '@remix-run/node'
import { optionalUser } from '~/app/kernel/auth/guards.server'
import { servePostImage } from '../serve.server'

/** GET /image/post/:id.webp — a blog post's image (docs/product.md#social-feed-and-blog), 304 when the browser's copy is current. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return servePostImage(request, params.file, await optionalUser(request))
}
