import { useTranslation } from 'react-i18next'
import type { VideoRef } from '../text'

/** A YouTube video is a plain link (no iframe to another origin); a /media/ file plays in <video>. */
export function Video({ video, label }: { video: VideoRef | null; label: string }) {
  const { t } = useTranslation('learning')
  if (!video) return null
  if (video.kind === 'youtube') {
    return (
      <p className="video-link">
        <a className="button button--ghost" href={video.url} rel="noopener noreferrer" target="_blank">
          {t('video.youtube', { label })}
        </a>
      </p>
    )
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: lesson videos have no caption files yet
    <video className="lesson-video" src={video.src} controls preload="metadata" aria-label={label}>
      <a href={video.src}>{t('video.download')}</a>
    </video>
  )
}
