import { redirect } from '@remix-run/node'
import { createFlash } from '~/app/kernel/requests/flash.server'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { now } from '~/app/kernel/runtime/clock.server'
import { currentGrant, currentSubscription } from '../state.server'
import type { SubscriptionCardData } from '../ui/SubscriptionDetails'

// What billing's pages share: the one-shot notices, the card's data.

export type BillingFlash = 'cancelled' | 'withdrawn' | 'granted'
const KINDS: readonly unknown[] = ['cancelled', 'withdrawn', 'granted']
const channel = createFlash('trilha_billing_flash', (v): v is BillingFlash => KINDS.includes(v))
export const setBillingFlash = (target: string, kind: BillingFlash) => channel.set(target, kind)
export const takeBillingFlash = (request: Request) => channel.take(request)

/** The profile card's and the subscription page's data. */
export async function subscriptionCard(userId: number, at = now()): Promise<SubscriptionCardData> {
  const [subscription, grant] = await Promise.all([currentSubscription(userId, at), currentGrant(userId, at)])
  return { subscription, grantUntil: grant?.ends_at ?? null }
}
