import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { loginRedirect, optionalUser } from '~/app/kernel/auth/guards.server'
import { loginHref } from '~/app/kernel/auth/login'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { Field, Notice } from '~/app/ui/forms'
import { type TeamFormErrors, type TeamFormValues, parseTeamForm } from '../teams-actions.server'
import { type TeamListItem, createTeamFor, listTeams } from '../teams-actions.server'

export const handle: RouteHandle = {
  i18n: ['common', 'social'],
  meta: { title: 'social:teams.title', description: 'social:teams.description' },
}

export interface TeamsReply {
  values: TeamFormValues
  errors: TeamFormErrors
}

/** /{lang}/teams — every team by name, the viewer's first; logged-in users create one here. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await optionalUser(request)
  const teams = await listTeams(user?.id ?? null)
  return {
    prefix: requestPrefix(request),
    loggedIn: !!user,
    mine: teams.filter((t) => t.mine),
    others: teams.filter((t) => !t.mine),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const prefix = requestPrefix(request)
  const user = await optionalUser(request)
  if (!user) throw loginRedirect(request, `/${prefix}/teams`)
  const parsed = parseTeamForm(await request.formData())
  if (!parsed.ok)
    return Response.json({ values: parsed.values, errors: parsed.errors } satisfies TeamsReply, {
      status: 422,
    })
  const saved = await createTeamFor({ ...parsed.input, captainId: user.id })
  if (!saved.ok) {
    const errors: TeamFormErrors =
      saved.reason === 'duplicate' ? { name: ['duplicate'] } : { form: ['saveFailed'] }
    return Response.json({ values: parsed.values, errors } satisfies TeamsReply, {
      status: saved.reason === 'duplicate' ? 422 : 500,
    })
  }
  return redirect(`/${prefix}/team/${saved.id}`)
}

export default function Teams() {
  const { prefix, loggedIn, mine, others } = useLoaderData<typeof loader>()
  const reply = useActionData<TeamsReply>()
  const { t } = useTranslation('social')
  const err = (list?: string[]) => list?.map((k) => t(`teams.errors.${k}`))
  const values = reply?.values ?? { name: '', description: '', invitePassword: '' }
  return (
    <article className="page teams-page">
      <h1>{t('teams.title')}</h1>
      <p className="lead">{t('teams.lead')}</p>
      {mine.length ? <TeamList title={t('teams.mine')} teams={mine} prefix={prefix} /> : null}
      <TeamList title={t('teams.all')} teams={others} prefix={prefix} empty={t('teams.empty')} />
      {loggedIn ? (
        <section className="card team-create" aria-labelledby="team-create-title">
          <h2 id="team-create-title">{t('teams.create.title')}</h2>
          <Form method="post" className="team-form">
            <Notice tone="error">{err(reply?.errors.form)?.join(' ')}</Notice>
            <Field
              label={t('teams.fields.name')}
              name="name"
              required
              minLength={2}
              maxLength={80}
              defaultValue={values.name}
              errors={err(reply?.errors.name)}
            />
            <div className="field">
              <label htmlFor="f-description">{t('teams.fields.description')}</label>
              <textarea
                id="f-description"
                name="description"
                rows={4}
                maxLength={2000}
                defaultValue={values.description}
              />
            </div>
            <Field
              label={t('teams.fields.invitePassword')}
              name="invitePassword"
              required
              minLength={4}
              maxLength={100}
              autoComplete="off"
              hint={t('teams.fields.invitePasswordHint')}
              defaultValue={values.invitePassword}
              errors={err(reply?.errors.invitePassword)}
            />
            <button type="submit" className="button">
              {t('teams.create.submit')}
            </button>
          </Form>
        </section>
      ) : (
        <p className="team-login">
          <a href={loginHref(prefix, `/${prefix}/teams`)}>{t('teams.create.login')}</a>
        </p>
      )}
    </article>
  )
}

function TeamList({
  title,
  teams,
  prefix,
  empty,
}: { title: string; teams: TeamListItem[]; prefix: string; empty?: string }) {
  const { t } = useTranslation('social')
  return (
    <section className="team-section">
      <h2>{title}</h2>
      {teams.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className="team-list" role="list">
          {teams.map((team) => (
            <li key={team.id} className="team-item">
              {team.hasImage ? (
                <img
                  className="team-thumb"
                  src={`/image/team/${team.id}.png`}
                  width={40}
                  height={40}
                  alt={t('teams.imageAlt', { name: team.name })}
                  loading="lazy"
                />
              ) : null}
              <a href={`/${prefix}/team/${team.id}`}>{team.name}</a>
              <span className="tag">{t('teams.memberCount', { count: team.members })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
