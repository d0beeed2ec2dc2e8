// The social module's components for other modules' pages (they declare the namespaces named below).
// Feed (namespace `blog`): the dashboard's live feed card.
export { LiveFeed } from './blog/ui/feed'
// Profile: months of jobs as the public profile shows them ("2021-03" → "mar. de 2021").
export { useMonth } from './profile/ui/ProfileStory'
// The consistency calendar (namespace `profile`), also on the dashboard: a year of activity days → the grid.
export { type CalendarDayInput, buildCalendar } from './profile/calendar'
export { ConsistencyCalendar } from './profile/ui/ConsistencyCalendar'
