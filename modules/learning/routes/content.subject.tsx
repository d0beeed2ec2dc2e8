import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireContentCreator } from '~/app/kernel/auth/guards.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { GeneralErrorBoundary } from '~/app/shell/ErrorPage'
import { Field, SelectField } from '~/app/ui/forms'
import { SUBJECT_CATEGORIES } from '~/db/schema'
import { BilingualFields } from '~/modules/judge/ui'
import { pickedIds, searchText } from '../authoring/picks.server'
import {
  type SubjectValues,
  blankSubjectValues,
  findSubject,
  parseSubjectForm,
  saveSubject,
  searchLessons,
  setSubjectLessons,
  subjectLessons,
} from '../authoring/subjects.server'
import type { FormErrors } from '../content/form.server'
import { redirectSaved, takeFlash } from '../flash.server'
import { rowIdParam } from '../hub/authored.server'
import { useAuthoringErrors } from '../ui/CourseForm'
import { EditorHeader } from '../ui/EditorHeader'
import { PickList } from '../ui/PickList'
import { isFormRequest } from '../uploads/uploads.server'

// /{lang}/content/subjects/:id (`new` creates) — the subjects editor (issue 21): title in both languages, slug,
// category, and the lessons that teach it picked with a search and checkboxes (no JS). Content creators only
// (else home); an unknown id 404.
export const handle: RouteHandle = {
  i18n: ['common', 'content', 'judge', 'authoring'],
  meta: { title: 'authoring:subjects.editTitle' },
}

async function editable(param: string | undefined) {
  if (param === 'new') return { id: null, subject: null }
  const subject = await findSubject(rowIdParam(param))
  if (!subject) throw new Response('Not Found', { status: 404 })
  return { id: subject.id, subject }
}

async function editorPage(request: Request, param: string | undefined, saved: boolean) {
  await requireContentCreator(request)
  const { id, subject } = await editable(param)
  const lessons = id ? await subjectLessons(id) : []
  const q = searchText(request)
  return {
    prefix: requestPrefix(request),
    id,
    slug: subject?.slug ?? '',
    values: subject
      ? {
          slug: subject.slug,
          title_br: subject.title_br,
          title_gb: subject.title_gb ?? '',
          category: subject.category,
        }
      : blankSubjectValues(),
    lessons,
    q,
    results: id
      ? await searchLessons(
          q,
          lessons.map((l) => l.id),
        )
      : [],
    saved,
  }
}
type SubjectPage = Awaited<ReturnType<typeof editorPage>>

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { flash, headers } = await takeFlash(request)
  return data(await editorPage(request, params.id, flash?.kind === 'saved'), { headers })
}

interface ActionData {
  values: SubjectValues
  errors: FormErrors
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireContentCreator(request)
  const { id } = await editable(params.id)
  const self = `/${requestPrefix(request)}/content/subjects`
  // A body that is not a form reads as an empty form: 422, never a 500.
  const form = isFormRequest(request) ? await request.formData() : new FormData()
  if (form.get('intent') === 'lessons' && id) {
    await setSubjectLessons(
      id,
      pickedIds(
        form,
        (await subjectLessons(id)).map((l) => l.id),
      ),
    )
    return redirectSaved(`${self}/${id}`, 'lessons')
  }
  const parsed = parseSubjectForm(form)
  if (!parsed.ok)
    return Response.json({ values: parsed.values, errors: parsed.errors } satisfies ActionData, {
      status: 422,
    })
  const saved = await saveSubject(id, parsed.value)
  if (!saved.ok)
    return Response.json({ values: parsed.values, errors: { slug: [saved.reason] } } satisfies ActionData, {
      status: 422,
    })
  return redirectSaved(`${self}/${saved.id}`)
}

export default function SubjectEditPage() {
  const page = useLoaderData() as SubjectPage
  const result = useActionData() as ActionData | undefined
  const { t } = useTranslation('authoring')
  const { t: tc } = useTranslation('content')
  const { t: tj } = useTranslation('judge')
  const values = result?.values ?? page.values
  const errors = result?.errors ?? {}
  const err = useAuthoringErrors(errors)
  const list = `/${page.prefix}/content/subjects`
  const base = `${list}/${page.id ?? 'new'}`
  return (
    <article className="page content-page subject-edit-page">
      <EditorHeader
        back={{ href: list, label: t('subjects.title') }}
        title={page.id ? t('subjects.editTitle') : t('subjects.new')}
        open={page.id ? { href: `/${page.prefix}/subject/${page.slug}`, label: t('subjects.open') } : null}
        saved={page.saved && !result}
        failed={Object.keys(errors).length > 0}
      />
      <Form method="post" action={base} className="content-form" noValidate reloadDocument>
        <BilingualFields
          stem="title"
          labels={{ br: t('fields.titleBr'), gb: t('fields.titleGb') }}
          values={{ br: values.title_br, gb: values.title_gb }}
          err={err}
        />
        <Field
          label={t('course.slug')}
          name="slug"
          defaultValue={values.slug}
          hint={t('sources.slugHint')}
          maxLength={100}
          errors={err('slug')}
        />
        <SelectField
          label={t('subjects.category')}
          name="category"
          defaultValue={values.category}
          errors={err('category')}
          options={SUBJECT_CATEGORIES.map((c) => ({ value: c, label: tj(`categories.${c}`) }))}
        />
        <div className="form-actions">
          <button type="submit" name="intent" value="save" className="button">
            {tc('form.save')}
          </button>
        </div>
      </Form>
      {page.id ? (
        <PickList
          id="lessons"
          title={t('subjects.lessons')}
          action={base}
          intent="lessons"
          q={page.q}
          picked={page.lessons}
          results={page.results}
          labels={{
            search: t('subjects.search'),
            searchButton: t('picks.search'),
            none: t('subjects.noLessons'),
            noResults: t('picks.noResults'),
            save: t('subjects.saveLessons'),
          }}
        />
      ) : null}
    </article>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
