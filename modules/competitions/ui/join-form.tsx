// Registration on the competition page (docs/product.md#competitions-joining): as oneself or as one of one's teams, with the password when
// there is one; after the end, a PRO user's virtual run. Plain forms that post and come back with a redirect.
import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { Lng, Prefix } from '~/app/kernel/i18n/locale'
import { FeatureLink } from '~/app/ui/FeatureLink'
import { Field, Notice } from '~/app/ui/forms'
import type { CompetitionPageData } from '../listing/competition-page.server'
import { formatWhen, splitDuration } from './competition-time'

export interface JoinReply {
  intent: 'join' | 'virtual'
  /** Already in the page's language. */
  error: string
  /** What was chosen in "take part as" ('self' or a team id). */
  as: string
}

interface Props {
  page: CompetitionPageData
  prefix: Prefix
  lng: Lng
  loginHref: string
  reply: JoinReply | undefined
}

function Entry({ page, lng }: { page: CompetitionPageData; lng: Lng }) {
  const { t } = useTranslation('competitions')
  const entry = page.viewer.entry
  if (!entry) return null
  const text =
    entry.kind === 'virtual'
      ? t('page.entryVirtual', { start: formatWhen(entry.startsAt, lng), end: formatWhen(entry.endsAt, lng) })
      : entry.team
        ? t('page.entryTeam', { team: entry.team })
        : t('page.entryLive')
  return <Notice tone="success">{text}</Notice>
}

function JoinForm({ page, reply }: { page: CompetitionPageData; reply: JoinReply | undefined }) {
  const { t } = useTranslation('competitions')
  const teamsOnly = page.allowed === 'teams'
  const choices = [
    ...(teamsOnly ? [] : [{ value: 'self', label: t('page.asMyself') }]),
    ...(page.allowed === 'individual'
      ? []
      : page.viewer.teams.map((team) => ({
          value: String(team.id),
          label: t('page.asTeam', { team: team.name }),
        }))),
  ]
  const chosen = reply?.intent === 'join' && reply.as ? reply.as : choices[0]?.value
  return (
    <Form method="post" className="competition-join-form">
      <input type="hidden" name="intent" value="join" />
      {choices.length > 1 ? (
        <fieldset className="competition-join-as">
          <legend>{t('page.joinAs')}</legend>
          {choices.map((c) => (
            <label key={c.value}>
              <input type="radio" name="as" value={c.value} defaultChecked={c.value === chosen} /> {c.label}
            </label>
          ))}
        </fieldset>
      ) : choices.length === 1 ? (
        <input type="hidden" name="as" value={choices[0].value} />
      ) : null}
      {page.hasPassword ? (
        <Field label={t('page.password')} name="password" type="password" autoComplete="off" required />
      ) : null}
      {page.phase === 'running' ? <p className="field-hint">{t('page.joinLate')}</p> : null}
      <button type="submit" className="button">
        {t('page.join')}
      </button>
    </Form>
  )
}

function JoinBox({ page, prefix, loginHref, reply }: Omit<Props, 'lng'>) {
  const { t } = useTranslation('competitions')
  const v = page.viewer
  const body = !v.loggedIn ? (
    <p>
      {t('page.loginToJoin')}{' '}
      <a className="button" href={loginHref}>
        {t('page.login')}
      </a>
    </p>
  ) : page.allowed === 'pro' && !v.isPro ? (
    <p>
      {t('page.proOnly')}{' '}
      <FeatureLink feature="pro" prefix={prefix}>
        {t('pro.link')}
      </FeatureLink>
    </p>
  ) : page.allowed === 'teams' && v.teams.length === 0 ? (
    <p>{t('page.teamsNeeded')}</p>
  ) : (
    <JoinForm page={page} reply={reply} />
  )
  return (
    <section className="card competition-join" aria-labelledby="join-title">
      <h2 id="join-title">{t('page.joinTitle')}</h2>
      {reply?.intent === 'join' ? <Notice tone="error">{reply.error}</Notice> : null}
      {body}
    </section>
  )
}

function VirtualBox({ page, prefix, loginHref, reply }: Omit<Props, 'lng'>) {
  const { t } = useTranslation('competitions')
  const { hours, minutes } = splitDuration(Date.parse(page.endsAt) - Date.parse(page.startsAt))
  const v = page.viewer
  return (
    <section className="card competition-virtual" aria-labelledby="virtual-title">
      <h2 id="virtual-title">{t('page.virtualTitle')}</h2>
      {reply?.intent === 'virtual' ? <Notice tone="error">{reply.error}</Notice> : null}
      <p>{t('page.virtualLead', { hours, minutes })}</p>
      {!v.loggedIn ? (
        <a className="button" href={loginHref}>
          {t('page.login')}
        </a>
      ) : v.isPro ? (
        <Form method="post">
          <input type="hidden" name="intent" value="virtual" />
          <button type="submit" className="button">
            {t('page.virtualStart')}
          </button>
        </Form>
      ) : (
        <p>
          {t('page.virtualPro')}{' '}
          <FeatureLink feature="pro" prefix={prefix} className="button pro-button">
            {t('pro.link')}
          </FeatureLink>
        </p>
      )}
    </section>
  )
}

/** The viewer's entry, the registration form while it is open, and the virtual run once it ended. */
export function Registration(props: Props) {
  const { t } = useTranslation('competitions')
  const { page, reply } = props
  const entry = page.viewer.entry
  const inVirtualRun = entry?.kind === 'virtual' && entry.running
  // A refusal whose form is gone by now (it ended meanwhile, or the viewer registered in another tab) still
  // says why the post failed.
  const boxShown = reply?.intent === 'virtual' ? page.viewer.canStartVirtual : page.viewer.canJoin
  return (
    <>
      {reply && !boxShown ? <Notice tone="error">{reply.error}</Notice> : null}
      <Entry page={page} lng={props.lng} />
      {page.viewer.canJoin ? <JoinBox {...props} /> : null}
      {inVirtualRun ? (
        <Notice tone="info">
          {t('page.virtualRunning')} <a href={`/${props.prefix}/ranking/replays`}>{t('page.replaysLink')}</a>
        </Notice>
      ) : page.phase === 'ended' && page.kind === 'live' ? (
        <Notice tone="info">{t('page.ended')}</Notice>
      ) : null}
      {page.viewer.canStartVirtual ? <VirtualBox {...props} /> : null}
      {page.viewer.virtualWaits ? <Notice tone="info">{t('errors.notRevealed')}</Notice> : null}
    </>
  )
}
