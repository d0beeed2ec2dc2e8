import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { setCompetitionFlash } from '../competition-flash.server'
import { requireOrganizer } from '../competition-guards.server'
import { phaseOf } from '../core.server'
import {
  type CompetitionFormValues,
  competitionValues,
  parseCompetitionForm,
} from '../organizing/competition-form.server'
import {
  competitionExerciseIds,
  courseOptions,
  ownExercises,
  updateCompetition,
} from '../organizing/competitions.server'
import { competitionPath } from '../shared'
import { CompetitionForm } from '../ui/competition-form'
import { ZONE_OF } from '../ui/competition-time'

export const handle: RouteHandle = {
  i18n: ['common', 'competitions'],
  meta: { title: 'competitions:form.editTitle', description: 'competitions:description' },
}

interface FormReply {
  values: CompetitionFormValues
  errors: Record<string, string[]>
}

/** Organizers only (403 for others, 404 for an unknown id); visitors log in first. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, competition } = await requireOrganizer(request, params.id)
  const prefix = requestPrefix(request)
  const lng = requestLng(request)
  const [ids, courses, own] = await Promise.all([
    competitionExerciseIds(competition.id),
    courseOptions(lng),
    ownExercises(user.id, lng),
  ])
  return {
    prefix,
    id: competition.id,
    title: competition.title,
    started: phaseOf(competition) !== 'upcoming',
    values: competitionValues(competition, ids, ZONE_OF[prefix]),
    courses,
    own,
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, competition } = await requireOrganizer(request, params.id)
  const prefix = requestPrefix(request)
  const zone = ZONE_OF[prefix]
  const parsed = parseCompetitionForm(await request.formData(), zone)
  if (!parsed.ok)
    return Response.json({ values: parsed.values, errors: parsed.errors } satisfies FormReply, {
      status: 422,
    })
  const saved = await updateCompetition(user, competition, parsed.input, parsed.values, zone)
  if (!saved.ok)
    return Response.json({ values: parsed.values, errors: saved.errors } satisfies FormReply, { status: 422 })
  const target = competitionPath(prefix, competition.id)
  return redirect(target, { headers: { 'Set-Cookie': await setCompetitionFlash(target, 'saved') } })
}

export default function EditCompetition() {
  const page = useLoaderData<typeof loader>()
  const reply = useActionData<FormReply>()
  const { t } = useTranslation('competitions')
  const back = competitionPath(page.prefix, page.id)
  return (
    <article className="page competition-form-page">
      <p className="competition-kicker">
        <a href={back}>{page.title}</a>
      </p>
      <h1>{t('form.editTitle')}</h1>
      <CompetitionForm
        prefix={page.prefix}
        mode="edit"
        values={reply?.values ?? page.values}
        errors={reply?.errors ?? {}}
        failed={!!reply?.errors}
        started={page.started}
        courses={page.courses}
        ownExercises={page.own}
        cancelHref={back}
      />
    </article>
  )
}
