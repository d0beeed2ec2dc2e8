// The assistant module's public surface. Other modules import only from here.

// AI grading (modules/assistant/grading): the queue's start and stop, for server.js through app/entry.server.
export { startGrading, stopGrading } from './grading/queue.server'
