// Test helpers for the referral services (not a test file itself).
import { db } from '~/db/client.server'
import { exerciseIn, judged, makeCourse } from '~/modules/learning/progress/test-helpers'
import { createTestUser } from '~/tests/factories'
import { createLink, recordInvitation } from './links.server'

let counter = 0

/** A user with a referral link (a valid CPF as PIX key). */
export async function inviter(identifier?: string) {
  counter += 1
  const user = await createTestUser()
  const id = identifier ?? `convite-${counter}`
  const result = await createLink(user.id, {
    identifier: id,
    pixKeyType: 'cpf',
    pixKey: '52998224725',
    ownerName: 'Ana Souza',
  })
  if (!result.ok) throw new Error(`link ${id}: ${result.reason}`)
  return { ...user, identifier: id }
}

/** A user registered through `identifier`. */
export async function invitee(identifier: string) {
  const user = await createTestUser()
  await recordInvitation(user.id, [identifier])
  return user
}

/** Completes `lessons` lessons and gets `exercises` exercises accepted for the user. */
export async function study(userId: number, lessons: number, exercises: number) {
  const course = await makeCourse({ lessons: Math.max(lessons, 1) })
  for (const lesson of course.lessons.slice(0, lessons)) {
    await db
      .insertInto('lesson_progress')
      .values({ user_id: userId, lesson_id: lesson.id, completed_at: new Date().toISOString() })
      .execute()
  }
  for (let i = 0; i < exercises; i++) await judged(userId, await exerciseIn('easy'))
}
