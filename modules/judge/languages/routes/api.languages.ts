import { listLanguages } from '../languages.server'

/** GET /api/judge/languages — ids, labels with detected versions and availability (for the exercise page). */
export async function loader() {
  const languages = await listLanguages()
  return Response.json(
    languages.map((l) => ({
      id: l.id,
      label: l.label,
      version: l.version,
      available: l.available,
      time_multiplier: l.time_multiplier ?? l.default_time_multiplier,
    })),
  )
}
