import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { loginRedirect, optionalUser } from '~/app/kernel/auth/guards.server'
import { loginHref } from '~/app/kernel/auth/login'
import { displayName } from '~/app/kernel/auth/policy'
import { RULES, hit, peek } from '~/app/kernel/auth/rate-limit.server'
import { type RouteHandle, passRetryAfter } from '~/app/kernel/requests/handle'
import { uploadBody } from '~/app/kernel/requests/limits'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import {
  type UploadForm,
  isBodyTooLarge,
  isNotAForm,
  readUploadForm,
} from '~/app/kernel/requests/upload-form.server'
import { Field, Notice } from '~/app/ui/forms'
import { TEAM_IMAGE_MAX_BYTES, saveTeamImage, teamImageHref } from '../friends/team-image.server'
import { type TeamFormErrors, parseTeamEditForm } from '../teams-actions.server'
import { MEMBERSHIP_STATUS, joinWithPassword, removeFromTeam, teamDetail } from '../teams-actions.server'
import { updateTeamFor } from '../teams-actions.server'
import { TeamEdit, type TeamReply } from '../ui/TeamEdit'

export const handle: RouteHandle = {
  maxBody: uploadBody(5),
  i18n: ['common', 'social'],
  meta: { title: 'social:teams.teamTitle', description: 'social:teams.description' },
}

export const headers = passRetryAfter

export type { TeamReply }

/** An image of 5 MiB and a few text fields. */
const MAX_BODY = TEAM_IMAGE_MAX_BYTES + 256 * 1024

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
  const saved = new URL(request.url).searchParams.get('saved')
  return {
    prefix: requestPrefix(request),
    saved: isCaptain && (saved === 'edit' || saved === 'image') ? saved : null,
    viewerId: user?.id ?? null,
    isMember,
    isCaptain,
    team: {
      id: team.id,
      name: team.name,
      description: team.description,
      captainId: team.captainId,
      image: team.hasImage ? teamImageHref(team.id) : null,
      members: team.members.map((m) => ({ id: m.id, name: displayName(m.name), gender: m.gender })),
    },
  }
}

const ERROR_OF = { not_captain: 'notCaptain', last_member: 'lastMember', not_member: 'notMember' } as const

export async function action({ request, params }: ActionFunctionArgs) {
  const id = teamId(params.id)
  const prefix = requestPrefix(request)
  const here = `/${prefix}/team/${id}`
  const user = await optionalUser(request)
  if (!user) throw loginRedirect(request, here)
  let upload: UploadForm
  try {
    upload = await readUploadForm(request, { image: TEAM_IMAGE_MAX_BYTES }, MAX_BODY)
  } catch (error) {
    if (isBodyTooLarge(error)) return reply({ image: 'imageTooLarge' }, 413)
    if (isNotAForm(error)) throw new Response('Unsupported Media Type', { status: 415 })
    throw error
  }
  const form = upload.formData
  const intent = String(form.get('intent') ?? '')
  if (intent === 'edit' || intent === 'image') return editAction(id, user.id, here, intent, upload)
  if (intent === 'join') {
    // An invite password cannot be guessed by trying: the competitions' rule (a typo is fine, a guesser is not).
    const guessKey = `team|${user.id}|${id}`
    const tooMany = (retryAfter: number) =>
      Response.json({ error: 'tooManyPasswords' } satisfies TeamReply, {
        status: 429,
        headers: { 'Retry-After': String(retryAfter) },
      })
    const guard = peek(RULES.competitionPassword, guessKey)
    if (!guard.ok) return tooMany(guard.retryAfterSeconds)
    const joined = await joinWithPassword(id, user.id, String(form.get('password') ?? ''))
    if (joined.ok) return redirect(here)
    if (joined.reason === 'not_found') throw new Response('Not Found', { status: 404 })
    const after = hit(RULES.competitionPassword, guessKey)
    if (!after.ok) return tooMany(after.retryAfterSeconds)
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

const reply = (body: TeamReply, status: number) => Response.json(body, { status })

/** The captain's forms: name, description and password; the image. Anyone else gets 403. */
async function editAction(
  id: number,
  userId: number,
  here: string,
  intent: 'edit' | 'image',
  upload: UploadForm,
) {
  if (intent === 'edit') {
    const parsed = parseTeamEditForm(upload.formData)
    if (!parsed.ok) return reply({ edit: { values: parsed.values, errors: parsed.errors } }, 422)
    const saved = await updateTeamFor(id, userId, parsed.input)
    if (saved.ok) return redirect(`${here}?saved=edit`)
    if (saved.reason === 'not_found') throw new Response('Not Found', { status: 404 })
    if (saved.reason === 'not_captain') return reply({ error: 'notCaptainEdit' }, 403)
    const errors: TeamFormErrors =
      saved.reason === 'duplicate' ? { name: ['duplicate'] } : { form: ['saveFailed'] }
    return reply({ edit: { values: parsed.values, errors } }, saved.reason === 'duplicate' ? 422 : 500)
  }
  if (upload.tooLarge.includes('image')) return reply({ image: 'imageTooLarge' }, 413)
  const file = upload.files.image
  if (!file) return reply({ image: 'imageMissing' }, 422)
  const saved = await saveTeamImage(id, userId, file.bytes)
  if (saved.ok) return redirect(`${here}?saved=image`)
  if (saved.reason === 'not_found') throw new Response('Not Found', { status: 404 })
  if (saved.reason === 'not_captain') return reply({ error: 'notCaptainEdit' }, 403)
  return reply(
    { image: saved.reason === 'not_image' ? 'imageInvalid' : 'saveFailed' },
    saved.reason === 'not_image' ? 422 : 500,
  )
}

export default function Team() {
  const { prefix, saved, viewerId, isMember, isCaptain, team } = useLoaderData<typeof loader>()
  const reply = useActionData<TeamReply>()
  const { t } = useTranslation('social')
  const error = reply?.error ? t(`teams.errors.${reply.error}`) : null
  return (
    <article className="page narrow team-page">
      <p className="team-back">
        <a href={`/${prefix}/teams`}>{t('teams.back')}</a>
      </p>
      <header className="team-head">
        {team.image ? (
          <img
            className="team-image"
            src={team.image}
            width={160}
            height={160}
            alt={t('teams.imageAlt', { name: team.name })}
          />
        ) : null}
        <h1>{team.name}</h1>
      </header>
      {team.description ? <p className="lead team-description">{team.description}</p> : null}
      {/* A form refused after a save posts to the ?saved= address too: its answer replaces the old notice. */}
      <Notice tone="success">
        {saved && !reply ? t(saved === 'edit' ? 'teams.edit.saved' : 'teams.edit.imageSaved') : null}
      </Notice>
      <Notice tone="error">
        {reply?.error !== 'wrongPassword' && reply?.error !== 'tooManyPasswords' ? error : null}
      </Notice>
      <h2>{t('teams.members', { count: team.members.length })}</h2>
      <ul className="team-members" role="list">
        {team.members.map((m) => (
          <li key={m.id} className="team-member">
            <a href={`/${prefix}/user/${m.id}`}>{m.name}</a>
            {m.id === team.captainId ? (
              <span className="tag team-captain">
                {t('teams.captain', { context: m.gender === 'female' ? 'female' : undefined })}
              </span>
            ) : null}
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
      {isCaptain ? <TeamEdit team={team} reply={reply} /> : null}
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
              errors={
                reply?.error === 'wrongPassword' || reply?.error === 'tooManyPasswords'
                  ? [t(`teams.errors.${reply.error}`)]
                  : null
              }
            />
            <button type="submit" className="button">
              {t('teams.join.submit')}
            </button>
          </Form>
        </section>
      ) : (
        <p className="team-login">
          <a href={loginHref(prefix, `/${prefix}/team/${team.id}`)}>{t('teams.join.login')}</a>
        </p>
      )}
    </article>
  )
}
