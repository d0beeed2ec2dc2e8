import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireLogin } from '~/app/kernel/auth/guards.server'
import type { Prefix } from '~/app/kernel/i18n/locale'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { classStanding } from '../class-access.server'
import { setCompetitionFlash } from '../competition-flash.server'
import { canCreateCompetition } from '../core.server'
import {
  type CompetitionFormValues,
  blankCompetitionValues,
  parseCompetitionForm,
} from '../organizing/competition-form.server'
import { courseOptions, createCompetition, ownExercises } from '../organizing/competitions.server'
import { competitionPath } from '../shared'
import { CompetitionForm } from '../ui/competition-form'
import { ProOnly } from '../ui/competition-pro'
import { ZONE_OF } from '../ui/competition-time'

/** The loader's page for those allowed (the refusal is a `data(…, 403)`). */
type Allowed<T> = Extract<T, { allowed: true }>

export const handle: RouteHandle = {
  i18n: ['common', 'competitions'],
  meta: { title: 'competitions:form.newTitle', description: 'competitions:description' },
}

interface FormReply {
  values: CompetitionFormValues
  errors: Record<string, string[]>
}

/**
 * Who creates, and for which class: `?class=<id>` (the class page's link; the form posts back to the same
 * address) makes a competition only that class's students join. Its teachers may, PRO or not; anyone else gets
 * a 404 (the class's existence stays hidden, as on org's pages).
 */
async function creator(request: Request) {
  const user = await requireLogin(request)
  const param = new URL(request.url).searchParams.get('class')
  if (param === null) return { user, cls: null, allowed: canCreateCompetition(user) }
  const classId = /^\d{1,9}$/.test(param) ? Number(param) : 0
  const standing = classId ? await classStanding(user, classId) : null
  if (standing?.relation !== 'teacher') throw new Response('Not Found', { status: 404 })
  return { user, cls: { id: classId, title: standing.title }, allowed: true }
}

/** PRO users and staff (docs/product.md#competitions-creating); others see what PRO brings, at 403. Visitors log in first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user, cls, allowed } = await creator(request)
  const prefix = requestPrefix(request)
  const lng = requestLng(request)
  if (!allowed) return data({ allowed: false as const, prefix }, { status: 403 })
  const [courses, own] = await Promise.all([courseOptions(lng), ownExercises(user.id, lng)])
  // `?course=<id>` (the course editor's link): the course is chosen already; an unknown one is simply not chosen.
  const course = new URL(request.url).searchParams.get('course') ?? ''
  const values = blankCompetitionValues()
  if (courses.some((c) => String(c.id) === course)) values.course_id = course
  return { allowed: true as const, prefix, values, courses, own, cls }
}

export async function action({ request }: ActionFunctionArgs) {
  const { user, cls, allowed } = await creator(request)
  const prefix = requestPrefix(request)
  if (!allowed) return Response.json({ allowed: false }, { status: 403 })
  const parsed = parseCompetitionForm(await request.formData(), ZONE_OF[prefix])
  if (!parsed.ok)
    return Response.json({ values: parsed.values, errors: parsed.errors } satisfies FormReply, {
      status: 422,
    })
  const saved = await createCompetition(user, parsed.input, parsed.values, new Date(), cls?.id ?? null)
  if (!saved.ok)
    return Response.json({ values: parsed.values, errors: saved.errors } satisfies FormReply, { status: 422 })
  const target = competitionPath(prefix, saved.id)
  return redirect(target, { headers: { 'Set-Cookie': await setCompetitionFlash(target, 'created') } })
}

export default function NewCompetition() {
  const page = useLoaderData() as
    | Allowed<Awaited<ReturnType<typeof loader>>>
    | { allowed: false; prefix: Prefix }
  const reply = useActionData<FormReply>()
  const { t } = useTranslation('competitions')
  if (!page.allowed) return <ProOnly prefix={page.prefix} message={t('pro.create')} />
  return (
    <article className="page competition-form-page">
      <p className="competition-kicker">
        <a href={`/${page.prefix}/competitions`}>{t('page.back')}</a>
      </p>
      <h1>{t('form.newTitle')}</h1>
      <p className="lead">{t('form.lead')}</p>
      {page.cls ? (
        <p className="notice" data-testid="competition-for-class">
          {t('form.forClass', { title: page.cls.title })}
        </p>
      ) : null}
      <CompetitionForm
        prefix={page.prefix}
        mode="new"
        values={reply?.values ?? page.values}
        errors={reply?.errors ?? {}}
        failed={!!reply?.errors}
        started={false}
        courses={page.courses}
        ownExercises={page.own}
        cancelHref={
          page.cls ? `/${page.prefix}/programming-class/${page.cls.id}` : `/${page.prefix}/competitions`
        }
      />
    </article>
  )
}
