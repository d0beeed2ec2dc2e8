import crypto from 'node:crypto'
import { installProAccess } from '~/app/kernel/auth/pro.server'
import { onLearnerProgress } from '~/app/kernel/people/progress-events.server'
import { now } from '~/app/kernel/runtime/clock.server'
import { env } from '~/app/kernel/runtime/env.server'
import { onPaymentRefunded, onPaymentSettled } from './hooks.server'
import { type LocalProvider, startLocalProvider } from './local-provider/server.server'
import { configureProvider, providerConfig } from './payments/provider.server'
import {
  evaluateSignupReward,
  recordPaymentCommission,
  reversePaymentCommission,
} from './referral/ledger.server'
import { BILLING_PRO_ACCESS } from './state.server'
import { runBillingJob } from './subscription/renewals.server'

let local: LocalProvider | null = null
let job: ReturnType<typeof setInterval> | null = null
const HOUR_MS = 60 * 60 * 1000

/** Renewals and PIX reminders (renewals.server.ts), hourly while payments are configured; idempotent runs. */
function startBillingJob(): void {
  if (job || !providerConfig()) return
  const run = () =>
    runBillingJob(now()).catch((error) => console.error('billing: the renewals job failed', error))
  job = setInterval(run, HOUR_MS)
  job.unref()
  void run()
}
let unfollow: Array<() => void> = []

/**
 * Invite a friend follows the money and the learning: a paid PRO payment earns its inviter's commission, a refund
 * reverses it, an invited user's progress may earn the R$ 1,00.
 */
function followPaymentsForReferral(): void {
  if (unfollow.length) return
  unfollow = [
    onPaymentSettled(async (p) => {
      await recordPaymentCommission({
        invitedUserId: p.userId,
        paymentId: p.paymentId,
        plan: p.plan,
        paidAt: p.at,
      })
    }),
    onPaymentRefunded(async (p) => {
      await reversePaymentCommission(p.paymentId)
    }),
    // The R$ 1,00 of an invited user who reached the threshold (lessons, an accepted exercise).
    onLearnerProgress((userId) => evaluateSignupReward(userId)),
  ]
}

/**
 * At start (server.js, ADR 014): billing answers the kernel's "is this user PRO?". Without STRIPE_SECRET_KEY and
 * with STRIPE_LOCAL=1 (`npm start` and the e2e server set it), the local provider starts on STRIPE_LOCAL_PORT and
 * the SDK is pointed at it; its webhooks come to this server's /api/billing/webhook, signed.
 */
/** Where the local provider's pages are forwarded on the app's origin (routes/api.local-provider.ts). */
export const LOCAL_PAGES_PATH = '/api/billing/local-provider'

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost'])

export async function startBilling(): Promise<void> {
  installProAccess(BILLING_PRO_ACCESS)
  followPaymentsForReferral()
  if (process.env.STRIPE_SECRET_KEY || process.env.STRIPE_LOCAL !== '1' || local) return startBillingJob()
  // Its test helpers and payer pages answer anyone without a key: only this machine may reach it.
  const host = process.env.STRIPE_LOCAL_HOST ?? '127.0.0.1'
  if (!LOOPBACK.has(host))
    throw new Error(`STRIPE_LOCAL_HOST=${host}: the local payment provider listens on loopback only`)
  const secretKey = `sk_test_local_${crypto.randomBytes(12).toString('hex')}`
  const webhookSecret =
    process.env.STRIPE_WEBHOOK_SECRET || `whsec_local_${crypto.randomBytes(16).toString('hex')}`
  const appUrl =
    process.env.STRIPE_LOCAL_WEBHOOK_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}/api/billing/webhook`
  local = await startLocalProvider({
    secretKey,
    webhookSecret,
    webhook: appUrl,
    port: Number(process.env.STRIPE_LOCAL_PORT ?? 0),
    host,
    pagesUrl: `${env().publicUrl}${LOCAL_PAGES_PATH}`,
    // The app's clock: a payment made after the e2e clock moved starts its period then.
    now,
  })
  configureProvider({ secretKey, webhookSecret, apiUrl: local.url, pagesUrl: local.pagesUrl })
  console.log(`local payment provider (demo, nothing is charged): pages at ${local.pagesUrl}`)
  startBillingJob()
}

export async function stopBilling(): Promise<void> {
  for (const stop of unfollow) stop()
  unfollow = []
  if (job) clearInterval(job)
  job = null
  await local?.close()
  local = null
}
