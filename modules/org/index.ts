// The org module's public surface (server side). Other modules and the seed import only from here.
// The demo seed (db/seed/org.ts) writes its organization, classes, lists and weekly answers through these.
export { addMember } from './membership/members.server'
export { createClass, enrollStudent } from './classes/classes.server'
export { saveList } from './lists/lists.server'
export { saveWeeklyAnswer } from './weekly/weekly.server'
// The organization's courses (ADR 024): learning asks org for a student's course selection through the source
// installed here at start (server.js).
export { startOrgCourses } from './start.server'
// Start-up (server.js, every process): the class lookup competitions asks about a class's competitions.
export { startOrg } from './start.server'
// The weekly notification job (server.js starts it on the primary).
export { runWeeklyNotices, startWeeklyNoticesJob, stopWeeklyNoticesJob } from './weekly/weekly-notices.server'
// "A list opens": the job (server.js starts it on the primary) and its run (tests pass the time).
export { runListNotices, startListNoticesJob, stopListNoticesJob } from './lists/list-notices.server'
