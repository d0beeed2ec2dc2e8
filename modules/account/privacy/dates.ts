// Dates of the privacy rules, from the kernel's clock (tests pass their own `at`).

export const DAY_MS = 86_400_000
/** The privacy policy (docs/privacy.md): rights requests are answered within 15 days. */
export const DUE_DAYS = 15

export const dueDate = (at: Date) => new Date(at.getTime() + DUE_DAYS * DAY_MS).toISOString()

/** The first instant of `at`'s calendar month (UTC), as stored timestamps are. */
export const monthStart = (at: Date) => `${at.toISOString().slice(0, 7)}-01T00:00:00.000Z`

/** Deletion: days before the erasure, during which logging in cancels it. */
export const GRACE_DAYS = 15
/** Export: days the mailed link and the file last. */
export const EXPORT_LINK_DAYS = 7
/** Export requests a calendar month (UTC), pending or not: a ZIP of a whole account is not something to make hourly. */
export const EXPORTS_PER_MONTH = 3
