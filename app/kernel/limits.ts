// Client-safe sizes: route handles (read by server.js's http-guard before any body) use them.
export const MiB = 1024 * 1024

/** The `handle.maxBody` of an upload form: its largest file plus room for the other fields. */
export const uploadBody = (fileMiB: number) => (fileMiB + 2) * MiB
