import type { LoaderFunctionArgs } from '@remix-run/node'
import { serveCourseIcon } from '../courses/course-icon.server'

/** GET /image/course-icon/:id.png — the course's 600×600 PNG (docs/product.md#learning-courses: images), 404 when it has none. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return serveCourseIcon(request, params.file)
}
