import { COMING_SOON } from './routes'

/** Matches a path (without locale prefix) to the key of the coming-soon page it belongs to. */
export function pageKeyOf(path: string): string {
  const segments = path.split('/').filter(Boolean)
  for (const [key, pattern] of Object.entries(COMING_SOON)) {
    const parts = pattern.split('/')
    if (parts.length === segments.length && parts.every((p, i) => p.startsWith(':') || p === segments[i]))
      return key
  }
  return 'unknown'
}
