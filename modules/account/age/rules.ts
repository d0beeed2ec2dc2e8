// The guardian link's numbers (ADR 023), client-safe: the guardian page shows them.

/** Days a mailed link works. */
export const GUARDIAN_LINK_DAYS = 7
/** Links mailed per account per hour, the first one included: enough for a typo, not for a mail bomb. */
export const GUARDIAN_MAILS_PER_HOUR = 3
