// The notes area's part of the social module's public surface (re-exported by ../index.ts).
export {
  type Note,
  type NoteInput,
  type NotePage,
  type NoteSummary,
  createNote,
  deleteNote,
  findNote,
  listNotes,
  updateNote,
} from './notes.server'
