// The live module's public surface (issue 22): live events and the calendar, the video center, training guides,
// study plans, the mentoring points profile and the guided tours. Other modules import only from here.
export { runLiveJob, startLiveJob, stopLiveJob } from './events/reminders.server'
// The navigation's videos dot (app/root.tsx): the rule of GET /api/videos/has-new.
export { hasNewVideos } from './videos/videos.server'
// The demo data's videos (db/seed/live.ts).
export { saveVideo } from './videos/videos.server'
// Study plans (issue 22): the dashboard's week, planned against done (the plan's read is the kernel's).
export { type StudyWeek, studyWeek } from './plans/plans.server'
