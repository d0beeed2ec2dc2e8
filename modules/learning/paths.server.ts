import path from 'node:path'
import { mediaDir } from '~/app/kernel/files/media.server'

export { mediaDir }

function checkedId(id: number) {
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`bad id ${id}`)
  return String(id)
}

/** The course icon, a 600×600 PNG (docs/product.md#learning-courses), served at /image/course-icon/:id.png. */
export function courseImagePath(courseId: number): string {
  return path.join(mediaDir(), 'course-icon', `${checkedId(courseId)}.png`)
}

/** Where a math answer's image/audio and a project's ZIP are kept: one folder per user. */
export function uploadDir(userId: number): string {
  return path.join(mediaDir(), 'uploads', checkedId(userId))
}
