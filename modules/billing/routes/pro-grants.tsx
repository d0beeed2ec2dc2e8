import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { requireAdmin } from '~/app/kernel/auth/guards.server'
import { type Prefix, formatDay } from '~/app/kernel/i18n/locale'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { now } from '~/app/kernel/runtime/clock.server'
import { Field, Notice } from '~/app/ui/forms'
import { GRANT_MAX_DAYS } from '../plans'
import { grantPro, recentGrants } from '../subscription/grants.server'
import { type BillingFlash, setBillingFlash, takeBillingFlash } from '../subscription/pages.server'

// Staff grant PRO for a period (scholarships, docs/product.md#billing). Admins only.

export const handle: RouteHandle = {
  i18n: ['common', 'subscription'],
  meta: { title: 'subscription:grants.title' },
}

const schema = z.object({
  email: z.string().trim().email().max(200),
  days: z.coerce.number().int().min(1).max(GRANT_MAX_DAYS),
  reason: z.string().trim().min(1).max(200),
})

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const lng = requestLng(request)
  const { flash, headers } = await takeBillingFlash(request)
  headers.set('Cache-Control', 'private, no-store')
  const grants = (await recentGrants()).map((g) => ({
    ...g,
    starts_at: formatDay(g.starts_at, lng),
    ends_at: formatDay(g.ends_at, lng),
  }))
  return data({ prefix: requestPrefix(request), grants, flash }, { headers })
}

type Reply = { values: Record<string, string>; errors: Record<string, string[]>; unknownUser?: boolean }

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireAdmin(request)
  const form = await request.formData()
  const values = Object.fromEntries(['email', 'days', 'reason'].map((k) => [k, String(form.get(k) ?? '')]))
  const submission = parseWithZod(form, { schema })
  if (submission.status !== 'success')
    return data({ values, errors: (submission.error ?? {}) as Record<string, string[]> } satisfies Reply, {
      status: 422,
    })
  const granted = await grantPro(staff.id, submission.value, now())
  if (!granted.ok) return data({ values, errors: {}, unknownUser: true } satisfies Reply, { status: 404 })
  const here = `/${requestPrefix(request)}/subscription/grants`
  return redirect(here, { headers: { 'Set-Cookie': await setBillingFlash(here, 'granted') } })
}

export default function ProGrants() {
  const { grants, flash } = useLoaderData() as {
    prefix: Prefix
    grants: Awaited<ReturnType<typeof recentGrants>>
    flash: BillingFlash | null
  }
  const reply = useActionData() as Reply | undefined
  const { t } = useTranslation('subscription')
  const { t: tc } = useTranslation('common')
  const err = (name: string) => (reply?.errors[name]?.length ? [tc('errors.invalidData')] : null)
  return (
    <article className="page narrow billing">
      <h1>{t('grants.title')}</h1>
      <Notice tone="success">{flash ? t(`flash.${flash}`) : null}</Notice>
      <Notice tone="error" focus>
        {reply?.unknownUser ? t('grants.unknownUser') : null}
      </Notice>
      <form method="post" className="card">
        <Field
          label={t('grants.user')}
          name="email"
          type="email"
          required
          maxLength={200}
          defaultValue={reply?.values.email}
          errors={err('email')}
        />
        <Field
          label={t('grants.days')}
          name="days"
          type="number"
          min={1}
          max={GRANT_MAX_DAYS}
          required
          defaultValue={reply?.values.days ?? '365'}
          errors={err('days')}
        />
        <Field
          label={t('grants.reason')}
          name="reason"
          required
          maxLength={200}
          defaultValue={reply?.values.reason}
          errors={err('reason')}
        />
        <button type="submit" className="button">
          {t('grants.submit')}
        </button>
      </form>
      <h2>{t('grants.recent')}</h2>
      <ul>
        {grants.map((g) => (
          <li key={g.id}>
            {g.name} ({g.email}): {g.starts_at} – {g.ends_at} · {g.reason}
          </li>
        ))}
      </ul>
    </article>
  )
}
