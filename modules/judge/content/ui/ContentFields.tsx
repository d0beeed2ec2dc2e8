import { useTranslation } from 'react-i18next'
import { RichText } from '~/app/rich-text/RichText'
import { Field, TextAreaField } from '~/app/ui/forms'

// Parts of the content forms (programming exercises here; texts and theoretical exercises in the learning
// module): every text has a pt-BR column and an en-GB one that falls back to it when left empty.

/** Field errors, already in the page's language, by posted field name. */
export type FieldErrorsOf = (name: string) => string[] | undefined

export type ContentPreviewData = { br: string; gb: string | null } | null

/**
 * `stem`_br and `stem`_gb. With `rows` they are Markdown textareas, else one-line titles (200 characters).
 */
export function BilingualFields({
  stem,
  labels,
  values,
  rows,
  err,
}: {
  stem: string
  labels: { br: string; gb: string }
  values: { br: string; gb: string }
  rows?: number
  err: FieldErrorsOf
}) {
  const { t } = useTranslation('content')
  const br = `${stem}_br`
  const gb = `${stem}_gb`
  if (!rows) {
    return (
      <>
        <Field label={labels.br} name={br} defaultValue={values.br} maxLength={200} errors={err(br)} />
        <Field
          label={labels.gb}
          name={gb}
          defaultValue={values.gb}
          maxLength={200}
          hint={t('common.gbFallback')}
          errors={err(gb)}
        />
      </>
    )
  }
  return (
    <>
      <TextAreaField
        label={labels.br}
        name={br}
        defaultValue={values.br}
        rows={rows}
        hint={t('common.markdownHint')}
        errors={err(br)}
      />
      <TextAreaField
        label={labels.gb}
        name={gb}
        defaultValue={values.gb}
        rows={rows}
        hint={t('common.gbFallback')}
        errors={err(gb)}
      />
    </>
  )
}

/** The "preview" intent's result: both languages rendered as the page will show them. */
export function ContentPreview({ preview }: { preview: ContentPreviewData }) {
  const { t } = useTranslation('content')
  if (!preview) return null
  return (
    <section className="content-preview" id="preview" aria-labelledby="preview-title">
      <h2 id="preview-title">{t('common.previewTitle')}</h2>
      <h3>{t('common.portuguese')}</h3>
      <RichText html={preview.br} />
      <h3>{t('common.english')}</h3>
      {preview.gb ? <RichText html={preview.gb} /> : <p>{t('common.gbFallback')}</p>}
    </section>
  )
}

/** Title and statement (title_*, text_*) with the preview button and its result, as one fieldset. */
export function StatementFieldset({
  legend,
  labels,
  values,
  rows,
  err,
  preview,
}: {
  legend: string
  labels: { titleBr: string; titleGb: string; textBr: string; textGb: string }
  values: { title_br: string; title_gb: string; text_br: string; text_gb: string }
  rows: number
  err: FieldErrorsOf
  preview: ContentPreviewData
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <BilingualFields
        stem="title"
        labels={{ br: labels.titleBr, gb: labels.titleGb }}
        values={{ br: values.title_br, gb: values.title_gb }}
        err={err}
      />
      <BilingualFields
        stem="text"
        labels={{ br: labels.textBr, gb: labels.textGb }}
        values={{ br: values.text_br, gb: values.text_gb }}
        rows={rows}
        err={err}
      />
      <PreviewButton />
      <ContentPreview preview={preview} />
    </fieldset>
  )
}

/** Posts the form for a preview; without JavaScript the reloaded page opens at the preview (#preview). */
export function PreviewButton() {
  const { t } = useTranslation('content')
  return (
    <button
      type="submit"
      name="intent"
      value="preview"
      formAction="#preview"
      className="button button--ghost"
    >
      {t('common.preview')}
    </button>
  )
}
