// The blog area's part of the social module's public surface (re-exported by ../index.ts).
export { liveFeedFor } from './feed.server'

// The demo seed prepares the teaser PRO posts show to others (db/seed/rich-text.ts).
export { firstParagraph } from './teaser'
