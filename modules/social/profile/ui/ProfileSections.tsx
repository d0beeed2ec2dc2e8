import { useTranslation } from 'react-i18next'
import { formatDay } from '~/app/kernel/i18n/locale'
import { ScrollRegion } from '~/app/ui/ScrollRegion'
import type { CategoryProgress } from '~/modules/learning'
import type { EnrolledCourse, SolvedItem } from '../profile-lists.server'
import type { ProfileStatsView } from '../profile.server'

type Prefix = 'br' | 'gb'

/** Profile stats (docs/product.md#social-profiles): individual ranking, institution ranking, exercises solved, lessons completed, XP. */
export function ProfileStats({ stats, prefix }: { stats: ProfileStatsView; prefix: Prefix }) {
  const { t } = useTranslation('profile')
  const rankingHref = (path: string, page: number) =>
    `/${prefix}/ranking/${path}${page > 1 ? `?page=${page}` : ''}`
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title">{t('stats.title')}</h2>
      <ul className="facts profile-stats" role="list">
        <li>
          <strong>
            {stats.individual ? (
              <a href={rankingHref('users', stats.individual.page)}>#{stats.individual.position}</a>
            ) : (
              '—'
            )}
          </strong>
          <span>{t('stats.individual')}</span>
        </li>
        <li>
          <strong>
            {stats.institution ? (
              <a
                href={`/${prefix}/ranking/institution/${stats.institution.institutionId}${
                  stats.institution.page > 1 ? `?page=${stats.institution.page}` : ''
                }`}
              >
                #{stats.institution.position}
              </a>
            ) : (
              '—'
            )}
          </strong>
          <span>
            {stats.institution
              ? t('stats.institutionOf', { name: stats.institution.shortName })
              : t('stats.institution')}
          </span>
        </li>
        <li>
          <strong>{stats.exercisesSolved}</strong>
          <span>{t('stats.exercises', { count: stats.exercisesSolved })}</span>
        </li>
        <li>
          <strong>{stats.lessonsCompleted}</strong>
          <span>{t('stats.lessons', { count: stats.lessonsCompleted })}</span>
        </li>
        <li>
          <strong>{stats.xp}</strong>
          <span>{t('stats.xp')}</span>
        </li>
      </ul>
      {stats.hidden ? <p className="progress-hint">{t('stats.hidden')}</p> : null}
    </section>
  )
}

/** Progression (docs/product.md#social-profiles): each category's level (grey → red) and the points to the next one. */
export function Progression({ categories }: { categories: CategoryProgress[] }) {
  const { t } = useTranslation('profile')
  const { t: tp } = useTranslation('progress')
  return (
    <section aria-labelledby="progression-title">
      <h2 id="progression-title">{t('progression.title')}</h2>
      <ScrollRegion label={t('progression.title')}>
        <table className="data-table profile-progression">
          <thead>
            <tr>
              <th scope="col">{t('progression.category')}</th>
              <th scope="col">{t('progression.level')}</th>
              <th scope="col">{t('progression.score')}</th>
              <th scope="col">{t('progression.next')}</th>
            </tr>
          </thead>
          <tbody>
            {categories.map((c) => (
              <tr key={c.category}>
                <th scope="row">{tp(`categories.${c.category}`)}</th>
                <td>
                  <span className={`level-chip level--${c.colour}`}>{tp(`colours.${c.colour}`)}</span>
                  {c.medal ? (
                    <>
                      {' '}
                      <span className={`medal medal--${c.medal}`}>{tp(`medals.${c.medal}`)}</span>
                    </>
                  ) : null}
                </td>
                <td>
                  <meter className="score-meter" min={0} max={100} value={c.score} aria-hidden="true" />{' '}
                  {t('progression.points', { score: c.score })}
                </td>
                <td>{c.next === null ? t('progression.max') : t('progression.toNext', { count: c.next })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  )
}

export function Courses({ courses, prefix }: { courses: EnrolledCourse[]; prefix: Prefix }) {
  const { t } = useTranslation('profile')
  return (
    <section className="card" aria-labelledby="courses-title">
      <h2 id="courses-title">{t('courses.title')}</h2>
      {courses.length === 0 ? (
        <p>{t('courses.empty')}</p>
      ) : (
        <ul className="profile-list" role="list">
          {courses.map((c) => (
            <li key={c.slug}>
              <a href={`/${prefix}/course/${c.slug}`}>{c.title}</a>{' '}
              <meter
                className="score-meter"
                min={0}
                max={Math.max(1, c.lessons)}
                value={c.completedLessons}
                aria-hidden="true"
              />{' '}
              <span className="profile-muted">
                {c.completed
                  ? t('courses.completed')
                  : t('courses.progress', { done: c.completedLessons, total: c.lessons })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

export function SolvedList({
  solved,
  userId,
  prefix,
}: { solved: { items: SolvedItem[]; total: number }; userId: number; prefix: Prefix }) {
  const { t, i18n } = useTranslation('profile')
  return (
    <section className="card" aria-labelledby="solved-title">
      <h2 id="solved-title">{t('solved.title')}</h2>
      {solved.items.length === 0 ? (
        <p>{t('solved.empty')}</p>
      ) : (
        <>
          <ul className="profile-list" role="list">
            {solved.items.map((s) => (
              <li key={s.id}>
                <a href={`/${prefix}/exercise/${s.id}`}>{s.title}</a>{' '}
                <time className="profile-muted" dateTime={s.solvedAt}>
                  {formatDay(s.solvedAt, i18n.language)}
                </time>
              </li>
            ))}
          </ul>
          <p>
            <a href={`/${prefix}/user/${userId}/exercises`}>{t('solved.all', { count: solved.total })}</a>
          </p>
        </>
      )}
    </section>
  )
}
