import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { optionalUser } from '~/app/kernel/auth/guards.server'
import { tFor } from '~/app/kernel/i18n/i18n.server'
import { type RouteHandle, cutDescription } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { ProgressCharts } from '~/modules/learning/ui'
import { userNotFound } from '../not-found.server'
import { PROFILE_TABS, type ProfileTab, plainText, profilePage, userIdParam } from '../profile.server'
import { ConsistencyCalendar } from '../ui/ConsistencyCalendar'
import { ProfileCard } from '../ui/ProfileCard'
import { Courses, ProfileStats, Progression, SolvedList } from '../ui/ProfileSections'
import { Biography, CreatorTabs, Journey, SocialLinks } from '../ui/ProfileStory'
import { UserNotFoundBoundary } from '../ui/UserNotFound'

export const handle: RouteHandle = {
  i18n: ['common', 'profile', 'social', 'progress', 'rankings'],
  meta: { title: 'profile:meta.title', description: 'profile:meta.description' },
}

export { UserNotFoundBoundary as ErrorBoundary }

const tabOf = (value: string | null): ProfileTab | null =>
  (PROFILE_TABS as readonly (string | null)[]).includes(value) ? (value as ProfileTab) : null

/** /{lang}/user/:id — the public profile (docs/product.md#social-profiles); visitors see it too. No JavaScript. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = userIdParam(params.id)
  if (id === null) throw await userNotFound(request)
  const viewer = await optionalUser(request)
  const prefix = requestPrefix(request)
  const tab = tabOf(new URL(request.url).searchParams.get('tab'))
  const page = await profilePage(viewer, id, { lng: requestLng(request), prefix, tab })
  if (!page) throw await userNotFound(request)
  const t = await tFor(request, 'profile')
  const description = cutDescription(
    plainText(page.user.biography) || t('meta.userDescription', { name: page.user.name }),
  )
  return { prefix, page, meta: { title: page.user.name, description } }
}

export default function UserProfile() {
  const { prefix, page } = useLoaderData<typeof loader>()
  const { t } = useTranslation('profile')
  return (
    <article className="page profile-page">
      <ProfileCard
        user={page.user}
        prefix={prefix}
        isSelf={page.isSelf}
        friendship={page.friendship}
        teams={page.teams}
      />
      <ProfileStats stats={page.stats} prefix={prefix} />
      <Progression categories={page.categories} />
      <section aria-labelledby="charts-title">
        <h2 id="charts-title">{t('progress:charts.profileTitle')}</h2>
        <ProgressCharts charts={page.charts} id="profile" />
      </section>
      <section aria-labelledby="calendar-title">
        <h2 id="calendar-title">{t('calendar.title')}</h2>
        <ConsistencyCalendar calendar={page.calendar} />
        <p className="progress-hint">
          {t('calendar.streak', {
            current: t('calendar.days', { count: page.streak.current }),
            longest: t('calendar.days', { count: page.streak.longest }),
          })}
        </p>
      </section>
      <div className="profile-columns">
        <Courses courses={page.courses} prefix={prefix} />
        <SolvedList solved={page.solved} userId={page.user.id} prefix={prefix} />
      </div>
      <Biography html={page.biographyHtml} />
      <Journey achievements={page.achievements} results={page.results} jobs={page.jobs} />
      <CreatorTabs prefix={prefix} userId={page.user.id} tabs={page.tabs} />
      <SocialLinks links={page.socialLinks} />
    </article>
  )
}
