import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { requireAdmin } from '~/app/kernel/auth/guards.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { uploadBody } from '~/app/kernel/requests/limits'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { isFormRequest } from '~/app/kernel/requests/upload-form.server'
import { CheckboxField, Field, Notice, TextAreaField } from '~/app/ui/forms'
import { allSubjects } from '../videos/links.server'
import { VIDEO_MAX_MIB } from '../videos/rules'
import { UploadTooLarge, type VideoUpload, discardStaged, readVideoUpload } from '../videos/upload.server'
import { type FileProblem, checkFiles, findVideo, saveVideo, videoLinkIds } from '../videos/videos.server'

// Staff upload a past live class (admins): the file (type by its bytes, at most VIDEO_MAX_MIB), a poster, WebVTT
// captions, and what it covers. Editing keeps the files unless new ones are sent.

export const handle: RouteHandle = {
  i18n: ['common', 'live'],
  meta: { title: 'live:videos.editTitle' },
  maxBody: uploadBody(VIDEO_MAX_MIB + 6),
}

const ids = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\d+(\s*,\s*\d+)*)?$/)
  .transform((v) => (v ? [...new Set(v.split(',').map((n) => Number(n.trim())))] : []))

const schema = z.object({
  title: z.string().trim().min(3).max(160),
  description: z.string().trim().max(2000).default(''),
  partNote: z.string().trim().max(200).default(''),
  publishedOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((v) => !Number.isNaN(Date.parse(v))),
  proOnly: z.literal('on').optional(),
  lessons: ids,
  exercises: ids,
})

const TEXT = ['title', 'description', 'partNote', 'publishedOn', 'lessons', 'exercises'] as const

async function existing(params: Record<string, string | undefined>) {
  if (params.id === undefined) return null
  const video = await findVideo(Number(params.id))
  if (!video) throw new Response('Not Found', { status: 404 })
  return video
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const video = await existing(params)
  const links = video ? await videoLinkIds(video.id) : { subject: [], lesson: [], exercise: [] }
  return {
    subjects: await allSubjects(requestLng(request)),
    video: video && {
      id: video.id,
      proOnly: !!video.pro_only,
      values: {
        title: video.title,
        description: video.description,
        partNote: video.part_note,
        publishedOn: video.published_at.slice(0, 10),
        lessons: links.lesson.join(', '),
        exercises: links.exercise.join(', '),
      } as Record<string, string>,
      subjects: links.subject,
    },
  }
}

type Reply = {
  values: Record<string, string>
  subjects: number[]
  errors: string[]
  file?: FileProblem | 'tooLarge'
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request)
  const video = await existing(params)
  const prefix = requestPrefix(request)
  const tooLarge = () =>
    data({ values: {}, subjects: [], errors: [], file: 'tooLarge' } satisfies Reply, { status: 413 })
  if (!isFormRequest(request)) return tooLarge()
  let upload: VideoUpload
  try {
    upload = await readVideoUpload(request)
  } catch (error) {
    // Stopped at the limit while streaming: the staged part is already deleted.
    if (error instanceof UploadTooLarge) return tooLarge()
    throw error
  }
  try {
    return await saveUpload(upload, video, prefix)
  } finally {
    // Moved into place when saved; on any refusal or error the staged file goes.
    await discardStaged(upload)
  }
}

async function saveUpload(upload: VideoUpload, video: Awaited<ReturnType<typeof existing>>, prefix: string) {
  const form = upload.formData
  const values = Object.fromEntries(TEXT.map((k) => [k, String(form.get(k) ?? '')]))
  const subjects = form
    .getAll('subjects')
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0)
  const parsed = schema.safeParse(
    Object.fromEntries([...TEXT.map((k) => [k, values[k]]), ['proOnly', form.get('proOnly') ?? undefined]]),
  )
  if (!parsed.success)
    return data(
      { values, subjects, errors: parsed.error.issues.map((i) => String(i.path[0])) } satisfies Reply,
      { status: 422 },
    )
  const files = { video: upload.video, poster: upload.poster, captions: upload.captions }
  const problem = await checkFiles(files, !video)
  if (problem) return data({ values, subjects, errors: [], file: problem } satisfies Reply, { status: 422 })
  const v = parsed.data
  const id = await saveVideo(
    video?.id ?? null,
    {
      title: v.title,
      description: v.description,
      partNote: v.partNote,
      proOnly: !!v.proOnly,
      publishedAt: new Date(`${v.publishedOn}T12:00:00Z`).toISOString(),
      subjects,
      lessons: v.lessons,
      exercises: v.exercises,
    },
    files,
  )
  return redirect(`/${prefix}/videos/${id}`)
}

export default function VideoEdit() {
  const { subjects, video } = useLoaderData<typeof loader>()
  const reply = useActionData() as Reply | undefined
  const { t } = useTranslation('live')
  const { t: tc } = useTranslation('common')
  const value = (k: (typeof TEXT)[number]) => reply?.values[k] ?? video?.values[k]
  const err = (k: string) => (reply?.errors.includes(k) ? [tc('errors.invalidData')] : null)
  const chosen = new Set(reply?.subjects ?? video?.subjects ?? [])
  return (
    <article className="page narrow">
      <h1>{video ? t('videos.editTitle') : t('videos.new')}</h1>
      <Notice tone="error" focus>
        {reply?.file
          ? t(`videos.problems.${reply.file}`, { mib: VIDEO_MAX_MIB })
          : reply?.errors.length
            ? tc('errors.invalidData')
            : null}
      </Notice>
      <form method="post" encType="multipart/form-data" className="card">
        <Field
          label={t('videos.fields.title')}
          name="title"
          required
          maxLength={160}
          defaultValue={value('title')}
          errors={err('title')}
        />
        <Field
          label={t('videos.fields.file')}
          name="video"
          type="file"
          accept="video/mp4,video/webm"
          required={!video}
          hint={t('videos.fields.fileHint', { mib: VIDEO_MAX_MIB })}
        />
        <Field
          label={t('videos.fields.poster')}
          name="poster"
          type="file"
          accept="image/png,image/jpeg,image/webp"
        />
        <Field
          label={t('videos.fields.captions')}
          name="captions"
          type="file"
          accept="text/vtt,.vtt"
          hint={t('videos.fields.captionsHint')}
        />
        <Field
          label={t('videos.fields.publishedOn')}
          name="publishedOn"
          type="date"
          required
          defaultValue={value('publishedOn')}
          errors={err('publishedOn')}
        />
        <Field
          label={t('videos.fields.partNote')}
          name="partNote"
          maxLength={200}
          defaultValue={value('partNote')}
          errors={err('partNote')}
          hint={t('videos.fields.partNoteHint')}
        />
        <TextAreaField
          label={t('videos.fields.description')}
          name="description"
          maxLength={2000}
          defaultValue={value('description')}
          errors={err('description')}
        />
        <div className="field">
          <label htmlFor="f-subjects">{t('videos.fields.subjects')}</label>
          <select id="f-subjects" name="subjects" multiple size={8} defaultValue={[...chosen].map(String)}>
            {subjects.map((s) => (
              <option key={s.id} value={s.id}>
                {s.title}
              </option>
            ))}
          </select>
        </div>
        <Field
          label={t('videos.fields.lessons')}
          name="lessons"
          maxLength={500}
          defaultValue={value('lessons')}
          errors={err('lessons')}
          hint={t('videos.fields.idsHint')}
        />
        <Field
          label={t('videos.fields.exercises')}
          name="exercises"
          maxLength={500}
          defaultValue={value('exercises')}
          errors={err('exercises')}
          hint={t('videos.fields.idsHint')}
        />
        <CheckboxField
          name="proOnly"
          label={t('videos.fields.proOnly')}
          defaultChecked={video?.proOnly ?? false}
        />
        <button type="submit" className="button">
          {t('videos.save')}
        </button>
      </form>
    </article>
  )
}
