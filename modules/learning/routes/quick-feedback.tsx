import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { optionalUser } from '~/app/kernel/guards.server'
import { type RouteHandle, passRetryAfter } from '~/app/kernel/handle'
import { safeRedirectPath } from '~/app/kernel/locale'
import { RULES, hit } from '~/app/kernel/rate-limit.server'
import { requestPrefix } from '~/app/kernel/request.server'
import { loginRedirect } from '../errors.server'
import { saveQuickFeedback } from '../feedback.server'
import { quickFeedbackSchema } from '../schemas'
import { QuickFeedback } from '../ui/QuickFeedback'

export const handle: RouteHandle = {
  i18n: ['common', 'learning'],
  meta: { title: 'learning:feedback.pageTitle' },
}

export const headers = passRetryAfter

/** Nothing to show on a GET: back to where the form was (or home). */
export async function loader({ request }: LoaderFunctionArgs) {
  const back = new URL(request.url).searchParams.get('redirect_to')
  return redirect(safeRedirectPath(back, `/${requestPrefix(request)}`))
}

interface ActionData {
  errors: string[]
  fields: {
    target_type: 'lesson' | 'exercise'
    target_id: number
    value: string
    comment: string
    redirect_to: string
  }
}

/** Spec §3 quick feedback: one like/dislike (+ comment) per student and target, then back to the page. */
export async function action({ request }: ActionFunctionArgs) {
  const prefix = requestPrefix(request)
  const user = await optionalUser(request)
  const formData = await request.formData()
  const back = safeRedirectPath(formData.get('redirect_to'), `/${prefix}`)
  if (!user) {
    throw redirect(`/${prefix}/login?login=true&redirectTo=${encodeURIComponent(back)}`)
  }
  const submission = parseWithZod(formData, { schema: quickFeedbackSchema })
  const fields = {
    target_type: formData.get('target_type') === 'exercise' ? ('exercise' as const) : ('lesson' as const),
    target_id: Number(formData.get('target_id')) || 0,
    value: String(formData.get('value') ?? ''),
    comment: String(formData.get('comment') ?? ''),
    redirect_to: back,
  }
  const limit = hit(RULES.write, `learning:${user.id}`)
  if (!limit.ok) {
    return Response.json({ errors: ['errors.tooManyRequests'], fields } satisfies ActionData, {
      status: 429,
      headers: { 'Retry-After': String(limit.retryAfterSeconds) },
    })
  }
  if (submission.status !== 'success') {
    const errors = [...new Set(Object.values(submission.error ?? {}).flatMap((e) => e ?? []))]
    return Response.json({ errors, fields } satisfies ActionData, { status: 422 })
  }
  const saved = await saveQuickFeedback(user.id, submission.value)
  if (!saved)
    return Response.json({ errors: ['feedback.errors.target'], fields } satisfies ActionData, { status: 404 })
  return redirect(back)
}

/** Only reached when a feedback was refused: the form again, with what was typed and why. */
export default function QuickFeedbackPage() {
  const data = useActionData<ActionData>()
  const { t, i18n } = useTranslation('learning')
  const prefix = i18n.language === 'en-GB' ? 'gb' : 'br'
  if (!data) return null
  const { fields } = data
  const value = fields.value === 'like' || fields.value === 'dislike' ? fields.value : null
  return (
    <article className="page narrow">
      <h1>{t('feedback.pageTitle')}</h1>
      <QuickFeedback
        prefix={prefix}
        targetType={fields.target_type}
        targetId={fields.target_id}
        current={{ value, comment: fields.comment }}
        redirectTo={fields.redirect_to}
        errors={data.errors}
      />
      <p>
        <a href={fields.redirect_to}>{t('feedback.back')}</a>
      </p>
    </article>
  )
}
