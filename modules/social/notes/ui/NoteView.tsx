import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { RichText } from '~/app/rich-text/RichText'
import { NoteForm } from './NoteForm'
import { formatWhen } from './when'

interface ViewedNote {
  id: number
  title: string
  text: string
  html: string
  updatedAt: string
}

interface Reply {
  values: { title: string; text: string }
  errors: Partial<Record<'title' | 'text' | 'form', string[]>>
}

/**
 * One note, rendered. Writers edit it in a <details> (open again after a refused save) and delete it
 * through a second, explicit confirmation: both work without JavaScript.
 */
export function NoteView({ note, canWrite, reply }: { note: ViewedNote; canWrite: boolean; reply?: Reply }) {
  const { t, i18n } = useTranslation('notes')
  return (
    <section className="card note-view" aria-labelledby="note-title">
      <h2 id="note-title">{note.title}</h2>
      <p className="note-meta">
        {t('updatedAt')} <time dateTime={note.updatedAt}>{formatWhen(note.updatedAt, i18n.language)}</time>
      </p>
      {note.html ? (
        <RichText html={note.html} className="note-text" />
      ) : (
        <p className="note-blank">{t('blank')}</p>
      )}
      {canWrite ? (
        <div className="note-actions">
          <details className="note-edit" open={!!reply}>
            <summary>{t('edit.summary')}</summary>
            <NoteForm
              intent="update"
              noteId={note.id}
              values={reply?.values ?? { title: note.title, text: note.text }}
              errors={reply?.errors ?? {}}
            />
          </details>
          <details className="note-delete">
            <summary>{t('delete.summary')}</summary>
            <Form method="post" className="note-delete-form">
              <p>{t('delete.confirm', { title: note.title })}</p>
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="note" value={note.id} />
              <button type="submit" className="button button--danger">
                {t('delete.submit')}
              </button>
            </Form>
          </details>
        </div>
      ) : null}
    </section>
  )
}
