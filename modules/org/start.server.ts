import type { SessionUser } from '~/app/kernel/auth/policy'
import { type ClassStanding, installClassStanding } from '~/modules/competitions'
import { provideCourseSelection } from '~/modules/learning'
import { isTeacher } from './access'
import { classRelation, findClass } from './classes/classes.server'
import { courseSelectionOf } from './courses/courses.server'

// What org installs at start in the modules below it (ADR 014: upward calls are hooks installed at start):
// competitions asks what a user is to a class before showing or joining a competition restricted to it. The
// answer follows access.ts: teachers (owner, managers, admins), students (not of a hidden class), or nothing —
// a student removed from the class is nothing at once.

export async function classStandingOf(user: SessionUser, classId: number): Promise<ClassStanding | null> {
  const cls = await findClass(classId)
  if (!cls) return null
  const relation = await classRelation(user, cls)
  if (isTeacher(relation)) return { relation: 'teacher', title: cls.title }
  return relation === 'student' ? { relation: 'student', title: cls.title } : null
}

/** Every process calls it before serving (server.js); tests call it the same way. Idempotent. */
export function startOrg(): void {
  installClassStanding(classStandingOf)
}

// What org installs in the modules below it at start (server.js, through app/entry.server.tsx): learning
// asks it for a student's course selection (ADR 024). Returns the function that takes it away (tests).
export function startOrgCourses(): () => void {
  return provideCourseSelection(courseSelectionOf)
}
