// The live module's public surface (issue 22): live events and the calendar, the video center, training guides,
// study plans, the mentoring points profile and the guided tours. Other modules import only from here.
export { runLiveJob, startLiveJob, stopLiveJob } from './events/reminders.server'
