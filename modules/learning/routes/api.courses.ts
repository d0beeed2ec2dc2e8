import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiLng } from '~/app/kernel/requests/api.server'
import { apiCourses } from '../courses/courses.server'

/** GET /api/courses?locale=br|gb|pt-BR|en-GB (docs/product.md#learning-courses): the course list with topics and lessons. */
export async function loader({ request }: LoaderFunctionArgs) {
  return Response.json(await apiCourses(await apiLng(request)))
}
