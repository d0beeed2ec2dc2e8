import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { loginRedirect, optionalUser } from '~/app/kernel/auth/guards.server'
import { RULES, hit } from '~/app/kernel/auth/rate-limit.server'
import { tFor } from '~/app/kernel/i18n/i18n.server'
import type { Lng } from '~/app/kernel/i18n/locale'
import { type PageMeta, type RouteHandle, passRetryAfter } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { Notice } from '~/app/ui/forms'
import { requireCompetition } from '../competition-guards.server'
import {
  type ClarificationRefusal,
  type ClarificationsData,
  announce,
  answerClarification,
  askClarification,
  clarificationSchema,
  clarificationsPage,
} from '../running/clarifications.server'
import { competitionPath } from '../shared'
import { AnnounceForm, AskForm, type ClarificationReply } from '../ui/clarification-forms'
import { ClarificationList } from '../ui/clarification-list'
import { ContestNotRegistered } from '../ui/contest-submissions'

export const handle: RouteHandle = { i18n: ['common', 'contest'], competition: true }

export const headers = passRetryAfter

const SENT = ['ask', 'answer', 'announce'] as const

interface LoaderData {
  competition: { id: number; title: string; href: string }
  page: ClarificationsData
  sent: (typeof SENT)[number] | null
  lng: Lng
  meta: PageMeta
}

/** /{lang}/competition/:id/clarifications — participants ask, organizers answer and announce. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const competition = await requireCompetition(params.id, request)
  const user = await optionalUser(request)
  if (!user) throw loginRedirect(request)
  const lng = requestLng(request)
  const t = await tFor(request, 'contest')
  const sent = new URL(request.url).searchParams.get('sent')
  return {
    competition: {
      id: competition.id,
      title: competition.title,
      href: competitionPath(requestPrefix(request), competition.id),
    },
    page: await clarificationsPage(user, competition, lng),
    sent: SENT.find((s) => s === sent) ?? null,
    lng,
    meta: { title: t('clarifications.heading', { title: competition.title }) },
  } satisfies LoaderData
}

const REFUSALS: Record<ClarificationRefusal, [403 | 404 | 422, string, string | null]> = {
  not_registered: [403, 'notRegistered', null],
  closed: [403, 'closed', null],
  unknown_exercise: [422, 'unknownExercise', 'exercise'],
  forbidden: [403, 'forbidden', null],
  not_found: [404, 'notFound', null],
}

const FIELD_ERRORS = new Set([
  'questionRequired',
  'questionTooLong',
  'answerRequired',
  'answerTooLong',
  'announcementRequired',
  'announcementTooLong',
  'unknownExercise',
])

const str = (v: unknown) => (typeof v === 'string' ? v : '')

/** intent=ask | answer | announce; every refusal comes back with what was typed. */
export async function action({ request, params }: ActionFunctionArgs) {
  const competition = await requireCompetition(params.id, request)
  const user = await optionalUser(request)
  const path = competitionPath(requestPrefix(request), competition.id, 'clarifications')
  if (!user) throw loginRedirect(request, path)
  const submission = parseWithZod(await request.formData(), { schema: clarificationSchema })
  const typed = submission.payload as Record<string, unknown>
  const intent = SENT.find((s) => s === typed.intent) ?? 'ask'
  const clarification = /^\d{1,9}$/.test(str(typed.clarification)) ? Number(typed.clarification) : null
  const reply = (
    status: number,
    errors: Record<string, string[]>,
    formError: string | null,
    init?: HeadersInit,
  ) =>
    data(
      {
        intent,
        clarification,
        values: {
          exercise: str(typed.exercise),
          question: str(typed.question),
          answer: str(typed.answer),
          announcement: str(typed.announcement),
          broadcast: typed.broadcast === 'on' ? 'on' : '',
        },
        errors,
        formError,
      } satisfies ClarificationReply,
      { status, headers: init },
    )

  const limit = hit(RULES.write, `contest:${user.id}`)
  if (!limit.ok) {
    return reply(429, {}, 'tooManyRequests', { 'Retry-After': String(limit.retryAfterSeconds) })
  }
  if (submission.status !== 'success') {
    const errors: Record<string, string[]> = {}
    for (const [field, messages] of Object.entries(submission.error ?? {})) {
      const known = (messages ?? []).filter((m) => FIELD_ERRORS.has(m))
      if (known.length) errors[field] = known
    }
    return reply(422, errors, Object.keys(errors).length ? null : 'invalid')
  }
  const input = submission.value
  const result =
    input.intent === 'ask'
      ? await askClarification(user, competition, input)
      : input.intent === 'answer'
        ? await answerClarification(user, competition, input)
        : await announce(user, competition, input)
  if (!result.ok) {
    const [status, key, field] = REFUSALS[result.reason]
    return field ? reply(status, { [field]: [key] }, null) : reply(status, {}, key)
  }
  return redirect(`${path}?sent=${input.intent}#clarification-${result.id}`)
}

export default function ClarificationsPage() {
  const { competition, page, sent, lng } = useLoaderData() as LoaderData
  const reply = useActionData() as ClarificationReply | undefined
  const { t } = useTranslation('contest')
  return (
    <article className="page contest-page">
      <p>
        <a href={competition.href}>{t('backToCompetition')}</a>
      </p>
      <h1>{t('clarifications.heading', { title: competition.title })}</h1>
      <p className="lead">{t('clarifications.lead')}</p>
      {sent ? <Notice tone="success">{t(`clarifications.${sent}.sent`)}</Notice> : null}
      {page.role === 'not_registered' ? <ContestNotRegistered href={competition.href} /> : null}
      {/* A refusal for a form this viewer no longer has (not registered, not an organizer). */}
      {reply?.formError &&
      (reply.intent === 'ask' ? page.role !== 'participant' : page.role !== 'organizer') ? (
        <Notice tone="error">{t(`errors.${reply.formError}`)}</Notice>
      ) : null}
      {page.role === 'participant' ? (
        page.canAsk ? (
          <AskForm exercises={page.exercises} reply={reply?.intent === 'ask' ? reply : undefined} />
        ) : (
          <>
            {reply?.intent === 'ask' && reply.formError ? (
              <Notice tone="error">{t(`errors.${reply.formError}`)}</Notice>
            ) : null}
            <Notice tone="info">{t('clarifications.ask.closed')}</Notice>
          </>
        )
      ) : null}
      {page.role === 'organizer' ? (
        <AnnounceForm exercises={page.exercises} reply={reply?.intent === 'announce' ? reply : undefined} />
      ) : null}
      <ClarificationList
        items={page.clarifications}
        organizer={page.role === 'organizer'}
        reply={reply?.intent === 'answer' ? reply : undefined}
        lng={lng}
      />
    </article>
  )
}
