import Stripe from 'stripe'

// The payment provider (ADR 016): always the official `stripe` SDK. With STRIPE_SECRET_KEY it talks to Stripe;
// without it server.js starts the local provider (local-provider/) and points the same SDK at it through
// STRIPE_API_URL — host, port and protocol are SDK options. There is no branch that skips the SDK.

export interface ProviderConfig {
  secretKey: string
  webhookSecret: string
  /** Only for the local provider: http://127.0.0.1:PORT. */
  apiUrl?: string
  /** Only for the local provider: where payers see its pages, on the app's own origin. */
  pagesUrl?: string
}

let config: ProviderConfig | null = null
let client: Stripe | null = null

export function configureProvider(next: ProviderConfig | null): void {
  config = next
  client = null
}

function fromEnv(): ProviderConfig | null {
  const secretKey = process.env.STRIPE_SECRET_KEY
  const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET
  if (!secretKey || !webhookSecret) return null
  return { secretKey, webhookSecret, apiUrl: process.env.STRIPE_API_URL || undefined }
}

/** Null when payments are not configured (the pages say so instead of failing). */
export function providerConfig(): ProviderConfig | null {
  return config ?? fromEnv()
}

export function stripe(): Stripe | null {
  const current = providerConfig()
  if (!current) return null
  if (!client) {
    const api = current.apiUrl ? new URL(current.apiUrl) : null
    client = new Stripe(current.secretKey, {
      ...(api && {
        host: api.hostname,
        port: api.port || (api.protocol === 'https:' ? 443 : 80),
        protocol: api.protocol === 'https:' ? 'https' : 'http',
      }),
      // Checkout must answer fast when the provider is down; idempotency keys make retries safe.
      maxNetworkRetries: 1,
      timeout: 10_000,
      telemetry: false,
    })
  }
  return client
}
