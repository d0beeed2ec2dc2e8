import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireContentCreator } from '~/app/kernel/auth/guards.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { GeneralErrorBoundary } from '~/app/shell/ErrorPage'
import { Field } from '~/app/ui/forms'
import { BilingualFields } from '~/modules/judge/ui'
import { pickedIds, searchText } from '../authoring/picks.server'
import {
  type SourceValues,
  blankSourceValues,
  findSource,
  parseSourceForm,
  saveSource,
  searchExercises,
  setSourceExercises,
  sourceChildren,
  sourceExercises,
} from '../authoring/sources.server'
import type { FormErrors } from '../content/form.server'
import { redirectSaved, takeFlash } from '../flash.server'
import { rowIdParam } from '../hub/authored.server'
import { useAuthoringErrors } from '../ui/CourseForm'
import { EditorHeader } from '../ui/EditorHeader'
import { PickList } from '../ui/PickList'
import { isFormRequest } from '../uploads/uploads.server'

// /{lang}/content/sources/:id (`new` creates; `new?parent=ID` a subcategory) — the sources editor (issue 21):
// the source's fields, its subcategories and its exercises picked with a search and checkboxes (no JS).
// Content creators only (else home); an unknown id or parent 404.
export const handle: RouteHandle = {
  i18n: ['common', 'content', 'authoring'],
  meta: { title: 'authoring:sources.editTitle' },
}

async function editable(request: Request, param: string | undefined) {
  if (param === 'new') {
    const parentParam = new URL(request.url).searchParams.get('parent')
    const parent = parentParam ? await findSource(rowIdParam(parentParam)) : null
    if (parent === undefined) throw new Response('Not Found', { status: 404 })
    return { id: null, source: null, parent }
  }
  const source = await findSource(rowIdParam(param))
  if (!source) throw new Response('Not Found', { status: 404 })
  return { id: source.id, source, parent: null }
}

async function editorPage(request: Request, param: string | undefined, saved: boolean) {
  const user = await requireContentCreator(request)
  const { id, source, parent } = await editable(request, param)
  const exercises = id ? await sourceExercises(id) : []
  const q = searchText(request)
  const page = {
    prefix: requestPrefix(request),
    id,
    slug: source?.slug ?? '',
    parent: parent ? { id: parent.id, title: parent.title_br } : null,
    values: source
      ? {
          slug: source.slug,
          title_br: source.title_br,
          title_gb: source.title_gb ?? '',
          date: source.date ?? '',
          position: String(source.position),
        }
      : blankSourceValues(),
    children: id ? await sourceChildren(id) : [],
    exercises,
    q,
    results: id
      ? await searchExercises(
          user,
          q,
          exercises.map((e) => e.id),
          requestLng(request),
        )
      : [],
    saved,
  }
  return page
}
type SourcePage = Awaited<ReturnType<typeof editorPage>>

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { flash, headers } = await takeFlash(request)
  return data(await editorPage(request, params.id, flash?.kind === 'saved'), { headers })
}

interface ActionData {
  values: SourceValues
  errors: FormErrors
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireContentCreator(request)
  const { id, parent } = await editable(request, params.id)
  const self = `/${requestPrefix(request)}/content/sources`
  // A body that is not a form reads as an empty form: 422, never a 500.
  const form = isFormRequest(request) ? await request.formData() : new FormData()
  if (form.get('intent') === 'exercises' && id) {
    await setSourceExercises(
      id,
      pickedIds(
        form,
        (await sourceExercises(id)).map((e) => e.id),
      ),
    )
    return redirectSaved(`${self}/${id}`, 'exercises')
  }
  const parsed = parseSourceForm(form)
  if (!parsed.ok)
    return Response.json({ values: parsed.values, errors: parsed.errors } satisfies ActionData, {
      status: 422,
    })
  const saved = await saveSource(id, parent?.id ?? null, parsed.value)
  if (!saved.ok)
    return Response.json({ values: parsed.values, errors: { slug: [saved.reason] } } satisfies ActionData, {
      status: 422,
    })
  return redirectSaved(`${self}/${saved.id}`)
}

export default function SourceEditPage() {
  const page = useLoaderData() as SourcePage
  const result = useActionData() as ActionData | undefined
  const { t } = useTranslation('authoring')
  const { t: tc } = useTranslation('content')
  const values = result?.values ?? page.values
  const errors = result?.errors ?? {}
  const err = useAuthoringErrors(errors)
  const list = `/${page.prefix}/content/sources`
  const base = `${list}/${page.id ?? 'new'}`
  return (
    <article className="page content-page source-edit-page">
      <EditorHeader
        back={{ href: list, label: t('sources.title') }}
        title={
          page.id
            ? t('sources.editTitle')
            : page.parent
              ? t('sources.newChild', { parent: page.parent.title })
              : t('sources.new')
        }
        open={page.id ? { href: `/${page.prefix}/source/${page.slug}`, label: t('sources.open') } : null}
        saved={page.saved && !result}
        failed={Object.keys(errors).length > 0}
      />
      <Form
        method="post"
        action={page.parent ? `${base}?parent=${page.parent.id}` : base}
        className="content-form"
        noValidate
        reloadDocument
      >
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
        <Field
          label={t('sources.date')}
          name="date"
          defaultValue={values.date}
          hint={t('sources.dateHint')}
          maxLength={10}
          errors={err('date')}
        />
        <Field
          label={t('course.position')}
          name="position"
          type="number"
          min={0}
          max={9999}
          defaultValue={values.position}
          hint={t('sources.positionHint')}
          errors={err('position')}
        />
        <div className="form-actions">
          <button type="submit" name="intent" value="save" className="button">
            {tc('form.save')}
          </button>
        </div>
      </Form>
      {page.id ? (
        <>
          <section className="card" id="children" aria-labelledby="children-title">
            <h2 id="children-title">{t('sources.children')}</h2>
            {page.children.length === 0 ? <p>{t('sources.noChildren')}</p> : null}
            <ul>
              {page.children.map((c) => (
                <li key={c.id}>
                  <a href={`${list}/${c.id}`}>{c.title}</a>
                </li>
              ))}
            </ul>
            <p>
              <a className="button" href={`${list}/new?parent=${page.id}`}>
                {t('sources.addChild')}
              </a>
            </p>
          </section>
          <PickList
            id="exercises"
            title={t('sources.exercises')}
            action={base}
            intent="exercises"
            q={page.q}
            picked={page.exercises}
            results={page.results}
            labels={{
              search: t('sources.search'),
              searchButton: t('picks.search'),
              none: t('sources.noExercises'),
              noResults: t('picks.noResults'),
              save: t('sources.saveExercises'),
            }}
          />
        </>
      ) : null}
    </article>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
