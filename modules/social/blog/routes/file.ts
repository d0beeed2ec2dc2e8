import type { LoaderFunctionArgs } from '@remix-run/node'
import { serveContentFile } from '../serve.server'

/** GET /file/:id — a content file, always as a download. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return serveContentFile(request, params.id)
}
