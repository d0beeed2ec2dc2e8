import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Field, TextAreaField } from '~/app/ui/forms'

interface Values {
  title: string
  text: string
}
type Errors = Partial<Record<'title' | 'text' | 'form', string[]>>

/** Create or edit a note: a plain POST that redirects back to the note (works without JavaScript). */
export function NoteForm({
  intent,
  noteId,
  values,
  errors,
}: { intent: 'create' | 'update'; noteId?: number; values: Values; errors: Errors }) {
  const { t } = useTranslation('notes')
  const err = (list?: string[]) => list?.map((k) => t(`errors.${k}`))
  const idPrefix = intent === 'create' ? 'note-new' : `note-${noteId}`
  return (
    <Form method="post" className="note-form">
      <input type="hidden" name="intent" value={intent} />
      {noteId ? <input type="hidden" name="note" value={noteId} /> : null}
      <Field
        id={`${idPrefix}-title`}
        label={t('fields.title')}
        name="title"
        required
        maxLength={120}
        defaultValue={values.title}
        errors={err(errors.title)}
      />
      <TextAreaField
        id={`${idPrefix}-text`}
        label={t('fields.text')}
        name="text"
        rows={14}
        maxLength={50_000}
        hint={t('fields.textHint')}
        defaultValue={values.text}
        errors={err(errors.text)}
      />
      <button type="submit" className="button">
        {t(intent === 'create' ? 'create.submit' : 'edit.submit')}
      </button>
    </Form>
  )
}

/** What a refused writer typed, shown read-only so it can be copied out instead of being lost. */
export function TypedCopy({ values }: { values: Values }) {
  const { t } = useTranslation('notes')
  if (!values.title && !values.text) return null
  return (
    <section className="card note-typed" aria-labelledby="note-typed-title">
      <h2 id="note-typed-title">{t('typed.title')}</h2>
      <div className="field">
        <label htmlFor="note-typed-name">{t('fields.title')}</label>
        <input id="note-typed-name" readOnly value={values.title} />
      </div>
      <div className="field">
        <label htmlFor="note-typed-text">{t('fields.text')}</label>
        <textarea id="note-typed-text" readOnly rows={8} value={values.text} />
      </div>
    </section>
  )
}
