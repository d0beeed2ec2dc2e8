import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { loginRedirect, optionalUser } from '~/app/kernel/auth/guards.server'
import { RULES, hit } from '~/app/kernel/auth/rate-limit.server'
import { tFor } from '~/app/kernel/i18n/i18n.server'
import { safeRedirectPath } from '~/app/kernel/i18n/locale'
import {
  quickFeedbackSchema,
  saveQuickFeedback,
  setFeedbackRefusal,
} from '~/app/kernel/people/quick-feedback.server'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { isFormRequest } from '~/app/kernel/requests/upload-form.server'

// A resource route: the form (app/ui/QuickFeedback.tsx) lives on the lesson or exercise page, and every answer
// goes back there. A refused feedback (422 invalid, 404 unknown target, 429) comes back as a one-shot flash
// (app/kernel/people/quick-feedback.server.ts) with its errors and what was typed, shown by the page's form at
// #quick-feedback. A page rendered here could not work without JavaScript: after a document POST Remix runs this route's loader, which has
// nothing to show and redirected, so the 422 ended as a 302 to the home page and lost the comment.

/** Nothing to show on a GET: back to where the form was (or home). */
export async function loader({ request }: LoaderFunctionArgs) {
  const back = new URL(request.url).searchParams.get('redirect_to')
  return redirect(safeRedirectPath(back, `/${requestPrefix(request)}`))
}

/** Quick feedback (docs/product.md#kernel-requests-and-errors): one like/dislike (+ comment) per student and target, then back to the page. */
export async function action({ request }: ActionFunctionArgs) {
  const prefix = requestPrefix(request)
  if (!isFormRequest(request)) {
    const t = await tFor(request, 'common')
    return Response.json({ error: t('quickFeedback.errors.notAForm') }, { status: 415 })
  }
  const user = await optionalUser(request)
  const formData = await request.formData()
  const back = safeRedirectPath(formData.get('redirect_to'), `/${prefix}`)
  if (!user) throw loginRedirect(request, back)
  const refuse = async (errors: string[], headers: Record<string, string> = {}) => {
    const flash = await setFeedbackRefusal(back, {
      errors,
      value: String(formData.get('value') ?? ''),
      comment: String(formData.get('comment') ?? ''),
    })
    return redirect(`${back.replace(/#.*$/, '')}#quick-feedback`, {
      headers: { ...headers, 'Set-Cookie': flash },
    })
  }
  // The same bucket as learning's other writes (lesson answers), as when this route was learning's.
  const limit = hit(RULES.write, `learning:${user.id}`)
  if (!limit.ok) {
    return refuse(['quickFeedback.errors.tooManyRequests'], {
      'Retry-After': String(limit.retryAfterSeconds),
    })
  }
  const submission = parseWithZod(formData, { schema: quickFeedbackSchema })
  if (submission.status !== 'success') {
    return refuse([...new Set(Object.values(submission.error ?? {}).flatMap((e) => e ?? []))])
  }
  const saved = await saveQuickFeedback(user.id, submission.value)
  if (!saved) return refuse(['quickFeedback.errors.target'])
  return redirect(back)
}
