// Client-safe constants (components import these; zod stays out of client bundles).
export const QUICK_FEEDBACK_COMMENT_MAX = 1000
