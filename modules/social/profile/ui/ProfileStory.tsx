import { useTranslation } from 'react-i18next'
import { dateFormatter, formatDay } from '~/app/kernel/i18n/locale'
import { RichText } from '~/app/rich-text/RichText'
import type { AuthoredExercise, AuthoredLesson, Tutorial } from '../profile-lists.server'
import type {
  EarnedAchievement,
  ExternalResultView,
  JobView,
  ProfileTab,
  SocialLink,
} from '../profile.server'

type Prefix = 'br' | 'gb'

export function Biography({ html }: { html: string }) {
  const { t } = useTranslation('profile')
  return (
    <section className="card" aria-labelledby="bio-title">
      <h2 id="bio-title">{t('bio.title')}</h2>
      {html ? <RichText html={html} className="profile-bio" /> : <p>{t('bio.empty')}</p>}
    </section>
  )
}

/** "2021-03" → "mar. de 2021" in the page's language (the profile and its edit page). */
export function useMonth() {
  const { i18n } = useTranslation()
  const format = dateFormatter(i18n.language, { month: 'short', year: 'numeric', timeZone: 'UTC' })
  return (month: string) => {
    const [y, m] = month.split('-').map(Number)
    return y && m ? format.format(new Date(Date.UTC(y, m - 1, 1))) : month
  }
}

/** Achievements / journey (docs/product.md#social-profiles): earned achievements, external competition results and jobs. */
export function Journey({
  achievements,
  results,
  jobs,
}: { achievements: EarnedAchievement[]; results: ExternalResultView[]; jobs: JobView[] }) {
  const { t, i18n } = useTranslation('profile')
  const { t: tr } = useTranslation('rankings')
  const { t: tp } = useTranslation('progress')
  const month = useMonth()
  const nothing = achievements.length === 0 && results.length === 0 && jobs.length === 0
  return (
    <section className="card" aria-labelledby="journey-title">
      <h2 id="journey-title">{t('journey.title')}</h2>
      {nothing ? <p>{t('journey.empty')}</p> : null}
      {achievements.length > 0 ? (
        <>
          <h3>{t('journey.achievements')}</h3>
          <ul className="profile-list" role="list">
            {achievements.map((a) => (
              <li key={a.code}>
                <strong>{tp(`catalogue.${a.code}.name`)}</strong> · {tp(`catalogue.${a.code}.description`)}{' '}
                <time className="profile-muted" dateTime={a.earnedAt}>
                  {formatDay(a.earnedAt, i18n.language)}
                </time>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {results.length > 0 ? (
        <>
          <h3>{t('journey.results')}</h3>
          <ul className="profile-list" role="list">
            {results.map((r) => (
              <li key={r.id}>
                <strong>
                  {r.name === 'other' && r.otherName ? r.otherName : tr(`external.short.${r.name}`)}
                </strong>{' '}
                {r.year} · {tr(`external.levels.${r.level}`)} · {tr(`external.scopes.${r.scope}`)} ·{' '}
                {r.medal && r.medal !== 'none' ? (
                  <span className={`medal medal--${r.medal}`}>{tr(`external.medals.${r.medal}`)}</span>
                ) : r.position ? (
                  t('journey.position', { position: r.position })
                ) : (
                  tr('external.medals.none')
                )}
                {r.institution ? <span className="profile-muted"> · {r.institution}</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {jobs.length > 0 ? (
        <>
          <h3>{t('journey.jobs')}</h3>
          <ul className="profile-list" role="list">
            {jobs.map((j) => (
              <li key={j.id}>
                <strong>{tr(`jobs.positions.${j.position}`)}</strong>
                {j.institution ? ` · ${j.institution}` : null}{' '}
                <span className="profile-muted">
                  {t('journey.period', {
                    from: month(j.from),
                    to: j.to ? month(j.to) : t('journey.current'),
                  })}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}

interface TabsProps {
  prefix: Prefix
  userId: number
  tabs: {
    current: ProfileTab | null
    exercises: AuthoredExercise[]
    lessons: AuthoredLesson[]
    tutorials: Tutorial[]
  }
}

/** Content-creator tabs (docs/product.md#social-profiles): plain links (?tab=), so they work without JavaScript. */
export function CreatorTabs({ prefix, userId, tabs }: TabsProps) {
  const { t } = useTranslation('profile')
  const counts = {
    exercises: tabs.exercises.length,
    lessons: tabs.lessons.length,
    tutorials: tabs.tutorials.length,
  }
  if (counts.exercises + counts.lessons + counts.tutorials === 0) return null
  const names = ['exercises', 'lessons', 'tutorials'] as const
  return (
    <section className="card profile-tabs" aria-labelledby="content-title" id="content">
      <h2 id="content-title">{t('content.title')}</h2>
      <nav aria-label={t('content.title')}>
        <ul className="profile-tab-list" role="list">
          {names.map((name) => (
            <li key={name}>
              <a
                href={`/${prefix}/user/${userId}?tab=${name}#content`}
                aria-current={tabs.current === name ? 'page' : undefined}
              >
                {t(`content.tabs.${name}`, { count: counts[name] })}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {tabs.current === 'exercises' ? (
        <TabList empty={t('content.empty')}>
          {tabs.exercises.map((e) => (
            <li key={e.id}>
              <a href={`/${prefix}/exercise/${e.id}`}>{e.title}</a>
            </li>
          ))}
        </TabList>
      ) : null}
      {tabs.current === 'lessons' ? (
        <TabList empty={t('content.empty')}>
          {tabs.lessons.map((l) => (
            <li key={l.id}>
              <a href={`/${prefix}/course/${l.courseSlug}/lesson/${l.id}`}>{l.title}</a>{' '}
              <span className="profile-muted">{l.courseTitle}</span>
            </li>
          ))}
        </TabList>
      ) : null}
      {tabs.current === 'tutorials' ? (
        <TabList empty={t('content.empty')}>
          {tabs.tutorials.map((p) => (
            <li key={p.url}>
              <a href={`/${prefix}/blog/${p.url}`}>{p.title}</a>
            </li>
          ))}
        </TabList>
      ) : null}
    </section>
  )
}

function TabList({ children, empty }: { children: React.ReactNode[]; empty: string }) {
  if (children.length === 0) return <p>{empty}</p>
  return (
    <ul className="profile-list" role="list">
      {children}
    </ul>
  )
}

/** Links to other sites: plain text links, marked as the person's own and not endorsed (no icons fetched). */
export function SocialLinks({ links }: { links: SocialLink[] }) {
  const { t } = useTranslation('profile')
  if (links.length === 0) return null
  return (
    <section className="card" aria-labelledby="links-title">
      <h2 id="links-title">{t('links.title')}</h2>
      <ul className="profile-list profile-links" role="list">
        {links.map((l) => (
          <li key={l.kind}>
            <span className="profile-link-kind">{t(`links.kinds.${l.kind}`)}</span>{' '}
            <a href={l.url} rel="me nofollow noopener ugc">
              {l.url.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
