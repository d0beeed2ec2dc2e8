import type { LoaderFunctionArgs } from '@remix-run/node'
import { optionalUser } from '~/app/kernel/auth/guards.server'
import { notFound, serveStoredFile } from '~/app/kernel/files/serve-file.server'
import { now } from '~/app/kernel/runtime/clock.server'
import { captionsFile, findVideo, isVisible, mayWatch, posterFile, videoFile } from '../videos/videos.server'

// /media/videos/:id/(file|poster|captions): a video's file in HTTP ranges (206, 416), its poster and captions.
// A PRO video's file and captions answer 403 to anyone not PRO (the page says why); the poster is shown to all.
// private: a shared cache must not hand a PRO video to the next person.
const CACHE = 'private, max-age=86400'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await optionalUser(request)
  const video = await findVideo(Number(params.id))
  if (!video || !isVisible(video, now(), user)) return notFound()
  if (params.kind === 'poster')
    return video.poster_mime
      ? serveStoredFile(request, posterFile(video.id), { 'Content-Type': video.poster_mime }, CACHE)
      : notFound()
  if (params.kind !== 'file' && params.kind !== 'captions') return notFound()
  if (!mayWatch(video, user))
    return new Response('Forbidden', { status: 403, headers: { 'Content-Type': 'text/plain' } })
  if (params.kind === 'captions')
    return video.has_captions
      ? serveStoredFile(request, captionsFile(video.id), { 'Content-Type': 'text/vtt; charset=utf-8' }, CACHE)
      : notFound()
  if (!video.mime) return notFound()
  return serveStoredFile(request, videoFile(video.id, video.mime), { 'Content-Type': video.mime }, CACHE, {
    ranges: true,
  })
}
