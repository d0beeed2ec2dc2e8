import type { LoaderFunctionArgs } from '@remix-run/node'
import { serveContentImage } from '../serve.server'

/** GET /image/:id — a content image uploaded on /{lang}/content/images (docs/product.md#social-feed-and-blog). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return serveContentImage(request, params.file)
}
