import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { optionalUser } from '~/app/kernel/auth/guards.server'
import { type Prefix, formatDay } from '~/app/kernel/i18n/locale'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { now } from '~/app/kernel/runtime/clock.server'
import { FeatureLink } from '~/app/ui/FeatureLink'
import { type VideoCardData, VideoCards } from '../ui/Videos'
import type { LinkedItem } from '../videos/links.server'
import { findVideo, isVisible, mayWatch, videoPage } from '../videos/videos.server'

// One video (issue 22): the player (our own file, seekable by HTTP ranges, captions when there are some), what it
// covers, the part-of-class note, the "new" badge and recommendations. A PRO video shows non-PRO viewers the
// "not PRO yet" message instead of the player.

export const handle: RouteHandle = { i18n: ['common', 'live'] }

interface VideoView {
  prefix: Prefix
  lng: string
  meta: { title: string; description?: string }
  video: {
    id: number
    title: string
    description: string
    partNote: string
    isNew: boolean
    proOnly: boolean
    published: string
    mime: string
    hasPoster: boolean
    hasCaptions: boolean
  }
  allowed: boolean
  staff: boolean
  links: { subject: LinkedItem[]; lesson: LinkedItem[]; exercise: LinkedItem[] }
  recommendations: VideoCardData[]
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await optionalUser(request)
  const lng = requestLng(request)
  const at = now()
  const found = await findVideo(Number(params.id))
  if (!found || !isVisible(found, at, user)) throw new Response('Not Found', { status: 404 })
  const page = await videoPage(found, at, lng, user)
  const view: VideoView = {
    prefix: requestPrefix(request),
    lng,
    meta: { title: found.title, description: found.description || undefined },
    video: {
      id: found.id,
      title: found.title,
      description: found.description,
      partNote: found.part_note,
      isNew: page.video.isNew,
      proOnly: !!found.pro_only,
      published: formatDay(found.published_at, lng),
      mime: found.mime ?? '',
      hasPoster: !!found.poster_mime,
      hasCaptions: !!found.has_captions,
    },
    allowed: mayWatch(found, user),
    staff: !!user?.isAdmin,
    links: page.links,
    recommendations: page.recommendations.map((v) => ({
      id: v.id,
      title: v.title,
      description: v.description,
      proOnly: !!v.pro_only,
      hasPoster: !!v.poster_mime,
      isNew: v.isNew,
      published: formatDay(v.published_at, lng),
    })),
  }
  return view
}

function Covered({ title, items, prefix }: { title: string; items: LinkedItem[]; prefix: string }) {
  if (!items.length) return null
  return (
    <section>
      <h2>{title}</h2>
      <ul>
        {items.map((i) => (
          <li key={i.id}>
            <a href={`/${prefix}${i.to}`}>{i.title}</a>
          </li>
        ))}
      </ul>
    </section>
  )
}

export default function Video() {
  const { prefix, lng, video, allowed, staff, links, recommendations } = useLoaderData() as VideoView
  const { t } = useTranslation('live')
  const media = `/media/videos/${video.id}`
  return (
    <div className="page live-video">
      <article>
        <h1>
          {video.title} {video.isNew ? <span className="tag tag--new">{t('videos.newBadge')}</span> : null}{' '}
          {video.proOnly ? <span className="tag tag--pro">PRO</span> : null}
        </h1>
        <p className="muted">{t('videos.published', { date: video.published })}</p>
        {allowed ? (
          // biome-ignore lint/a11y/useMediaCaption: captions are optional uploads; the track is added when there are some
          <video
            className="live-player"
            controls
            preload="metadata"
            width={640}
            height={360}
            poster={video.hasPoster ? `${media}/poster` : undefined}
          >
            <source src={`${media}/file`} type={video.mime} />
            {video.hasCaptions ? (
              <track
                kind="captions"
                src={`${media}/captions`}
                srcLang={lng === 'en-GB' ? 'en' : 'pt'}
                label={t('videos.captions')}
                default
              />
            ) : null}
            <a href={`${media}/file`}>{t('videos.download')}</a>
          </video>
        ) : (
          <div className="notice notice--warning" role="alert">
            <p>{t('videos.notPro')}</p>
            <p>
              <FeatureLink feature="pro" prefix={prefix}>
                {t('videos.subscribe')}
              </FeatureLink>
            </p>
          </div>
        )}
        {video.partNote ? (
          <p className="live-part-note">{t('videos.partOf', { note: video.partNote })}</p>
        ) : null}
        {video.description ? <p>{video.description}</p> : null}
        <Covered title={t('videos.subjects')} items={links.subject} prefix={prefix} />
        <Covered title={t('videos.lessons')} items={links.lesson} prefix={prefix} />
        <Covered title={t('videos.exercises')} items={links.exercise} prefix={prefix} />
        {staff ? (
          <p>
            <a href={`/${prefix}/videos/${video.id}/edit`}>{t('videos.edit')}</a>
          </p>
        ) : null}
      </article>
      <aside aria-labelledby="recommended">
        <h2 id="recommended">{t('videos.recommended')}</h2>
        {recommendations.length ? (
          <VideoCards videos={recommendations} prefix={prefix} compact />
        ) : (
          <p>{t('videos.empty')}</p>
        )}
      </aside>
    </div>
  )
}
