import type { LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireUser } from '~/app/kernel/auth/guards.server'
import { displayName, rolesOf } from '~/app/kernel/auth/policy'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { now } from '~/app/kernel/runtime/clock.server'
import { ScrollRegion } from '~/app/ui/ScrollRegion'
import { TourLink, TourTemplate } from '~/app/ui/Tour'
import { tourIslands } from '~/app/ui/tour.server'
import { myCompetitions } from '~/modules/competitions/index'
import { MyCompetitions } from '~/modules/competitions/ui'
import { type DashboardData, activityYear, getDashboard, progressCharts } from '~/modules/learning/index'
import { studyWeek } from '~/modules/live/index'
import { StudyWeek } from '~/modules/live/ui'
import { liveFeedFor } from '~/modules/social/index'
import { LiveFeed } from '~/modules/social/ui'
import { DashboardCharts } from '../ui/DashboardCharts'

export const handle: RouteHandle = {
  i18n: ['common', 'site', 'progress', 'competitions', 'blog', 'profile', 'study', 'tours'],
  // No hydration: the guided tour's card, the page's only island, is a plain module shipped only to those who
  // still get it (issue 22, ADR 031).
  meta: { title: 'site:dashboard.title', description: 'site:dashboard.description' },
}

/** Logged in only: continue where you stopped, streak, XP, level per category, next steps. Read-only. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const [progress, competitions, liveFeed, charts, activity, week, tour] = await Promise.all([
    getDashboard(user, requestLng(request)),
    myCompetitions(user.id),
    // null when the user turned the live feed off (docs/product.md#site-pages: preferences).
    liveFeedFor(user),
    progressCharts(user.id),
    activityYear(user.id),
    studyWeek(user.id, now()),
    tourIslands(user.id, 'dashboard'),
  ])
  return {
    prefix: requestPrefix(request),
    name: displayName(user.name),
    roles: rolesOf(user),
    progress,
    competitions,
    liveFeed,
    charts,
    activity,
    week,
    ...tour,
  }
}

export default function Dashboard() {
  const { name, roles, prefix, progress, competitions, liveFeed, charts, activity, week, tour } =
    useLoaderData<typeof loader>()
  const { t } = useTranslation('site')
  return (
    <article className="page dashboard">
      <h1>{t('dashboard.hello', { name })}</h1>
      <p className="lead">{t('dashboard.lead')}</p>
      <TourLink tour="dashboard" prefix={prefix} />
      {tour ? <TourTemplate tour="dashboard" prefix={prefix} /> : null}
      <ul className="tag-list" role="list" aria-label={t('dashboard.roles')}>
        {roles.map((r) => (
          <li key={r} className="tag">
            {t(`roles.${r}`)}
          </li>
        ))}
      </ul>
      <LevelUpBanner prefix={prefix} progress={progress} />
      <Summary prefix={prefix} progress={progress} />
      <DashboardCharts charts={charts} activity={activity} />
      <MyCompetitions prefix={prefix} items={competitions} />
      <div className="progress-columns">
        <ContinueCard prefix={prefix} progress={progress} />
        <NextSteps prefix={prefix} progress={progress} />
      </div>
      <StudyWeek week={week} prefix={prefix} />
      <CategoryLevels categories={progress.categories} />
      {liveFeed ? <LiveFeed items={liveFeed} prefix={prefix} /> : null}
      <div className="card-grid" data-tour="cards">
        <a className="card" href={`/${prefix}/courses`}>
          <h2>{t('dashboard.cards.courses.title')}</h2>
          <p>{t('dashboard.cards.courses.text')}</p>
        </a>
        <a className="card" href={`/${prefix}/exercises`}>
          <h2>{t('dashboard.cards.exercises.title')}</h2>
          <p>{t('dashboard.cards.exercises.text')}</p>
        </a>
        <a className="card" href={`/${prefix}/ranking/monthly`}>
          <h2>{t('dashboard.cards.ranking.title')}</h2>
          <p>{t('dashboard.cards.ranking.text', { level: progress.level })}</p>
        </a>
      </div>
    </article>
  )
}

interface Props {
  prefix: string
  progress: DashboardData
}

function LevelUpBanner({ prefix, progress }: Props) {
  const { t } = useTranslation('progress')
  if (progress.levelUps.length === 0) return null
  const categories = progress.levelUps.map((u) => t(`categories.${u.category}`)).join(', ')
  return (
    <div className="notice notice--success level-up-banner" role="status">
      <p>
        <strong>{t('dashboard.levelUpBanner', { categories })}</strong>{' '}
        <a href={`/${prefix}/progress/level-up?back=${encodeURIComponent(`/${prefix}/dashboard`)}`}>
          {t('dashboard.levelUpLink')}
        </a>
      </p>
      <Form method="post" action={`/${prefix}/progress/level-up`}>
        <input type="hidden" name="redirectTo" value={`/${prefix}/dashboard`} />
        <button type="submit" className="button button--ghost">
          {t('levelUp.dismiss')}
        </button>
      </Form>
    </div>
  )
}

function Summary({ prefix, progress }: Props) {
  const { t } = useTranslation('progress')
  const { streak } = progress
  return (
    <section aria-labelledby="progress-summary">
      <h2 id="progress-summary" className="visually-hidden">
        {t('dashboard.summary')}
      </h2>
      <ul className="facts progress-facts" role="list" data-tour="summary">
        <li>
          <span>{t('dashboard.streakTitle')}</span>
          <strong>{t('dashboard.streakDays', { count: streak.current })}</strong>
          <span>{t('dashboard.frozen', { count: streak.frozen })}</span>
          <span>{t('dashboard.longest', { count: streak.longest })}</span>
        </li>
        <li>
          <span>{t('dashboard.xpTitle')}</span>
          <strong>{t('dashboard.xpTotal', { xp: progress.xp })}</strong>
          <span>{t('dashboard.xpToday', { xp: progress.xpToday })}</span>
        </li>
        <li>
          <span>{t('dashboard.levelColumn')}</span>
          <strong>{t('dashboard.level', { level: progress.level })}</strong>
          <span>
            {t('dashboard.nextLevel', { xp: progress.nextLevelXp - progress.xp, level: progress.level + 1 })}
          </span>
          <span>{t('dashboard.solved', { count: progress.exercisesSolved })}</span>
        </li>
        <li>
          <span>{t('dashboard.certificatesTitle')}</span>
          <strong>{t('dashboard.certificates', { count: progress.certificates })}</strong>
          <span>
            <a href={`/${prefix}/certificates`}>{t('dashboard.certificatesLink')}</a>
          </span>
          <span>
            <a href={`/${prefix}/achievements`}>{t('dashboard.achievementsLink')}</a>
          </span>
        </li>
      </ul>
      <p className="progress-hint">
        {streak.activeToday ? t('dashboard.activeToday') : t('dashboard.notActiveToday')}{' '}
        {t('dashboard.frozenHint')} {t('dashboard.dailyBonus')}{' '}
        {t('dashboard.dayTurns', { time: progress.dayTurnsAt })}
      </p>
    </section>
  )
}

/** Continue where you stopped; else, for a student who finished their courses, the certificates and the next course. */
function ContinueCard({ prefix, progress }: Props) {
  const { t } = useTranslation('progress')
  const next = progress.continueLesson
  const finished = progress.finishedCourses
  return (
    <section className="card" aria-labelledby="continue-title" data-tour="continue">
      <h2 id="continue-title">{t('dashboard.continueTitle')}</h2>
      {next ? (
        <>
          <p>
            <strong>{next.lessonTitle}</strong>
            <br />
            {t('dashboard.continueIn', { course: next.courseTitle })}
          </p>
          <a className="button" href={`/${prefix}/course/${next.courseSlug}/lesson/${next.lessonId}`}>
            {t('dashboard.continueButton')}
          </a>
        </>
      ) : finished.length ? (
        <>
          <p>{t('dashboard.allFinished', { count: finished.length })}</p>
          <ul className="finished-courses">
            {finished.map((c) => (
              <li key={c.certificateCode}>
                <a href={`/${prefix}/certificate/${c.certificateCode}`}>
                  {t('dashboard.certificateOf', { course: c.title })}
                </a>
              </li>
            ))}
          </ul>
          {progress.nextCourse ? (
            <>
              <p>{t('dashboard.nextCourse', { course: progress.nextCourse.title })}</p>
              <a className="button" href={`/${prefix}/course/${progress.nextCourse.slug}`}>
                {t('dashboard.nextCourseButton')}
              </a>
            </>
          ) : (
            <a className="button" href={`/${prefix}/courses`}>
              {t('dashboard.browseCourses')}
            </a>
          )}
        </>
      ) : (
        <>
          <p>{t('dashboard.noCourse')}</p>
          <a className="button" href={`/${prefix}/courses`}>
            {t('dashboard.browseCourses')}
          </a>
        </>
      )}
    </section>
  )
}

function NextSteps({ prefix, progress }: Props) {
  const { t } = useTranslation('progress')
  const next = progress.continueLesson
  const exercise = progress.recommendedExercise
  return (
    <section className="card" aria-labelledby="next-steps-title">
      <h2 id="next-steps-title">{t('dashboard.nextStepsTitle')}</h2>
      <ul className="next-steps">
        {next ? (
          <li>
            <a href={`/${prefix}/course/${next.courseSlug}/lesson/${next.lessonId}`}>
              {t('dashboard.stepLesson', { lesson: next.lessonTitle })}
            </a>
          </li>
        ) : progress.nextCourse ? (
          <li>
            <a href={`/${prefix}/course/${progress.nextCourse.slug}`}>
              {t('dashboard.stepNextCourse', { course: progress.nextCourse.title })}
            </a>
          </li>
        ) : (
          <li>
            <a href={`/${prefix}/courses`}>
              {progress.finishedCourses.length
                ? t('dashboard.stepAnotherCourse')
                : t('dashboard.stepCourses')}
            </a>
          </li>
        )}
        {exercise ? (
          <li>
            <a href={`/${prefix}/exercise/${exercise.id}`}>
              {t('dashboard.stepExercise', {
                title: exercise.title,
                difficulty: t(`difficulties.${exercise.difficulty}`),
              })}
            </a>
          </li>
        ) : (
          <li>{t('dashboard.stepNoExercise')}</li>
        )}
        {progress.streak.activeToday ? null : <li>{t('dashboard.stepStreak')}</li>}
      </ul>
    </section>
  )
}

function CategoryLevels({ categories }: { categories: DashboardData['categories'] }) {
  const { t } = useTranslation('progress')
  return (
    <section aria-labelledby="categories-title" data-tour="levels">
      <h2 id="categories-title">{t('dashboard.categoriesTitle')}</h2>
      <p className="progress-hint">{t('dashboard.categoriesHint')}</p>
      <ScrollRegion label={t('dashboard.categoriesTitle')}>
        <table className="data-table category-levels">
          <thead>
            <tr>
              <th scope="col">{t('dashboard.category')}</th>
              <th scope="col">{t('dashboard.levelColumn')}</th>
              <th scope="col">{t('dashboard.scoreColumn')}</th>
              <th scope="col">{t('dashboard.medalColumn')}</th>
              <th scope="col">{t('dashboard.nextColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {categories.map((c) => (
              <tr key={c.category}>
                <th scope="row">{t(`categories.${c.category}`)}</th>
                <td>
                  <span className={`level-chip level--${c.colour}`}>{t(`colours.${c.colour}`)}</span>
                </td>
                <td>
                  <meter className="score-meter" min={0} max={100} value={c.score} aria-hidden="true" />{' '}
                  {t('dashboard.score', { score: c.score })}
                </td>
                <td>
                  {c.medal ? (
                    <span className={`medal medal--${c.medal}`}>{t(`medals.${c.medal}`)}</span>
                  ) : (
                    t('dashboard.noMedal')
                  )}
                </td>
                <td>{c.next === null ? t('dashboard.maxLevel') : t('dashboard.next', { count: c.next })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  )
}
