// Client-safe sizes: route handles (read by server.js's http-guard before any body) use them.
export const MiB = 1024 * 1024

/** The `handle.maxBody` of an upload form: its largest file plus room for the other fields. */
export const uploadBody = (fileMiB: number) => (fileMiB + 2) * MiB

/** A quick feedback's comment (lessons and exercises): the textarea's maxLength and the route's check. */
export const QUICK_FEEDBACK_COMMENT_MAX = 1000
