import fs from 'node:fs/promises'
import path from 'node:path'
import type { SessionUser } from '~/app/kernel/auth/policy'
import { cleanCopy, inspectImage } from '~/app/kernel/files/images.server'
import { mediaPath, writeMediaFile } from '~/app/kernel/files/media.server'
import type { Lng } from '~/app/kernel/i18n/locale'
import { db } from '~/db/client.server'
import type { VideoLinkKind } from '~/db/schema-live'
import { type LinkedItem, linkedItems } from './links.server'
import { NEW_VIDEO_DAYS, type VideoMime, extOf, isNewVideo, isWebVtt, sniffVideo } from './rules'
import type { StagedVideo } from './upload.server'

// The video center (issue 22): past live classes as files we serve ourselves (HTTP ranges, kernel serve-file),
// with an optional poster and WebVTT captions, what each covers, and PRO gating.

export interface VideoRow {
  id: number
  title: string
  description: string
  part_note: string
  pro_only: number
  published_at: string
  mime: string | null
  poster_mime: string | null
  has_captions: number
}

const COLUMNS = [
  'id',
  'title',
  'description',
  'part_note',
  'pro_only',
  'published_at',
  'mime',
  'poster_mime',
  'has_captions',
] as const

/** Files in mediaDir(): the video (mp4/webm), its poster (webp/png/jpeg as uploaded, re-encoded) and captions. */
export const videoFile = (id: number, mime: string) => mediaPath('videos', id, extOf(mime as VideoMime))
export const posterFile = (id: number) => mediaPath('video-posters', id, 'img')
export const captionsFile = (id: number) => mediaPath('video-captions', id, 'vtt')

/** Published videos with a file, newest first. */
export async function listVideos(now: Date): Promise<VideoRow[]> {
  return db
    .selectFrom('videos')
    .select(COLUMNS)
    .where('mime', 'is not', null)
    .where('published_at', '<=', now.toISOString())
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

export async function findVideo(id: number): Promise<VideoRow | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined
  return db.selectFrom('videos').select(COLUMNS).where('id', '=', id).executeTakeFirst()
}

/** The navigation's dot and GET /api/videos/has-new: one rule, a published video with a file from the last week. */
export async function hasNewVideos(now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('videos')
    .select('id')
    .where('mime', 'is not', null)
    .where('published_at', '>', new Date(now.getTime() - NEW_VIDEO_DAYS * 86_400_000).toISOString())
    .where('published_at', '<=', now.toISOString())
    .limit(1)
    .executeTakeFirst()
  return !!row
}

/** PRO videos: PRO users and admins. */
export function mayWatch(video: Pick<VideoRow, 'pro_only'>, user: SessionUser | null): boolean {
  return !video.pro_only || (!!user && (user.isPro || user.isAdmin))
}

/** A video visible at all: it has a file and is published, or the viewer is an admin (a draft's preview). */
export function isVisible(video: VideoRow, now: Date, user: SessionUser | null): boolean {
  if (user?.isAdmin) return true
  return !!video.mime && video.published_at <= now.toISOString()
}

export interface VideoPage {
  video: VideoRow & { isNew: boolean }
  links: Record<VideoLinkKind, LinkedItem[]>
  recommendations: (VideoRow & { isNew: boolean })[]
}

const RECOMMENDATIONS = 4

/** A video with what it covers and the side panel: others sharing a subject first, then the newest. */
export async function videoPage(
  video: VideoRow,
  now: Date,
  lng: Lng,
  user: SessionUser | null,
): Promise<VideoPage> {
  const links = await linkedItems(video.id, lng, user)
  const subjectIds = links.subject.map((s) => s.id)
  const sharing = subjectIds.length
    ? await db
        .selectFrom('video_links')
        .select('video_id')
        .distinct()
        .where('kind', '=', 'subject')
        .where('ref_id', 'in', subjectIds)
        .where('video_id', '!=', video.id)
        .execute()
    : []
  const first = new Set(sharing.map((r) => r.video_id))
  const others = (await listVideos(now)).filter((v) => v.id !== video.id)
  const recommendations = [
    ...others.filter((v) => first.has(v.id)),
    ...others.filter((v) => !first.has(v.id)),
  ]
    .slice(0, RECOMMENDATIONS)
    .map((v) => ({ ...v, isNew: isNewVideo(v.published_at, now) }))
  return { video: { ...video, isNew: isNewVideo(video.published_at, now) }, links, recommendations }
}

export interface VideoInput {
  title: string
  description: string
  partNote: string
  proOnly: boolean
  publishedAt: string
  subjects: number[]
  lessons: number[]
  exercises: number[]
}

export interface VideoFiles {
  /** The bytes (the seed), or an upload staged on disk (readVideoUpload): a 200 MiB file is never in memory. */
  video?: Uint8Array | StagedVideo
  poster?: Uint8Array
  captions?: Uint8Array
}

export type FileProblem = 'videoType' | 'videoMissing' | 'posterType' | 'captionsType'

const headOf = (video: Uint8Array | StagedVideo) => (video instanceof Uint8Array ? video : video.head)

/** Puts the video file in its place: a staged upload is moved (same disk), bytes are written. */
async function placeVideo(target: string, video: Uint8Array | StagedVideo): Promise<void> {
  if (video instanceof Uint8Array) return writeMediaFile(target, video)
  await fs.mkdir(path.dirname(target), { recursive: true })
  await fs.rename(video.stagedPath, target)
}

/** Checks the uploaded files by their bytes; the first problem found, or null. */
export async function checkFiles(files: VideoFiles, isNew: boolean): Promise<FileProblem | null> {
  if (files.video ? !sniffVideo(headOf(files.video)) : isNew)
    return files.video ? 'videoType' : 'videoMissing'
  if (files.poster) {
    const info = await inspectImage(files.poster)
    if (!info || info.format === 'gif') return 'posterType'
  }
  if (files.captions && !isWebVtt(files.captions)) return 'captionsType'
  return null
}

/** Creates or updates a video with its links and files (checked first with checkFiles). Returns its id. */
export async function saveVideo(id: number | null, input: VideoInput, files: VideoFiles): Promise<number> {
  const row = {
    title: input.title,
    description: input.description,
    part_note: input.partNote,
    pro_only: input.proOnly ? 1 : 0,
    published_at: input.publishedAt,
  }
  let saved = id
  if (saved) await db.updateTable('videos').set(row).where('id', '=', saved).execute()
  else saved = (await db.insertInto('videos').values(row).returning('id').executeTakeFirstOrThrow()).id
  const videoId = saved
  await db.deleteFrom('video_links').where('video_id', '=', videoId).execute()
  const links = [
    ...input.subjects.map((ref_id) => ({ video_id: videoId, kind: 'subject' as const, ref_id })),
    ...input.lessons.map((ref_id) => ({ video_id: videoId, kind: 'lesson' as const, ref_id })),
    ...input.exercises.map((ref_id) => ({ video_id: videoId, kind: 'exercise' as const, ref_id })),
  ]
  if (links.length)
    await db
      .insertInto('video_links')
      .values(links)
      .onConflict((oc) => oc.doNothing())
      .execute()
  if (files.video) {
    const mime = sniffVideo(headOf(files.video))!
    const before = await findVideo(saved)
    await placeVideo(videoFile(saved, mime), files.video)
    if (before?.mime && before.mime !== mime) await fs.rm(videoFile(saved, before.mime), { force: true })
    await db.updateTable('videos').set({ mime }).where('id', '=', saved).execute()
  }
  if (files.poster) {
    const info = (await inspectImage(files.poster))!
    await writeMediaFile(posterFile(saved), await cleanCopy(files.poster, info.format))
    await db
      .updateTable('videos')
      .set({ poster_mime: `image/${info.format}` })
      .where('id', '=', saved)
      .execute()
  }
  if (files.captions) {
    await writeMediaFile(captionsFile(saved), files.captions)
    await db.updateTable('videos').set({ has_captions: 1 }).where('id', '=', saved).execute()
  }
  return saved
}

export async function videoLinkIds(id: number): Promise<Record<VideoLinkKind, number[]>> {
  const rows = await db
    .selectFrom('video_links')
    .select(['kind', 'ref_id'])
    .where('video_id', '=', id)
    .execute()
  const of = (kind: VideoLinkKind) => rows.filter((r) => r.kind === kind).map((r) => r.ref_id)
  return { subject: of('subject'), lesson: of('lesson'), exercise: of('exercise') }
}
