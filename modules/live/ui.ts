// The live module's client-safe surface (ADR 005): components other modules render.
// The dashboard's study week (modules/site).
export { StudyWeek } from './ui/StudyWeek'
