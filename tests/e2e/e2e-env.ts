// Where the end-to-end suite runs its own server and keeps its scratch files (all under tests/.tmp,
// which git ignores). Shared by playwright.config.ts, the global setup and the helpers.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const E2E_DIR = path.join(ROOT, 'tests/.tmp/e2e')
export const DATABASE_PATH = path.join(E2E_DIR, 'trilha.db')
/** Timestamps of the auth POSTs the suite made: see authBudget() in helpers.ts. */
export const AUTH_LOG = path.join(E2E_DIR, 'auth-posts.json')
export const PORT = Number(process.env.E2E_PORT ?? 3917)
export const HOST = '127.0.0.1'
export const BASE_URL = `http://${HOST}:${PORT}`
/** The dev outbox opens only with its key (issue 15): the suite's server gets this one. */
export const OUTBOX_KEY = 'e2e-outbox-key-not-secret'
export const OUTBOX_PATH = `/br/dev/outbox?key=${OUTBOX_KEY}`
