import type { MouseEvent } from 'react'

/**
 * A plain left click on a link an island takes over (the bell, the assistant): anything else (a new tab, a new
 * window, a download) is left to the browser, so the link still does what links do.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}
