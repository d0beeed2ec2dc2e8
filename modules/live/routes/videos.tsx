import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { optionalUser } from '~/app/kernel/auth/guards.server'
import { type Prefix, formatDay } from '~/app/kernel/i18n/locale'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { now } from '~/app/kernel/runtime/clock.server'
import { type VideoCardData, VideoCards } from '../ui/Videos'
import { isNewVideo } from '../videos/rules'
import { listVideos } from '../videos/videos.server'

// The video center (issue 22): past live classes, newest first, with the "new" badge of the last 7 days.

export const handle: RouteHandle = { i18n: ['common', 'live'], meta: { title: 'live:videos.title' } }

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await optionalUser(request)
  const lng = requestLng(request)
  const at = now()
  const videos: VideoCardData[] = (await listVideos(at)).map((v) => ({
    id: v.id,
    title: v.title,
    description: v.description,
    proOnly: !!v.pro_only,
    hasPoster: !!v.poster_mime,
    isNew: isNewVideo(v.published_at, at),
    published: formatDay(v.published_at, lng),
  }))
  return { prefix: requestPrefix(request), videos, staff: !!user?.isAdmin }
}

export default function Videos() {
  const { prefix, videos, staff } = useLoaderData() as {
    prefix: Prefix
    videos: VideoCardData[]
    staff: boolean
  }
  const { t } = useTranslation('live')
  return (
    <article className="page live-videos">
      <h1>{t('videos.title')}</h1>
      <p>{t('videos.intro')}</p>
      <p>
        <a href={`/${prefix}/calendar`}>{t('videos.calendar')}</a>
        {staff ? (
          <>
            {' · '}
            <a href={`/${prefix}/videos/new`}>{t('videos.new')}</a>
          </>
        ) : null}
      </p>
      {videos.length ? <VideoCards videos={videos} prefix={prefix} /> : <p>{t('videos.empty')}</p>}
    </article>
  )
}
