import {
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  data,
  redirect,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { loginRedirect, optionalUser } from '~/app/kernel/auth/guards.server'
import { can } from '~/app/kernel/auth/policy'
import type { Prefix } from '~/app/kernel/i18n/locale'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { prepareRichText, renderRichText, richTextErrors } from '~/app/rich-text/index.server'
import { FeatureLink } from '~/app/ui/FeatureLink'
import { Pager } from '~/app/ui/Pager'
import { Notice } from '~/app/ui/forms'
import { type NotesFlash, setNotesFlash, takeNotesFlash } from '../flash.server'
import {
  type NoteFormErrors,
  type NoteFormValues,
  type NoteIntent,
  noteIdOf,
  noteIntent,
  parseNoteForm,
} from '../note-form.server'
import {
  type Note,
  type NoteSummary,
  createNote,
  deleteNote,
  findNote,
  listNotes,
  updateNote,
} from '../notes.server'
import { NoteForm, TypedCopy } from '../ui/NoteForm'
import { NoteList } from '../ui/NoteList'
import { NoteView } from '../ui/NoteView'

export const handle: RouteHandle = {
  i18n: ['common', 'notes'],
  meta: { title: 'notes:title', description: 'notes:description' },
}

export interface NotesPageData {
  prefix: Prefix
  /** PRO users and admins write; anyone else reads what they wrote before (docs/product.md#social-notes). */
  canWrite: boolean
  notes: NoteSummary[]
  page: number
  pages: number
  note: (Note & { html: string }) | null
  flash: NotesFlash | null
}

export interface NotesReply {
  intent: NoteIntent
  noteId: number | null
  values: NoteFormValues
  errors: NoteFormErrors
}

/** Nobody's notes may sit in a shared cache. */
const PRIVATE = { 'Cache-Control': 'private, no-store' }

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders

const notFound = () => new Response('Not Found', { status: 404 })

/**
 * /{lang}/notes — the viewer's notes; `?note=:id` opens one. Only the author ever sees a note: anyone
 * else's id answers 404 exactly like an unknown one.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await optionalUser(request)
  if (!user) throw loginRedirect(request)
  const prefix = requestPrefix(request)
  const url = new URL(request.url)
  const param = url.searchParams.get('note')
  let note: NotesPageData['note'] = null
  if (param !== null) {
    const id = noteIdOf(param)
    const found = id ? await findNote(user.id, id) : null
    if (!found) throw notFound()
    note = { ...found, html: await renderRichText(found.text, { prefix }) }
  }
  const list = await listNotes(user.id, Number(url.searchParams.get('page') ?? 1))
  const { flash, headers } = await takeNotesFlash(request)
  for (const [key, value] of Object.entries(PRIVATE)) headers.set(key, value)
  const body: NotesPageData = {
    prefix,
    canWrite: can(user, 'notes'),
    notes: list.notes,
    page: list.page,
    pages: list.pages,
    note,
    flash,
  }
  return data(body, { headers })
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await optionalUser(request)
  if (!user) throw loginRedirect(request)
  const prefix = requestPrefix(request)
  const formData = await request.formData()
  const intent = noteIntent(formData)
  if (!intent) throw new Response('Bad Request', { status: 400 })
  const noteId = intent === 'create' ? null : noteIdOf(formData.get('note'))
  if (intent !== 'create' && !noteId) throw notFound()
  const parsed = parseNoteForm(formData)
  const reply = (errors: NoteFormErrors, status: number) =>
    Response.json({ intent, noteId, values: parsed.values, errors } satisfies NotesReply, {
      status,
      headers: PRIVATE,
    })
  // Refused whatever the note: a former PRO user keeps reading, never writing (docs/product.md#social-notes).
  if (!can(user, 'notes')) return reply({ form: ['cannotUpdate'] }, 403)

  const list = `/${prefix}/notes`
  if (intent === 'delete') {
    if (!(await deleteNote(user.id, noteId!))) throw notFound()
    return redirect(list, { headers: { 'Set-Cookie': await setNotesFlash(list) } })
  }
  if (!parsed.ok) return reply(parsed.errors, 422)
  // Rendered once now for every later view of the note; refused if it cannot render (issue 15).
  const richText = richTextErrors(await prepareRichText({ text: parsed.input.text }))
  if (Object.keys(richText).length) return reply(richText, 422)
  let id: number
  if (intent === 'create') id = await createNote(user.id, parsed.input)
  else if (await updateNote(user.id, noteId!, parsed.input)) id = noteId!
  else throw notFound()
  return redirect(`${list}?note=${id}`, { headers: { 'Set-Cookie': await setNotesFlash(list) } })
}

export default function Notes() {
  const page = useLoaderData() as NotesPageData
  const reply = useActionData<NotesReply>()
  const { t } = useTranslation('notes')
  const refused = reply?.errors.form?.includes('cannotUpdate')
  const invalid = reply && !refused
  return (
    <article className="page notes-page">
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      {page.flash ? <Notice tone="success">{t('flash.saved')}</Notice> : null}
      {refused ? <Notice tone="error">{t('errors.cannotUpdate')}</Notice> : null}
      {invalid ? <Notice tone="error">{t('errors.invalid')}</Notice> : null}
      {page.canWrite ? null : (
        <Notice tone="info">
          {t('pro.notice')}{' '}
          <FeatureLink feature="pro" prefix={page.prefix}>
            {t('pro.link')}
          </FeatureLink>
        </Notice>
      )}
      <div className="notes-layout">
        <section className="notes-index" aria-labelledby="notes-list-title">
          <h2 id="notes-list-title">{t('listTitle')}</h2>
          {page.canWrite && page.note ? (
            <p>
              <a className="button button--ghost" href={`/${page.prefix}/notes`}>
                {t('new')}
              </a>
            </p>
          ) : null}
          <NoteList notes={page.notes} prefix={page.prefix} current={page.note?.id ?? null} />
          <Pager page={page.page} pages={page.pages} label={t('pager.label')} />
        </section>
        <div className="notes-main">
          {page.note ? (
            <NoteView
              note={page.note}
              canWrite={page.canWrite}
              reply={reply?.noteId === page.note.id && reply.intent === 'update' ? reply : undefined}
            />
          ) : page.canWrite ? (
            <section className="card note-create" aria-labelledby="note-create-title">
              <h2 id="note-create-title">{t('create.title')}</h2>
              <NoteForm
                intent="create"
                values={reply?.intent === 'create' ? reply.values : { title: '', text: '' }}
                errors={reply?.intent === 'create' ? reply.errors : {}}
              />
            </section>
          ) : page.notes.length ? (
            <p className="notes-choose">{t('chooseNote')}</p>
          ) : null}
          {refused && reply && reply.intent !== 'delete' ? <TypedCopy values={reply.values} /> : null}
        </div>
      </div>
    </article>
  )
}
