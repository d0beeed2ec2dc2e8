import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { requireAdmin } from '~/app/kernel/auth/guards.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { Field, Notice, SelectField } from '~/app/ui/forms'
import { JTT_CATEGORIES, JTT_KINDS } from '~/db/schema-live'
import { memberByEmail, recordActivity } from '../mentoring/points.server'

// Staff record a mentoring member's activity (admins); the points follow the rules (mentoring/rules.ts).

export const handle: RouteHandle = { i18n: ['common', 'live'], meta: { title: 'live:jtt.record' } }

const schema = z.object({
  email: z.string().trim().email().max(200),
  category: z.enum(JTT_CATEGORIES),
  kind: z.enum(JTT_KINDS),
  quantity: z.coerce.number().positive().max(200),
  note: z.string().trim().max(200).default(''),
  happenedOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((v) => !Number.isNaN(Date.parse(v))),
})

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return { saved: new URL(request.url).searchParams.has('saved') }
}

type Reply = { values: Record<string, string>; invalid: boolean; notMember?: boolean }

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireAdmin(request)
  const form = await request.formData()
  const values = Object.fromEntries(
    ['email', 'category', 'kind', 'quantity', 'note', 'happenedOn'].map((k) => [
      k,
      String(form.get(k) ?? ''),
    ]),
  )
  const submission = parseWithZod(form, { schema })
  if (submission.status !== 'success') return data({ values, invalid: true } satisfies Reply, { status: 422 })
  const v = submission.value
  const userId = await memberByEmail(v.email)
  if (!userId) return data({ values, invalid: false, notMember: true } satisfies Reply, { status: 404 })
  await recordActivity(
    {
      userId,
      category: v.category,
      kind: v.kind,
      quantity: v.quantity,
      note: v.note,
      happenedOn: v.happenedOn,
    },
    staff.id,
  )
  return redirect(`/${requestPrefix(request)}/behring-academy/activities?saved=1`)
}

export default function JttActivities() {
  const reply = useActionData() as Reply | undefined
  const { t } = useTranslation('live')
  const { t: tc } = useTranslation('common')
  return (
    <article className="page narrow">
      <h1>{t('jtt.record')}</h1>
      <Notice tone="error" focus>
        {reply?.notMember ? t('jtt.notMember') : reply?.invalid ? tc('errors.invalidData') : null}
      </Notice>
      <form method="post" className="card">
        <Field
          label={t('jtt.member')}
          name="email"
          type="email"
          required
          maxLength={200}
          defaultValue={reply?.values.email}
        />
        <SelectField
          label={t('jtt.category')}
          name="category"
          defaultValue={reply?.values.category}
          options={JTT_CATEGORIES.map((c) => ({ value: c, label: t(`jtt.categories.${c}`) }))}
        />
        <SelectField
          label={t('jtt.activity')}
          name="kind"
          defaultValue={reply?.values.kind}
          options={JTT_KINDS.map((k) => ({ value: k, label: t(`jtt.kindNames.${k}`) }))}
        />
        <Field
          label={t('jtt.quantity')}
          name="quantity"
          type="number"
          min={0.25}
          step={0.25}
          max={200}
          required
          defaultValue={reply?.values.quantity ?? '1'}
          hint={t('jtt.quantityHint')}
        />
        <Field
          label={t('jtt.day')}
          name="happenedOn"
          type="date"
          required
          defaultValue={reply?.values.happenedOn}
        />
        <Field label={t('jtt.note')} name="note" maxLength={200} defaultValue={reply?.values.note} />
        <button type="submit" className="button">
          {t('jtt.save')}
        </button>
      </form>
    </article>
  )
}
