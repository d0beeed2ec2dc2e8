import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { optionalUser } from '~/app/kernel/auth/guards.server'
import { tFor } from '~/app/kernel/i18n/i18n.server'
import { formatDay } from '~/app/kernel/i18n/locale'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { Pager } from '~/app/ui/Pager'
import { solvedExercisesPage } from '~/modules/judge'
import { userNotFound } from '../not-found.server'
import { findProfileUser, userIdParam } from '../profile.server'
import { UserNotFoundBoundary } from '../ui/UserNotFound'

export const handle: RouteHandle = {
  i18n: ['common', 'profile', 'judge'],
  meta: { title: 'profile:solvedPage.title', description: 'profile:meta.description' },
}

export { UserNotFoundBoundary as ErrorBoundary }

export const SOLVED_PAGE_SIZE = 25

/** /{lang}/user/:id/exercises — every exercise the user solved that the viewer may see, newest first. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = userIdParam(params.id)
  const user = id === null ? null : await findProfileUser(id)
  if (!user) throw await userNotFound(request)
  const viewer = await optionalUser(request)
  const pageParam = Number.parseInt(new URL(request.url).searchParams.get('page') ?? '1', 10)
  const page = Number.isFinite(pageParam) && pageParam >= 1 ? pageParam : 1
  const solved = await solvedExercisesPage(viewer, user.id, requestLng(request), page, SOLVED_PAGE_SIZE)
  const t = await tFor(request, 'profile')
  const title = t('solvedPage.heading', { name: user.name })
  return {
    prefix: requestPrefix(request),
    user: { id: user.id, name: user.name, color: user.color },
    solved,
    meta: { title, description: t('solvedPage.description', { name: user.name }) },
  }
}

export default function UserExercises() {
  const { prefix, user, solved } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation('profile')
  const { t: tp } = useTranslation('judge')
  return (
    <article className="page narrow profile-solved-page">
      <p>
        <a href={`/${prefix}/user/${user.id}`}>{t('solvedPage.back', { name: user.name })}</a>
      </p>
      <h1>
        {t('solvedPage.headingBefore')} <span className={`name--${user.color}`}>{user.name}</span>
      </h1>
      <p className="lead">{t('solvedPage.total', { count: solved.total })}</p>
      {solved.items.length === 0 ? (
        <p>{t('solved.empty')}</p>
      ) : (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('solvedPage.exercise')}</th>
              <th scope="col">{t('solvedPage.difficulty')}</th>
              <th scope="col">{t('solvedPage.solvedAt')}</th>
            </tr>
          </thead>
          <tbody>
            {solved.items.map((s) => (
              <tr key={s.id}>
                <td>
                  <a href={`/${prefix}/exercise/${s.id}`}>{s.title}</a>
                </td>
                <td>{tp(`difficulties.${s.difficulty}`)}</td>
                <td>
                  <time dateTime={s.solvedAt}>{formatDay(s.solvedAt, i18n.language)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager page={solved.page} pages={solved.pages} label={t('pager.label')} />
    </article>
  )
}
