// The competitions module's components for other modules' pages (they declare the `competitions` namespace).
export { MyCompetitions } from './ui/my-competitions'
