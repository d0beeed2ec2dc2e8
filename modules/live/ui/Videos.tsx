import { useTranslation } from 'react-i18next'

// The video center's cards (list and recommendations): plain links, the poster served by us, no script.

export interface VideoCardData {
  id: number
  title: string
  description: string
  proOnly: boolean
  hasPoster: boolean
  isNew: boolean
  published: string
}

export function VideoCards({
  videos,
  prefix,
  compact = false,
}: { videos: VideoCardData[]; prefix: string; compact?: boolean }) {
  const { t } = useTranslation('live')
  return (
    <ul className={compact ? 'live-video-cards live-video-cards--compact' : 'live-video-cards'}>
      {videos.map((v) => (
        <li key={v.id} className="card live-video-card">
          {v.hasPoster ? (
            <img src={`/media/videos/${v.id}/poster`} alt="" width={320} height={180} loading="lazy" />
          ) : null}
          <h3>
            <a href={`/${prefix}/videos/${v.id}`}>{v.title}</a>
          </h3>
          <ul className="tag-list">
            {v.isNew ? <li className="tag tag--new">{t('videos.newBadge')}</li> : null}
            {v.proOnly ? <li className="tag tag--pro">PRO</li> : null}
          </ul>
          <p className="muted">{v.published}</p>
          {!compact && v.description ? <p>{v.description}</p> : null}
        </li>
      ))}
    </ul>
  )
}
