import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { optionalUser } from '~/app/kernel/guards.server'
import type { RouteHandle } from '~/app/kernel/handle'
import { displayName } from '~/app/kernel/policy'
import { requestPrefix } from '~/app/kernel/request.server'
import { Field, Notice } from '~/app/ui/forms'
import { loginPath } from '../teams-actions.server'
import { MEMBERSHIP_STATUS, joinWithPassword, removeFromTeam, teamDetail } from '../teams-actions.server'

export const handle: RouteHandle = {
  i18n: ['common', 'social'],
  meta: { title: 'social:teams.teamTitle', description: 'social:teams.description' },
}

export interface TeamReply {
  error: 'wrongPassword' | 'notCaptain' | 'lastMember' | 'notMember'
}

function teamId(param: string | undefined): number {
  const id = /^\d{1,9}$/.test(param ?? '') ? Number(param) : 0
  if (!id) throw new Response('Not Found', { status: 404 })
  return id
}

/** /{lang}/team/:id — the team, its members (captain marked) and what the viewer may do there. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const team = await teamDetail(teamId(params.id))
  if (!team) throw new Response('Not Found', { status: 404 })
  const user = await optionalUser(request)
  const isMember = !!user && team.members.some((m) => m.id === user.id)
  const isCaptain = !!user && team.captainId === user.id
  return {
    prefix: requestPrefix(request),
    viewerId: user?.id ?? null,
    isMember,
    isCaptain,
    team: {
      id: team.id,
      name: team.name,
      description: team.description,
      captainId: team.captainId,
      members: team.members.map((m) => ({ id: m.id, name: displayName(m.name) })),
      // Only the captain hands the password out.
      invitePassword: isCaptain ? team.invitePassword : null,
    },
  }
}

const ERROR_OF = { not_captain: 'notCaptain', last_member: 'lastMember', not_member: 'notMember' } as const

export async function action({ request, params }: ActionFunctionArgs) {
  const id = teamId(params.id)
  const prefix = requestPrefix(request)
  const here = `/${prefix}/team/${id}`
  const user = await optionalUser(request)
  if (!user) throw redirect(loginPath(prefix, here))
  const form = await request.formData()
  const intent = String(form.get('intent') ?? '')
  if (intent === 'join') {
    const joined = await joinWithPassword(id, user.id, String(form.get('password') ?? ''))
    if (joined.ok) return redirect(here)
    if (joined.reason === 'not_found') throw new Response('Not Found', { status: 404 })
    return Response.json({ error: 'wrongPassword' } satisfies TeamReply, { status: 403 })
  }
  if (intent !== 'leave' && intent !== 'remove') throw new Response('Bad Request', { status: 400 })
  const memberId = intent === 'leave' ? user.id : Number(form.get('member'))
  const done = await removeFromTeam(id, user.id, memberId)
  if (done.ok) return redirect(memberId === user.id ? `/${prefix}/teams` : here)
  if (done.reason === 'not_found') throw new Response('Not Found', { status: 404 })
  return Response.json({ error: ERROR_OF[done.reason] } satisfies TeamReply, {
    status: MEMBERSHIP_STATUS[done.reason],
  })
}

export default function Team() {
  const { prefix, viewerId, isMember, isCaptain, team } = useLoaderData<typeof loader>()
  const reply = useActionData<TeamReply>()
  const { t } = useTranslation('social')
  const error = reply?.error ? t(`teams.errors.${reply.error}`) : null
  return (
    <article className="page narrow team-page">
      <p className="team-back">
        <a href={`/${prefix}/teams`}>{t('teams.back')}</a>
      </p>
      <h1>{team.name}</h1>
      {team.description ? <p className="lead team-description">{team.description}</p> : null}
      <Notice tone="error">{reply?.error !== 'wrongPassword' ? error : null}</Notice>
      <h2>{t('teams.members', { count: team.members.length })}</h2>
      <ul className="team-members" role="list">
        {team.members.map((m) => (
          <li key={m.id} className="team-member">
            <a href={`/${prefix}/user/${m.id}`}>{m.name}</a>
            {m.id === team.captainId ? <span className="tag team-captain">{t('teams.captain')}</span> : null}
            {isCaptain && m.id !== viewerId ? (
              <Form method="post" className="team-inline-form">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="member" value={m.id} />
                <button type="submit" className="button button--ghost">
                  {t('teams.remove', { name: m.name })}
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
      {isCaptain && team.invitePassword ? (
        <details className="team-password">
          <summary>{t('teams.showPassword')}</summary>
          <p>
            <code>{team.invitePassword}</code>
          </p>
        </details>
      ) : null}
      {isMember ? (
        <Form method="post" className="team-leave">
          <input type="hidden" name="intent" value="leave" />
          {team.members.length === 1 ? <p className="field-hint">{t('teams.errors.lastMember')}</p> : null}
          <button type="submit" className="button button--ghost">
            {t('teams.leave')}
          </button>
        </Form>
      ) : viewerId ? (
        <section className="card team-join" aria-labelledby="team-join-title">
          <h2 id="team-join-title">{t('teams.join.title')}</h2>
          <Form method="post">
            <input type="hidden" name="intent" value="join" />
            <Field
              label={t('teams.fields.invitePassword')}
              name="password"
              type="password"
              required
              autoComplete="off"
              errors={reply?.error === 'wrongPassword' ? [t('teams.errors.wrongPassword')] : null}
            />
            <button type="submit" className="button">
              {t('teams.join.submit')}
            </button>
          </Form>
        </section>
      ) : (
        <p className="team-login">
          <a href={loginHref(prefix, team.id)}>{t('teams.join.login')}</a>
        </p>
      )}
    </article>
  )
}

function loginHref(prefix: string, id: number) {
  return `/${prefix}/login?login=true&redirectTo=${encodeURIComponent(`/${prefix}/team/${id}`)}`
}
