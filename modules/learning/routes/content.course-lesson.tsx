import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireContentCreator } from '~/app/kernel/auth/guards.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { GeneralErrorBoundary } from '~/app/shell/ErrorPage'
import { Notice } from '~/app/ui/forms'
import { db } from '~/db/client.server'
import {
  type LessonFormValues,
  blankLessonValues,
  deleteLesson,
  lessonProgressCount,
  lessonValues,
  parseLessonForm,
  saveLesson,
} from '../authoring/course-lessons.server'
import { topicsForEditor } from '../authoring/course-topics.server'
import type { FormErrors } from '../content/form.server'
import { setFlash } from '../flash.server'
import { rowIdParam } from '../hub/authored.server'
import { findLesson } from '../lessons/lessons.server'
import { LessonDelete } from '../ui/LessonDelete'
import { LessonFields } from '../ui/LessonFields'
import { isFormRequest } from '../uploads/uploads.server'

// /{lang}/content/courses/:id/lessons/:lesson_id (`new` adds one at the end) — a lesson of the course editor
// (issue 21): topic, type, the content it shows by id, video, depth, free preview, XP. Saving goes back to the
// course editor's outline. Deleting takes two steps (`?delete` asks, its form posts intent=delete) and is
// refused while students have progress on the lesson. Content creators only; an unknown course or lesson 404.
export const handle: RouteHandle = {
  i18n: ['common', 'content', 'authoring'],
  meta: { title: 'authoring:lesson.editTitle' },
}

async function editable(params: { id?: string; lesson_id?: string }) {
  const courseId = rowIdParam(params.id)
  const course = courseId
    ? await db.selectFrom('courses').select(['id', 'title_br']).where('id', '=', courseId).executeTakeFirst()
    : undefined
  if (!course) throw new Response('Not Found', { status: 404 })
  if (params.lesson_id === 'new') return { course, lessonId: null, values: blankLessonValues() }
  const lesson = await findLesson(course.id, params.lesson_id)
  if (!lesson) throw new Response('Not Found', { status: 404 })
  return { course, lessonId: lesson.id, values: lessonValues(lesson) }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireContentCreator(request)
  const { course, lessonId, values } = await editable(params)
  const topics = await topicsForEditor(course.id)
  return {
    prefix: requestPrefix(request),
    course,
    lessonId,
    values,
    topics: topics.map((t) => ({ id: t.id, title: t.title_br })),
    // The confirmation step is only a view: nothing is written by this GET.
    confirmDelete: lessonId !== null && new URL(request.url).searchParams.has('delete'),
    progress: lessonId ? await lessonProgressCount(lessonId) : 0,
  }
}

interface ActionData {
  values?: LessonFormValues
  errors?: FormErrors
  refused?: 'hasProgress'
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireContentCreator(request)
  const { course, lessonId } = await editable(params)
  const outline = `/${requestPrefix(request)}/content/courses/${course.id}`
  // A body that is not a form reads as an empty form: 422, never a 500.
  const form = isFormRequest(request) ? await request.formData() : new FormData()
  if (form.get('intent') === 'delete' && lessonId) {
    if ((await deleteLesson(course.id, lessonId)) === 'hasProgress')
      return Response.json({ refused: 'hasProgress' } satisfies ActionData, { status: 409 })
    return redirect(`${outline}#outline`, { status: 303 })
  }
  const parsed = await parseLessonForm(course.id, form)
  if (!parsed.ok)
    return Response.json({ values: parsed.values, errors: parsed.errors } satisfies ActionData, {
      status: 422,
    })
  const saved = await saveLesson(course.id, lessonId, parsed.value)
  return redirect(`${outline}#lesson-${saved}`, {
    status: 303,
    headers: { 'Set-Cookie': await setFlash(outline, { kind: 'saved' }) },
  })
}

export default function LessonEditPage() {
  const page = useLoaderData<typeof loader>()
  const result = useActionData() as ActionData | undefined
  const { t } = useTranslation('authoring')
  const { t: tc } = useTranslation('content')
  const values = result?.values ?? page.values
  const errors = result?.errors ?? {}
  const courseHref = `/${page.prefix}/content/courses/${page.course.id}`
  const self = `${courseHref}/lessons/${page.lessonId ?? 'new'}`
  return (
    <article className="page content-page lesson-edit-page">
      <p>
        <a href={`${courseHref}#outline`}>← {page.course.title_br}</a>
      </p>
      <h1>{page.lessonId ? t('lesson.editTitle') : t('lesson.newTitle')}</h1>
      {page.lessonId && (page.confirmDelete || result?.refused) ? (
        <LessonDelete self={self} progress={page.progress} title={page.values.title_br} />
      ) : null}
      {Object.keys(errors).length ? (
        <Notice tone="error" focus>
          {tc('form.saveError')}
        </Notice>
      ) : null}
      <Form method="post" action={self} className="content-form" noValidate reloadDocument>
        <LessonFields values={values} errors={errors} topics={page.topics} />
        <div className="form-actions">
          <button type="submit" className="button">
            {tc('form.save')}
          </button>
        </div>
      </Form>
      {page.lessonId && !page.confirmDelete && !result?.refused ? (
        <p>
          <a href={`${self}?delete`} className="button button--secondary">
            {t('lesson.delete')}
          </a>
        </p>
      ) : null}
    </article>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
