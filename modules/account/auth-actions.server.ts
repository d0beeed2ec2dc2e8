import { parseWithZod } from '@conform-to/zod'
import { type AppLoadContext, redirect } from '@remix-run/node'
import { isBot } from '~/app/kernel/auth/honeypot'
import { RULES, hit, peek } from '~/app/kernel/auth/rate-limit.server'
import { startSession } from '~/app/kernel/auth/session.server'
import { safeRedirectPath } from '~/app/kernel/i18n/locale'
import { clientIp, requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { recordInvitation, referralFromRequest } from '~/modules/billing/index'
import { authenticate, registerUser } from './accounts.server'
import { mailGuardian } from './age/guardian.server'
import { cancelDeletion } from './privacy/deletion.server'
import { loginSchema, registerSchema } from './schemas'

type Intent = 'login' | 'register'

function reply(intent: Intent, result: unknown, status: number, headers?: HeadersInit) {
  return Response.json({ intent, result }, { status, headers })
}

function tooMany(intent: Intent, submission: { reply: (o: object) => unknown }, retryAfter: number) {
  return reply(
    intent,
    submission.reply({ formErrors: ['errors.tooManyRequests'], hideFields: ['password', 'confirmPassword'] }),
    429,
    {
      'Retry-After': String(retryAfter),
    },
  )
}

/** Login and registration share /login: the form's intent says which. */
export async function handleAuthForm(request: Request, context: AppLoadContext) {
  const formData = await request.formData()
  const intent: Intent = formData.get('intent') === 'register' ? 'register' : 'login'
  const ip = clientIp(context)
  const prefix = requestPrefix(request)

  if (intent === 'register') {
    const submission = parseWithZod(formData, { schema: registerSchema })
    const limit = hit(RULES.auth, ip)
    if (!limit.ok) return tooMany(intent, submission, limit.retryAfterSeconds)
    if (isBot(formData))
      return reply(
        intent,
        submission.reply({ formErrors: ['errors.invalidData'], hideFields: ['password', 'confirmPassword'] }),
        400,
      )
    if (submission.status !== 'success') {
      return reply(
        intent,
        submission.reply({ formErrors: ['errors.invalidData'], hideFields: ['password', 'confirmPassword'] }),
        422,
      )
    }
    const result = await registerUser(submission.value, requestLng(request))
    if (!result.ok && result.reason === 'age') {
      // Under 10 nothing is created; 10–13 without a guardian's address neither (ADR 023). What was typed stays.
      return reply(
        intent,
        submission.reply({
          fieldErrors: { [result.field]: [result.error] },
          hideFields: ['password', 'confirmPassword'],
        }),
        422,
      )
    }
    if (!result.ok && result.reason === 'weak_password') {
      return reply(
        intent,
        submission.reply({
          fieldErrors: { password: [result.error] },
          hideFields: ['password', 'confirmPassword'],
        }),
        422,
      )
    }
    if (!result.ok) {
      return reply(
        intent,
        submission.reply({
          fieldErrors: { email: ['errors.emailTaken'] },
          hideFields: ['password', 'confirmPassword'],
        }),
        409,
      )
    }
    // Invite a friend: the identifier typed in "invited by", else the one a `?ref=` visit remembered.
    await recordInvitation(result.userId, [submission.value.invitedBy, await referralFromRequest(request)])
    const { setCookie } = await startSession(request, result.userId, ip)
    // Under 14: the guardian gets the confirmation link, and the guardian page tells the person what waits on it.
    if (result.guardianEmail) {
      await mailGuardian(request, result.userId, result.guardianEmail)
      return redirect(`/${prefix}/user/guardian?registered`, { headers: { 'Set-Cookie': setCookie } })
    }
    return redirect(`/${prefix}/welcome`, { headers: { 'Set-Cookie': setCookie } })
  }

  const submission = parseWithZod(formData, { schema: loginSchema })
  const limit = hit(RULES.auth, ip)
  if (!limit.ok) return tooMany(intent, submission, limit.retryAfterSeconds)
  if (submission.status !== 'success') {
    return reply(
      intent,
      submission.reply({ formErrors: ['errors.invalidData'], hideFields: ['password'] }),
      422,
    )
  }
  const failKey = `${ip}|${submission.value.email}`
  const guard = peek(RULES.failedLogin, failKey)
  if (!guard.ok) return tooMany(intent, submission, guard.retryAfterSeconds)
  const userId = await authenticate(submission.value.email, submission.value.password)
  if (!userId) {
    const after = hit(RULES.failedLogin, failKey)
    if (!after.ok) return tooMany(intent, submission, after.retryAfterSeconds)
    return reply(
      intent,
      submission.reply({ formErrors: ['errors.invalidCredentials'], hideFields: ['password'] }),
      400,
    )
  }
  const { setCookie } = await startSession(request, userId, ip)
  // Logging in during a deletion's grace period cancels it (docs/privacy.md#deletion); the privacy page says so.
  if (await cancelDeletion(userId)) {
    return redirect(`/${prefix}/user/privacy?notice=cancelled`, { headers: { 'Set-Cookie': setCookie } })
  }
  const to = safeRedirectPath(submission.value.redirectTo, `/${prefix}/dashboard`)
  return redirect(to, { headers: { 'Set-Cookie': setCookie } })
}
