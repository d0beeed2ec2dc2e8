// Lists of the public profile: solved and authored exercises come from the judge, courses and authored lessons
// from learning (through their index.ts); tutorials are blog posts (this module's own table).
import type { Lng } from '~/app/kernel/i18n/locale'
import { db } from '~/db/client.server'
import { localized } from '~/modules/judge'

export type { AuthoredExercise, Paged, SolvedItem } from '~/modules/judge'
export type { AuthoredLesson, EnrolledCourse } from '~/modules/learning'

const AUTHORED_MAX = 100

export interface Tutorial {
  url: string
  title: string
  createdAt: string
}

/** The user's public tutorials (blog posts flagged as tutorials), newest first. */
export async function authoredTutorials(userId: number, lng: Lng): Promise<Tutorial[]> {
  const rows = await db
    .selectFrom('blog_posts')
    .select(['url', 'title_br', 'title_gb', 'created_at'])
    .where('author_id', '=', userId)
    .where('is_tutorial', '=', 1)
    .where('visibility', '=', 'public')
    .orderBy('created_at', 'desc')
    .limit(AUTHORED_MAX)
    .execute()
  return rows.map((r) => ({
    url: r.url,
    title: localized(r.title_br, r.title_gb, lng),
    createdAt: r.created_at,
  }))
}
