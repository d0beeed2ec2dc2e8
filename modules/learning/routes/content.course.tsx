import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireContentCreator } from '~/app/kernel/auth/guards.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { uploadBody } from '~/app/kernel/requests/limits'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { isBodyTooLarge, isNotAForm, readUploadForm } from '~/app/kernel/requests/upload-form.server'
import { GeneralErrorBoundary } from '~/app/shell/ErrorPage'
import { Notice } from '~/app/ui/forms'
import { db } from '~/db/client.server'
import { type CourseCompetition, courseCompetitions } from '~/modules/competitions/index'
import {
  type CourseFormValues,
  ICON_MAX_BYTES,
  blankCourseValues,
  courseValues,
  languageOptions,
  parseCourseForm,
} from '../authoring/course-form.server'
import {
  type EditorOutline,
  OUTLINE_INTENTS,
  type TopicFailure,
  outlineForEditor,
  outlineIntent,
} from '../authoring/course-outline.server'
import { coursesForEditors, requiredCourses, saveCourse } from '../authoring/course-save.server'
import type { FormErrors } from '../content/form.server'
import { setFlash, takeFlash } from '../flash.server'
import { rowIdParam } from '../hub/authored.server'
import { CourseFields } from '../ui/CourseForm'
import { CourseOutline } from '../ui/CourseOutline'

// /{lang}/content/courses/:id (`new` creates) — the course editor (issue 21): every course field and the icon,
// then its outline: topics (add, rename, up/down, delete when empty) with their lessons (up/down, edit) — each
// a small form, no JS. Content creators only (requireContentCreator: login, else home); an unknown id 404.
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
  languages: { id: string; label: string }[]
  courses: { id: number; title: string }[]
  outline: EditorOutline
  /** The course's running and coming competitions, and the link that creates one for it (issue 21). */
  competitions: CourseCompetition[]
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
    values: course ? courseValues(course, await requiredCourses(course.id)) : blankCourseValues(),
    languages: languageOptions(),
    courses: (await coursesForEditors())
      .filter((c) => c.id !== id)
      .map((c) => ({ id: c.id, title: c.title })),
    outline: id ? await outlineForEditor(id) : { topics: [], loose: [] },
    competitions: id ? await courseCompetitions(requestLng(request), { courseId: id, limit: 20 }) : [],
    saved: flash?.kind === 'saved',
  }
  return data(page, { headers })
}

interface ActionData {
  values?: CourseFormValues
  errors?: FormErrors
  topic?: TopicFailure
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
  const intent = String(form.formData.get('intent') ?? 'save')
  if (OUTLINE_INTENTS.includes(intent)) {
    if (!id) throw new Response('Not Found', { status: 404 })
    const done = await outlineIntent(id, intent, form.formData)
    if (!done.ok) return Response.json({ topic: done } satisfies ActionData, { status: 422 })
    return redirect(`${self}/${id}#${done.anchor}`, { status: 303 })
  }
  const parsed = await parseCourseForm(form.formData, form.files.icon, form.tooLarge.includes('icon'))
  if (!parsed.ok) return failed(parsed.values, parsed.errors)
  const saved = await saveCourse(id, parsed.value, form.files.icon)
  if (!saved.ok) return failed(parsed.values, { [saved.field]: [saved.reason] })
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
        <CourseFields
          values={values}
          errors={errors}
          hasIcon={page.hasIcon}
          languages={page.languages}
          courses={page.courses}
        />
        <div className="form-actions">
          <button type="submit" name="intent" value="save" className="button">
            {tc('form.save')}
          </button>
        </div>
      </Form>
      {page.id ? <CourseOutline base={base} outline={page.outline} failure={result?.topic} /> : null}
      {page.id ? (
        <section className="card" aria-labelledby="course-competitions">
          <h2 id="course-competitions">{t('courseCompetitions.title')}</h2>
          {page.competitions.length ? (
            <ul>
              {page.competitions.map((c) => (
                <li key={c.id}>
                  <a href={`/${page.prefix}/competition/${c.id}`}>{c.title}</a>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('courseCompetitions.none')}</p>
          )}
          <a className="button button--ghost" href={`/${page.prefix}/competitions/new?course=${page.id}`}>
            {t('courseCompetitions.create')}
          </a>
        </section>
      ) : null}
    </article>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
