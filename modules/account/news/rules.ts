// News e-mails' limits, shared by the staff page (client-safe) and the service.

/** docs/privacy.md#news: at most twice a calendar month (UTC). */
export const NEWS_PER_MONTH = 2
/** Mails per run of the privacy job. */
export const NEWS_BATCH = 50
