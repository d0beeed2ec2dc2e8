// The competition page's parts: its facts (times in the locale's zone, freeze, who may take part), the links to
// the pages around it, and the problems with their letters.
import { useTranslation } from 'react-i18next'
import type { Lng, Prefix } from '~/app/kernel/i18n/locale'
import type { CompetitionPageData } from '../listing/competition-page.server'
import { ProblemStatusTag } from './competition-countdown'
import { formatWhen, splitDuration } from './competition-time'

const path = (prefix: Prefix, id: number, sub = '') => `/${prefix}/competition/${id}${sub ? `/${sub}` : ''}`

export function CompetitionFacts({
  page,
  prefix,
  lng,
}: { page: CompetitionPageData; prefix: Prefix; lng: Lng }) {
  const { t } = useTranslation('competitions')
  const duration = splitDuration(Date.parse(page.endsAt) - Date.parse(page.startsAt))
  return (
    <section className="competition-facts">
      <dl className="competition-facts-list">
        <dt>{t('page.starts')}</dt>
        <dd>
          <time dateTime={page.startsAt}>{formatWhen(page.startsAt, lng)}</time>
        </dd>
        <dt>{t('page.ends')}</dt>
        <dd>
          <time dateTime={page.endsAt}>{formatWhen(page.endsAt, lng)}</time>
        </dd>
        <dt>{t('page.duration')}</dt>
        <dd>{t('page.durationValue', duration)}</dd>
        <dt>{t('page.freeze')}</dt>
        <dd>
          {page.freezesAt === null
            ? t('page.noFreeze')
            : page.unfrozen
              ? t('page.unfrozen')
              : t('page.freezeAt', { time: formatWhen(page.freezesAt, lng), minutes: page.frozenMinutes })}
        </dd>
        <dt>{t('page.who')}</dt>
        <dd>{t(`allowed.${page.allowed}`)}</dd>
        <dt>{t('page.participants')}</dt>
        <dd>
          {page.capacity === null
            ? page.participants
            : t('page.capacity', { count: page.participants, capacity: page.capacity })}
        </dd>
        {page.course ? (
          <>
            <dt>{t('page.course')}</dt>
            <dd>
              <a href={`/${prefix}/course/${page.course.slug}`}>{page.course.title}</a>
            </dd>
          </>
        ) : null}
        {page.source ? (
          <>
            <dt>{t('page.source')}</dt>
            <dd>
              <a href={`/${prefix}/source/${page.source.slug}`}>{page.source.title}</a>
            </dd>
          </>
        ) : null}
      </dl>
      <p className="field-hint">{t('page.timeZone')}</p>
    </section>
  )
}

/** Scoreboard, own submissions and clarifications for everyone; manage and edit for organizers. */
export function CompetitionLinks({ page, prefix }: { page: CompetitionPageData; prefix: Prefix }) {
  const { t } = useTranslation('competitions')
  const links = [
    { href: path(prefix, page.id, 'scoreboard'), label: t('page.scoreboard') },
    ...(page.viewer.loggedIn
      ? [{ href: path(prefix, page.id, 'submissions'), label: t('page.submissions') }]
      : []),
    { href: path(prefix, page.id, 'clarifications'), label: t('page.clarifications') },
    ...(page.organizer
      ? [
          { href: path(prefix, page.id, 'manage'), label: t('page.manage') },
          { href: path(prefix, page.id, 'edit'), label: t('page.edit') },
        ]
      : []),
  ]
  return (
    <nav className="competition-links" aria-label={page.title}>
      <ul>
        {links.map((l) => (
          <li key={l.href}>
            <a className="button button--ghost" href={l.href}>
              {l.label}
            </a>
          </li>
        ))}
      </ul>
      {page.organizer && !page.viewer.entry ? <p className="field-hint">{t('page.organizerNote')}</p> : null}
    </nav>
  )
}

/** The problems, A, B, … each opening the exercise page in competition mode. */
export function ExerciseList({ page, prefix }: { page: CompetitionPageData; prefix: Prefix }) {
  const { t } = useTranslation('competitions')
  return (
    <section className="competition-exercises" aria-labelledby="exercises-title">
      <h2 id="exercises-title">{t('page.exercises')}</h2>
      {page.exercises === null ? (
        <p>{t('page.exercisesHidden')}</p>
      ) : (
        <>
          {page.phase === 'upcoming' ? <p className="field-hint">{t('page.exercisesOrganizers')}</p> : null}
          <ol className="competition-problem-list">
            {page.exercises.map((e) => (
              <li key={e.exerciseId}>
                {/* The status sits beside the link, not in it: the link's name stays "A Title". */}
                <a href={`/${prefix}/exercise/${e.exerciseId}?competition=${page.id}`}>
                  <span className="competition-letter">{e.letter}</span> {e.title}
                </a>{' '}
                <ProblemStatusTag status={e.status} />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  )
}
