import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { loginRedirect, optionalUser } from '~/app/kernel/auth/guards.server'
import { loginHref } from '~/app/kernel/auth/login'
import { RULES, hit, peek } from '~/app/kernel/auth/rate-limit.server'
import { tFor } from '~/app/kernel/i18n/i18n.server'
import { type RouteHandle, cutDescription } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { RichText } from '~/app/rich-text/RichText'
import { Notice } from '~/app/ui/forms'
import { setCompetitionFlash, takeCompetitionFlash } from '../competition-flash.server'
import { requireCompetition } from '../competition-guards.server'
import { competitionPage } from '../listing/competition-page.server'
import { REFUSAL_REPLIES, joinCompetition } from '../running/join.server'
import { startVirtualRun } from '../running/virtual.server'
import { competitionPath } from '../shared'
import { Countdown } from '../ui/competition-countdown'
import { CompetitionFacts, CompetitionLinks, ExerciseList } from '../ui/competition-page'
import { PhaseTag, StyleRule } from '../ui/competition-parts'
import { type JoinReply, Registration } from '../ui/join-form'

export const handle: RouteHandle = { i18n: ['common', 'competitions'], competition: true }

async function pageData(request: Request, param: string | undefined) {
  const user = await optionalUser(request)
  const competition = await requireCompetition(param, request)
  const prefix = requestPrefix(request)
  const lng = requestLng(request)
  const page = await competitionPage(user, competition, lng, prefix)
  const { flash, headers } = await takeCompetitionFlash(request)
  const path = competitionPath(prefix, competition.id)
  const body = {
    page,
    prefix,
    lng,
    flash,
    loginHref: loginHref(prefix, path),
    meta: {
      title: competition.title,
      description: cutDescription(competition.description || competition.title),
    },
  }
  return { body, headers }
}

type LoaderData = Awaited<ReturnType<typeof pageData>>['body']

/** Anyone reads it; a one-shot confirmation (joined, saved…) shows once. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { body, headers } = await pageData(request, params.id)
  return data(body, { headers })
}

const schema = z.object({
  intent: z.enum(['join', 'virtual']),
  as: z
    .string()
    .regex(/^(self|\d{1,9})$/)
    .optional(),
  password: z.string().max(200).optional(),
})

/** intent=join (as oneself or a team, with the password) or intent=virtual; a visitor logs in first. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await optionalUser(request)
  const competition = await requireCompetition(params.id, request)
  const prefix = requestPrefix(request)
  const path = competitionPath(prefix, competition.id)
  if (!user) throw loginRedirect(request, path)
  const t = await tFor(request, 'competitions')
  const submission = parseWithZod(await request.formData(), { schema })
  const payload = submission.payload as Record<string, unknown>
  const as = typeof payload.as === 'string' ? payload.as : 'self'
  const intent = payload.intent === 'virtual' ? 'virtual' : 'join'
  const refuse = (status: number, key: string, names?: string[]) =>
    Response.json(
      {
        intent,
        as,
        error: names?.length
          ? t('errors.alreadyRegisteredNames', { names: names.join(', ') })
          : t(`errors.${key}`),
      } satisfies JoinReply,
      { status },
    )
  if (submission.status !== 'success') return refuse(422, 'couldNotJoin')

  const { value } = submission
  // Too many tries, 429 (docs/product.md#competitions-joining): a competition password cannot be guessed by trying (like failed logins).
  const guessKey = `${user?.id ?? 0}|${competition.id}`
  const tooMany = (retryAfter: number) =>
    Response.json({ intent, as, error: t('errors.tooManyPasswords') } satisfies JoinReply, {
      status: 429,
      headers: { 'Retry-After': String(retryAfter) },
    })
  if (value.intent !== 'virtual') {
    const guard = peek(RULES.competitionPassword, guessKey)
    if (!guard.ok) return tooMany(guard.retryAfterSeconds)
  }
  const result =
    value.intent === 'virtual'
      ? await startVirtualRun(user, competition)
      : await joinCompetition({
          user,
          competition,
          teamId: !value.as || value.as === 'self' ? null : Number(value.as),
          password: value.password ?? '',
        })
  if (!result.ok) {
    if (result.reason === 'login_needed') throw loginRedirect(request, path)
    if (result.reason === 'wrong_password') {
      const after = hit(RULES.competitionPassword, guessKey)
      if (!after.ok) return tooMany(after.retryAfterSeconds)
    }
    const [status, key] = REFUSAL_REPLIES[result.reason]
    const copy = value.intent === 'virtual' && result.reason === 'not_pro' ? 'virtualNotPro' : key
    return refuse(status, copy, 'names' in result ? result.names : undefined)
  }
  const flash = value.intent === 'virtual' ? 'virtual' : 'joined'
  return redirect(path, { headers: { 'Set-Cookie': await setCompetitionFlash(path, flash) } })
}

export default function CompetitionPage() {
  const { page, prefix, lng, flash, loginHref } = useLoaderData() as LoaderData
  const reply = useActionData<JoinReply>()
  const { t } = useTranslation('competitions')
  return (
    <article className="page competition-page">
      <p className="competition-kicker">
        <a href={`/${prefix}/competitions`}>{t('page.back')}</a>
      </p>
      <header className="competition-header">
        <h1>{page.title}</h1>
        <p className="tag-list">
          <PhaseTag phase={page.phase} />
          {page.isOfficial ? <span className="tag">{t('page.official')}</span> : null}
        </p>
      </header>
      {flash ? <Notice tone="success">{t(`page.flash.${flash}`)}</Notice> : null}
      <Countdown page={page} lng={lng} />
      <CompetitionLinks page={page} prefix={prefix} />
      {page.descriptionHtml ? <RichText html={page.descriptionHtml} /> : null}
      <StyleRule style={page.style} />
      <CompetitionFacts page={page} prefix={prefix} lng={lng} />
      <Registration page={page} prefix={prefix} lng={lng} loginHref={loginHref} reply={reply} />
      <ExerciseList page={page} prefix={prefix} />
    </article>
  )
}
