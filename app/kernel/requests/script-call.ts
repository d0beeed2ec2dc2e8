// Client-safe: the islands send it, the server checks it.

/**
 * The header our islands add to the GET endpoints that write (the friend confirm/reject, docs/product.md#kernel-requests-and-errors). An `<img>`, a
 * link or a form cannot send a custom header, and another origin's script cannot either without a CORS
 * preflight we never grant, so a picture in someone's biography cannot answer a friend request for its viewer.
 */
export const SCRIPT_CALL_HEADERS = { 'X-Requested-With': 'fetch' } as const
