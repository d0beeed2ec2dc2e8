import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireContentCreator } from '~/app/kernel/guards.server'
import type { RouteHandle } from '~/app/kernel/handle'
import { uploadBody } from '~/app/kernel/limits'
import { requestPrefix } from '~/app/kernel/request.server'
import { isBodyTooLarge, isNotAForm, readUploadForm } from '~/app/kernel/upload-form.server'
import { GeneralErrorBoundary } from '~/app/shell/ErrorPage'
import { Notice } from '~/app/ui/forms'
import { db } from '~/db/client.server'
import { rowIdParam } from '../authored.server'
import {
  type CourseFormValues,
  ICON_MAX_BYTES,
  blankCourseValues,
  courseValues,
  parseCourseForm,
  saveCourse,
} from '../authoring/course-form.server'
import { lessonsForEditor, moveLesson } from '../authoring/course-lessons.server'
import type { FormErrors } from '../content/form.server'
import { setFlash, takeFlash } from '../flash.server'
import { CourseFields } from '../ui/CourseForm'

// /{lang}/content/courses/:id (`new` creates) — the course editor (issue 21): the course's fields and icon, then
// its lessons in reading order with up/down buttons (each a small form: no JS) and "add lesson". Content
// creators only (requireContentCreator: login, else 403); an unknown id 404.
export const handle: RouteHandle = {
  // The icon (2 MiB): server.js refuses a multipart body where no route declares one (415).
  maxBody: uploadBody(2),
  i18n: ['common', 'content', 'authoring'],
  meta: { title: 'authoring:course.editTitle' },
}

const MAX_BODY = uploadBody(2)

async function editable(param: string | undefined) {
  if (param === 'new') return { id: null, course: null }
  const id = rowIdParam(param)
  const course = id
    ? await db.selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirst()
    : null
  if (!course) throw new Response('Not Found', { status: 404 })
  return { id, course }
}

interface EditPage {
  prefix: 'br' | 'gb'
  id: number | null
  slug: string
  published: boolean
  hasIcon: boolean
  values: CourseFormValues
  lessons: Awaited<ReturnType<typeof lessonsForEditor>>
  saved: boolean
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireContentCreator(request)
  const { id, course } = await editable(params.id)
  const { flash, headers } = await takeFlash(request)
  const page: EditPage = {
    prefix: requestPrefix(request),
    id,
    slug: course?.slug ?? '',
    published: course?.is_published === 1,
    hasIcon: course?.has_image === 1,
    values: course ? courseValues(course) : blankCourseValues(),
    lessons: id ? await lessonsForEditor(id) : [],
    saved: flash?.kind === 'saved',
  }
  return data(page, { headers })
}

interface ActionData {
  values: CourseFormValues
  errors: FormErrors
}

const failed = (values: CourseFormValues, errors: FormErrors, status = 422) =>
  Response.json({ values, errors } satisfies ActionData, { status })

export async function action({ request, params }: ActionFunctionArgs) {
  await requireContentCreator(request)
  const { id } = await editable(params.id)
  const self = `/${requestPrefix(request)}/content/courses`
  let form: Awaited<ReturnType<typeof readUploadForm>>
  try {
    form = await readUploadForm(request, { icon: ICON_MAX_BYTES }, MAX_BODY)
  } catch (error) {
    // Not a form, or past the body's bound: the form again with its message, never a 500.
    if (isNotAForm(error)) return failed(blankCourseValues(), { form: ['invalid'] }, 415)
    if (isBodyTooLarge(error)) return failed(blankCourseValues(), { icon: ['iconTooLarge'] }, 413)
    throw error
  }
  const intent = form.formData.get('intent')
  if (intent === 'up' || intent === 'down') {
    if (!id) throw new Response('Not Found', { status: 404 })
    await moveLesson(id, rowIdParam(String(form.formData.get('lesson_id') ?? '')), intent)
    return redirect(`${self}/${id}#lessons`, { status: 303 })
  }
  const parsed = await parseCourseForm(form.formData, form.files.icon, form.tooLarge.includes('icon'))
  if (!parsed.ok) return failed(parsed.values, parsed.errors)
  const saved = await saveCourse(id, parsed.value, form.files.icon)
  if (!saved.ok) return failed(parsed.values, { slug: [saved.reason] })
  const target = `${self}/${saved.id}`
  return redirect(target, {
    status: 303,
    headers: { 'Set-Cookie': await setFlash(target, { kind: 'saved' }) },
  })
}

export default function CourseEditPage() {
  const page = useLoaderData() as EditPage
  const result = useActionData() as ActionData | undefined
  const { t } = useTranslation('authoring')
  const { t: tc } = useTranslation('content')
  const values = result?.values ?? page.values
  const errors = result?.errors ?? {}
  const base = `/${page.prefix}/content/courses/${page.id ?? 'new'}`
  return (
    <article className="page content-page course-edit-page">
      <p>
        <a href={`/${page.prefix}/content/courses`}>← {t('courses.title')}</a>
      </p>
      <h1>{page.id ? t('course.editTitle') : t('course.newTitle')}</h1>
      {page.id ? (
        <p className="authoring-state">
          <strong>{page.published ? t('courses.published') : t('courses.draft')}</strong> ·{' '}
          <a href={`/${page.prefix}/course/${page.slug}`}>{t('course.open')}</a>
        </p>
      ) : null}
      {page.saved && !result ? <Notice tone="success">{t('saved')}</Notice> : null}
      {Object.keys(errors).length ? (
        <Notice tone="error" focus>
          {tc('form.saveError')}
        </Notice>
      ) : null}
      <Form
        method="post"
        action={base}
        encType="multipart/form-data"
        className="content-form"
        noValidate
        reloadDocument
      >
        <CourseFields values={values} errors={errors} hasIcon={page.hasIcon} />
        <div className="form-actions">
          <button type="submit" name="intent" value="save" className="button">
            {tc('form.save')}
          </button>
        </div>
      </Form>
      {page.id ? (
        <section className="card" id="lessons" aria-labelledby="lessons-title">
          <h2 id="lessons-title">{t('course.lessons')}</h2>
          {page.lessons.length === 0 ? <p>{t('course.noLessons')}</p> : null}
          <ol className="authoring-lessons">
            {page.lessons.map((l) => (
              <li key={l.id}>
                <a href={`${base}/lessons/${l.id}`}>{l.title}</a>{' '}
                <span className="tag tag--muted">{t(`lesson.types.${l.type}`)}</span>
                <Form method="post" action={base} reloadDocument className="authoring-move">
                  <input type="hidden" name="lesson_id" value={l.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="up"
                    className="button button--secondary"
                    disabled={l.first}
                    aria-label={t('course.moveUp', { title: l.title })}
                  >
                    ↑
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value="down"
                    className="button button--secondary"
                    disabled={l.last}
                    aria-label={t('course.moveDown', { title: l.title })}
                  >
                    ↓
                  </button>
                </Form>
              </li>
            ))}
          </ol>
          <p>
            <a className="button" href={`${base}/lessons/new`}>
              {t('course.addLesson')}
            </a>
          </p>
        </section>
      ) : null}
    </article>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
