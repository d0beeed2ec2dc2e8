import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireLogin } from '~/app/kernel/auth/guards.server'
import type { SessionUser } from '~/app/kernel/auth/policy'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { Field, Notice, SelectField, TextAreaField } from '~/app/ui/forms'
import { mayOpenOrgPage } from '../access'
import { type ClassErrors, readClassForm } from '../classes/class-form.server'
import {
  classInvites,
  createClass,
  organizationProfessors,
  setClassInvites,
  updateClass,
} from '../classes/classes.server'
import { notFound, requireClassPage } from '../guard.server'
import { myOrganizations, orgRelation } from '../membership/members.server'

// Creating a class (/programming-classes/new) and editing one (/programming-class/:id/edit): one form.

export const handle: RouteHandle = { i18n: ['common', 'org'], meta: { title: 'org:classForm.title' } }

/** Organizations where someone may create a class, with the professors a manager may pick. */
async function creatableIn(user: SessionUser) {
  const orgs = await myOrganizations(user.id)
  const out = []
  for (const o of orgs) {
    const relation = await orgRelation(user, o.id)
    if (!mayOpenOrgPage('class.create', relation)) continue
    const professors = relation === 'professor' ? [] : await organizationProfessors(o.id)
    out.push({ id: o.id, name: o.name, professors })
  }
  return out
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const prefix = requestPrefix(request)
  if (params.id) {
    const { cls } = await requireClassPage(request, params.id, 'class.edit')
    const invites = await classInvites(cls.id)
    return { prefix, cls: { ...cls, invites: invites.join('\n') }, orgs: [] }
  }
  const user = await requireLogin(request)
  const orgs = await creatableIn(user)
  if (orgs.length === 0) throw notFound()
  return { prefix, cls: null, orgs }
}

type Reply = { values: Record<string, string>; errors: ClassErrors }

export async function action({ request, params }: ActionFunctionArgs) {
  const prefix = requestPrefix(request)
  const editing = params.id ? await requireClassPage(request, params.id, 'class.edit') : null
  const user = editing?.user ?? (await requireLogin(request, new URL(request.url).pathname))
  const read = await readClassForm(await request.formData())
  const fail = (errors: ClassErrors) => data({ values: read.values, errors } satisfies Reply, { status: 422 })
  if (!read.input) return fail(read.errors)
  let id = editing?.cls.id
  if (!id) {
    const orgs = await creatableIn(user)
    const org = orgs.find((o) => o.id === read.institutionId) ?? (orgs.length === 1 ? orgs[0] : undefined)
    if (!org) return fail({ institutionId: 'invalid' })
    // A professor teaches their own class; a manager (or admin) may give it to a professor of the organization.
    const professorId = org.professors.length === 0 ? user.id : (read.professorId ?? user.id)
    if (professorId !== user.id && !org.professors.some((p) => p.id === professorId))
      return fail({ professorId: 'invalid' })
    id = await createClass(org.id, professorId, read.input)
  } else await updateClass(id, read.input)
  await setClassInvites(id, read.invites ?? [])
  return redirect(`/${prefix}/programming-class/${id}`)
}

export default function ClassForm() {
  const { cls, orgs } = useLoaderData<typeof loader>()
  const reply = useActionData() as Reply | undefined
  const { t } = useTranslation('org')
  const v = (name: string, saved: string | number | null | undefined) =>
    reply?.values[name] ?? String(saved ?? '')
  const checked = (name: string, saved: number | undefined) =>
    reply ? reply.values[name] === 'on' : saved === 1
  const err = (name: keyof ClassErrors) => {
    const code = reply?.errors[name]
    return code ? [t(`classForm.errors.${code}`, { field: t(`classForm.fields.${name}`) })] : null
  }
  return (
    <article className="page narrow org">
      <h1>{cls ? t('classForm.editTitle', { title: cls.title }) : t('classForm.title')}</h1>
      <Notice tone="error" focus>
        {reply ? t('classForm.errors.summary') : null}
      </Notice>
      <form method="post" className="card">
        {cls ? null : orgs.length > 1 ? (
          <SelectField
            label={t('classForm.fields.institutionId')}
            name="institutionId"
            defaultValue={v('institutionId', orgs[0].id)}
            options={orgs.map((o) => ({ value: String(o.id), label: o.name }))}
            errors={err('institutionId')}
          />
        ) : (
          <input type="hidden" name="institutionId" value={orgs[0].id} />
        )}
        {!cls && orgs.some((o) => o.professors.length > 0) ? (
          <SelectField
            label={t('classForm.fields.professorId')}
            name="professorId"
            defaultValue={v('professorId', '')}
            options={[
              { value: '', label: t('classForm.me') },
              ...orgs.flatMap((o) =>
                o.professors.map((p) => ({ value: String(p.id), label: `${p.name} (${o.name})` })),
              ),
            ]}
            errors={err('professorId')}
          />
        ) : null}
        <Field
          label={t('classForm.fields.title')}
          name="title"
          required
          maxLength={120}
          defaultValue={v('title', cls?.title)}
          errors={err('title')}
        />
        <TextAreaField
          label={t('classForm.fields.caption')}
          name="caption"
          maxLength={500}
          rows={3}
          defaultValue={v('caption', cls?.caption)}
          errors={err('caption')}
        />
        <Field
          label={t('classForm.fields.calendarUrl')}
          name="calendarUrl"
          type="url"
          maxLength={500}
          defaultValue={v('calendarUrl', cls?.calendar_url)}
          errors={err('calendarUrl')}
        />
        <Field
          label={t('classForm.fields.competitionId')}
          name="competitionId"
          inputMode="numeric"
          hint={t('classForm.competitionHint')}
          defaultValue={v('competitionId', cls?.competition_id)}
          errors={err('competitionId')}
        />
        <fieldset className="org-checks">
          <legend>{t('classForm.options')}</legend>
          {(['certificates', 'inviteOnly', 'hidden', 'archived'] as const).map((name) => (
            <label key={name}>
              <input
                type="checkbox"
                name={name}
                defaultChecked={checked(
                  name,
                  cls
                    ? {
                        certificates: cls.certificates,
                        inviteOnly: cls.invite_only,
                        hidden: cls.hidden,
                        archived: cls.archived,
                      }[name]
                    : 0,
                )}
              />{' '}
              {t(`classForm.fields.${name}`)}
            </label>
          ))}
        </fieldset>
        <TextAreaField
          label={t('classForm.fields.invites')}
          name="invites"
          rows={4}
          hint={t('classForm.invitesHint')}
          defaultValue={v('invites', cls?.invites)}
          errors={err('invites')}
        />
        <button type="submit" className="button">
          {t('classForm.save')}
        </button>
      </form>
    </article>
  )
}
