import type { SubmissionResult } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireAnonymous } from '~/app/kernel/auth/guards.server'
import { tFor } from '~/app/kernel/i18n/i18n.server'
import { type RouteHandle, passRetryAfter } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { referralFromRequest } from '~/modules/billing/index'
import { handleAuthForm } from '../auth-actions.server'
import { LoginForm, RegisterForm } from '../ui/AuthForms'

export const handle: RouteHandle = { i18n: ['common', 'account'] }

export const headers = passRetryAfter

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request)
  const url = new URL(request.url)
  const mode = url.searchParams.get('register') === 'true' ? 'register' : 'login'
  const t = await tFor(request, 'account')
  return {
    mode,
    prefix: requestPrefix(request),
    redirectTo: url.searchParams.get('redirectTo') ?? undefined,
    invitedBy: mode === 'register' ? await referralFromRequest(request) : null,
    meta: { title: t(`${mode}.title`), description: t(`${mode}.description`) },
  } as const
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleAuthForm(request, context)
}

export default function LoginPage() {
  const { mode: requested, prefix, redirectTo, invitedBy } = useLoaderData<typeof loader>()
  const data = useActionData<{ intent: 'login' | 'register'; result: SubmissionResult<string[]> }>()
  const { t } = useTranslation('account')
  const mode = data?.intent ?? requested
  return (
    <article className="page narrow auth-card">
      <nav className="auth-tabs" aria-label={t('tabs')}>
        <a href={`/${prefix}/login?login=true`} aria-current={mode === 'login' ? 'page' : undefined}>
          {t('login.title')}
        </a>
        <a href={`/${prefix}/login?register=true`} aria-current={mode === 'register' ? 'page' : undefined}>
          {t('register.title')}
        </a>
      </nav>
      <h1>{t(`${mode}.title`)}</h1>
      <p className="lead">{t(`${mode}.description`)}</p>
      {mode === 'login' ? (
        <LoginForm
          prefix={prefix}
          lastResult={data?.intent === 'login' ? data.result : null}
          redirectTo={redirectTo}
        />
      ) : (
        <RegisterForm
          prefix={prefix}
          lastResult={data?.intent === 'register' ? data.result : null}
          invitedBy={invitedBy}
        />
      )}
    </article>
  )
}
