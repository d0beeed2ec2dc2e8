import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { tFor } from '~/app/kernel/i18n/i18n.server'
import type { PageMeta, RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { Notice } from '~/app/ui/forms'
import { setManageFlash, takeManageFlash } from '../organizing/manage-flash.server'
import type { ManageActionData, ManageFlashView, ManagePageData } from '../organizing/manage-types'
import {
  managePage,
  refreshScoreboard,
  rejudgeCompetition,
  rejudgeSubmission,
  requireOrganizer,
  unfreeze,
} from '../organizing/manage.server'
import { competitionPath } from '../shared'
import { ManageActions, ManagePassword } from '../ui/manage-actions'
import { ManageParticipants, ManageSubmissions } from '../ui/manage-lists'

export const handle: RouteHandle = { i18n: ['common', 'scoreboard', 'judge'], competition: true }

type LoaderData = {
  page: ManagePageData
  flash: ManageFlashView | null
  meta: PageMeta
  lng: string
  prefix: string
}

/** /{lang}/competition/:id/manage — its organizers (creator, admins); others 403, visitors to the login. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { c } = await requireOrganizer(request, Number(params.id))
  const prefix = requestPrefix(request)
  const [page, { flash, headers }, t] = await Promise.all([
    managePage(c, prefix),
    takeManageFlash(request),
    tFor(request, 'scoreboard'),
  ])
  const body: LoaderData = {
    page,
    flash,
    meta: { title: t('manageTitle', { title: c.title }) },
    lng: requestLng(request),
    prefix,
  }
  return data(body, { headers })
}

const schema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('refresh') }),
  z.object({ intent: z.literal('unfreeze') }),
  z.object({ intent: z.literal('rejudge_all') }),
  z.object({
    intent: z.literal('rejudge_one'),
    submission_id: z.coerce.number({ message: 'submissionId' }).int('submissionId').positive('submissionId'),
  }),
])

export async function action({ request, params }: ActionFunctionArgs) {
  const { c } = await requireOrganizer(request, Number(params.id))
  const form = await request.formData()
  const submission = parseWithZod(form, { schema })
  const refuse = (error: string, status = 422) =>
    data(
      {
        intent: String(form.get('intent') ?? ''),
        error,
        submissionId: String(form.get('submission_id') ?? ''),
      } satisfies ManageActionData,
      { status },
    )
  if (submission.status !== 'success') {
    return refuse(form.get('intent') === 'rejudge_one' ? 'submissionId' : 'invalid')
  }
  const back = competitionPath(requestPrefix(request), c.id, 'manage')
  const done = async (flash: ManageFlashView) =>
    redirect(back, { headers: { 'Set-Cookie': await setManageFlash(back, flash) } })
  const value = submission.value
  switch (value.intent) {
    case 'refresh':
      refreshScoreboard(c.id)
      return done({ kind: 'refreshed' })
    case 'unfreeze':
      return (await unfreeze(c)) === 'ok' ? done({ kind: 'unfrozen' }) : refuse('notFrozen', 409)
    case 'rejudge_all':
      return done({ kind: 'rejudged', count: await rejudgeCompetition(c) })
    case 'rejudge_one': {
      const result = await rejudgeSubmission(c, value.submission_id)
      if (result === 'not_in_competition') return refuse('notInCompetition')
      return done({ kind: 'rejudgedOne', id: value.submission_id })
    }
  }
}

function FlashNotice({ flash }: { flash: ManageFlashView | null }) {
  const { t } = useTranslation('scoreboard')
  if (!flash) return null
  const text =
    flash.kind === 'rejudged'
      ? t('managePage.flash.rejudged', { count: flash.count })
      : flash.kind === 'rejudgedOne'
        ? t('managePage.flash.rejudgedOne', { id: flash.id })
        : t(`managePage.flash.${flash.kind}`)
  return <Notice tone="success">{text}</Notice>
}

export default function ManageRoute() {
  const { page, flash, lng, prefix } = useLoaderData() as LoaderData
  const refused = useActionData() as ManageActionData | undefined
  const { t } = useTranslation('scoreboard')
  const c = page.competition
  return (
    <article className="page manage-page">
      <p>
        <a href={`/${prefix}/competition/${c.id}`}>{t('back')}</a>
        {c.phase !== 'upcoming' ? (
          <>
            {' · '}
            <a href={`/${prefix}/competition/${c.id}/scoreboard`}>{t('managePage.scoreboardLink')}</a>
          </>
        ) : null}
      </p>
      <h1>{t('manageTitle', { title: c.title })}</h1>
      <p className="lead">{t('managePage.lead')}</p>
      <FlashNotice flash={flash} />
      <div className="manage-grid">
        <ManageActions c={c} lng={lng} refused={refused} />
        <ManagePassword password={c.password} />
      </div>
      <ManageParticipants participants={page.participants} lng={lng} />
      <ManageSubmissions submissions={page.submissions} lng={lng} />
    </article>
  )
}
