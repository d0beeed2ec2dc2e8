import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireLogin } from '~/app/kernel/auth/guards.server'
import { isProUser } from '~/app/kernel/auth/pro.server'
import type { Prefix } from '~/app/kernel/i18n/locale'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { now } from '~/app/kernel/runtime/clock.server'
import { ask, askSchema } from '../chat/ask.server'
import { assistantFlash } from '../chat/flash.server'
import { type AssistantMessage, listMessages } from '../chat/messages.server'
import { safePath } from '../knowledge/page.server'
import { ChatForm, LimitNotice, MessageList } from '../ui/Chat'
import { type QuotaRefusal, questionsLeft } from '../usage/quota.server'

// The chat without JavaScript (issue 19): `/{lang}/assistant?path=…` is the same conversation as the dialog;
// the form posts, the answer is saved, and a 303 brings the page back with it. Content pages link here.

export const handle: RouteHandle = {
  i18n: ['common', 'assistant'],
  meta: { title: 'assistant:title', description: 'assistant:description' },
}

export interface AssistantPageData {
  prefix: Prefix
  path: string
  messages: AssistantMessage[]
  left: number | null
  /** The question just sent was refused. */
  limit: QuotaRefusal | null
}

const PRIVATE = { 'Cache-Control': 'private, no-store' }

const pageUrl = (prefix: string, path: string) =>
  `/${prefix}/assistant${path ? `?path=${encodeURIComponent(path)}` : ''}`

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireLogin(request)
  const prefix = requestPrefix(request)
  const path = safePath(new URL(request.url).searchParams.get('path'))
  const { flash, headers } = await assistantFlash.take(request)
  const [messages, left] = await Promise.all([
    listMessages(user.id, prefix),
    isProUser(user.id).then((pro) => questionsLeft(user.id, pro, now())),
  ])
  for (const [k, v] of Object.entries(PRIVATE)) headers.set(k, v)
  const page: AssistantPageData = {
    prefix,
    path,
    messages,
    left,
    limit: flash === 'limit' ? 'DAILY_LIMIT' : flash === 'rate' ? 'RATE_LIMIT' : null,
  }
  return data(page, { headers })
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireLogin(request)
  const prefix = requestPrefix(request)
  const submission = parseWithZod(await request.formData(), { schema: askSchema })
  if (submission.status !== 'success') {
    const errors = submission.error?.text ?? ['empty']
    return data({ errors }, { status: 422, headers: PRIVATE })
  }
  const back = pageUrl(prefix, submission.value.path)
  const result = await ask({
    user,
    lng: requestLng(request),
    input: submission.value,
    now: now(),
    signal: request.signal,
  })
  if (!result.ok) {
    const flash = result.error === 'RATE_LIMIT' ? 'rate' : 'limit'
    return redirect(back, { status: 303, headers: { 'Set-Cookie': await assistantFlash.set(back, flash) } })
  }
  return redirect(`${back}#latest`, 303)
}

export default function AssistantPage() {
  const { t } = useTranslation('assistant')
  const { prefix, path, messages, left, limit } = useLoaderData<AssistantPageData>()
  const errors = useActionData<{ errors: string[] }>()?.errors
  return (
    <div className="assistant-page">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      {path ? (
        <p className="assistant-page__path">
          {t('onPage', { path })} · <a href={path}>{t('backToPage')}</a>
        </p>
      ) : null}
      <MessageList messages={messages} />
      {limit ? <LimitNotice prefix={prefix} limit={limit} /> : null}
      <Form method="post" action={pageUrl(prefix, path)} className="assistant-form">
        <input type="hidden" name="path" value={path} />
        <ChatForm
          errors={errors?.map((e) => t(`errors.${e === 'tooLong' ? 'tooLong' : 'empty'}`)) ?? null}
          left={left}
        />
      </Form>
    </div>
  )
}
