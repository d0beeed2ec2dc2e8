import { provideCourseSelection } from '~/modules/learning'
import { courseSelectionOf } from './courses.server'

// What org installs in the modules below it at start (server.js, through app/entry.server.tsx): learning
// asks it for a student's course selection (ADR 024). Returns the function that takes it away (tests).
export function startOrgCourses(): () => void {
  return provideCourseSelection(courseSelectionOf)
}
