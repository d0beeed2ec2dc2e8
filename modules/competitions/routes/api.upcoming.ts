import { upcomingCompetitions } from '../index'

export async function loader() {
  return Response.json(await upcomingCompetitions())
}
