// Limits the pages show and the services check (client-safe).

/** The longest discussion post or reply (the table's CHECK says the same). */
export const POST_MAX = 4000
