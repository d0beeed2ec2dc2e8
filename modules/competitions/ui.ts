// The competitions module's components for other modules' pages (they declare the `competitions` namespace).
export { MyCompetitions } from './ui/my-competitions'
// Wall-clock times in a locale's zone (the live module's calendar and event form use the same conversion).
export { isoToLocalInput, localInputToIso } from './ui/competition-time'
