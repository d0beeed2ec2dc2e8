// Client-safe formatting for the scoreboard and manage pages (rendered on the server only).
import { formatInZone } from '~/app/kernel/i18n/locale'

export function formatDateTime(iso: string, lng: string): string {
  // The zone is named (BRT, GMT/BST): a reader elsewhere must not take it for their own time.
  return formatInZone(iso, lng, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'short',
  })
}
