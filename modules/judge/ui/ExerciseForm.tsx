import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { RichText } from '~/app/rich-text/RichText'
import { Field, Notice, SelectField } from '~/app/ui/forms'
import { CheckboxField, FieldErrors, TextAreaField } from '~/app/ui/forms'
import { DIFFICULTIES, type ExerciseVisibility } from '~/db/schema'
import type { ExerciseActionData } from '../exercise-action.server'
import type { SubjectOption } from '../exercise-admin.server'
import type { ExerciseFormValues, FormErrors } from '../exercise-form.server'
import { CheckerFieldset, PackageFieldset, SamplesFieldset, VisibilityField } from './ExerciseFormParts'

export interface ExerciseFormProps {
  values: ExerciseFormValues
  result: ExerciseActionData | undefined
  subjects: SubjectOption[]
  staff: boolean
  /** Null on the new-exercise page. */
  exercise: { id: number; visibility: ExerciseVisibility; test_count: number; has_package: boolean } | null
}

/** The programming-exercise form (spec §3 fields). Plain HTML: every extra action is a submit button. */
export function ExerciseForm({ values, result, subjects, staff, exercise }: ExerciseFormProps) {
  const { t } = useTranslation(['content', 'judge'])
  const errors: FormErrors = result?.errors ?? {}
  const err = (name: string) => errors[name]?.map((code) => t(`content:exerciseForm.errors.${code}`))
  const hasErrors = Object.keys(errors).length > 0
  const preview = result?.preview ?? null
  // Enter in a text field presses the first submit button in the form: make that one "save".
  const save = exercise ? t('content:exerciseForm.save') : t('content:exerciseForm.create')
  return (
    <Form method="post" encType="multipart/form-data" className="content-form" noValidate>
      <button type="submit" name="intent" value="save" className="visually-hidden" tabIndex={-1}>
        {save}
      </button>
      {hasErrors ? <Notice tone="error">{t('content:exerciseForm.saveError')}</Notice> : null}
      {result?.message ? <Notice tone="error">{result.message}</Notice> : null}
      {result?.fileDropped ? <Notice tone="info">{t('content:exerciseForm.reselectFile')}</Notice> : null}

      <fieldset>
        <legend>{t('content:exerciseForm.statement')}</legend>
        <Field
          label={t('content:exerciseForm.titleBr')}
          name="title_br"
          defaultValue={values.title_br}
          maxLength={200}
          errors={err('title_br')}
        />
        <Field
          label={t('content:exerciseForm.titleGb')}
          name="title_gb"
          defaultValue={values.title_gb}
          maxLength={200}
          hint={t('content:common.gbFallback')}
          errors={err('title_gb')}
        />
        <TextAreaField
          label={t('content:exerciseForm.textBr')}
          name="text_br"
          defaultValue={values.text_br}
          rows={12}
          hint={t('content:common.markdownHint')}
          errors={err('text_br')}
        />
        <TextAreaField
          label={t('content:exerciseForm.textGb')}
          name="text_gb"
          defaultValue={values.text_gb}
          rows={12}
          hint={t('content:common.gbFallback')}
          errors={err('text_gb')}
        />
        <button type="submit" name="intent" value="preview" className="button button--ghost">
          {t('content:common.preview')}
        </button>
        {preview ? (
          <section className="content-preview" aria-labelledby="preview-title">
            <h2 id="preview-title">{t('content:common.previewTitle')}</h2>
            <h3>{t('content:common.portuguese')}</h3>
            <RichText html={preview.br} />
            <h3>{t('content:common.english')}</h3>
            {preview.gb ? <RichText html={preview.gb} /> : <p>{t('content:common.gbFallback')}</p>}
          </section>
        ) : null}
      </fieldset>

      <fieldset>
        <legend>{t('content:exerciseForm.classification')}</legend>
        <SelectField
          label={t('content:exerciseForm.difficulty')}
          name="difficulty"
          defaultValue={values.difficulty}
          options={DIFFICULTIES.map((d) => ({ value: d, label: t(`judge:difficulties.${d}`) }))}
          errors={err('difficulty')}
        />
        <fieldset className="content-choices">
          <legend>{t('content:exerciseForm.subjects')}</legend>
          {subjects.length === 0 ? <p>{t('content:exerciseForm.noSubjects')}</p> : null}
          {subjects.map((s) => (
            <CheckboxField
              key={s.slug}
              id={`f-subject-${s.slug}`}
              name="subjects"
              value={s.slug}
              label={`${s.title} (${t(`judge:categories.${s.category}`)})`}
              defaultChecked={values.subjects.includes(s.slug)}
            />
          ))}
          {err('subjects') ? <FieldErrors errors={err('subjects')!} /> : null}
        </fieldset>
        <div className="content-row">
          <Field
            label={t('content:exerciseForm.timeLimit')}
            name="time_limit_s"
            type="number"
            step="0.1"
            min="0.1"
            max="20"
            defaultValue={values.time_limit_s}
            hint={t('content:exerciseForm.timeLimitHint')}
            errors={err('time_limit_s')}
          />
          <Field
            label={t('content:exerciseForm.memoryLimit')}
            name="memory_limit_mib"
            type="number"
            step="1"
            min="16"
            max="2048"
            defaultValue={values.memory_limit_mib}
            hint={t('content:exerciseForm.memoryLimitHint')}
            errors={err('memory_limit_mib')}
          />
        </div>
      </fieldset>

      <SamplesFieldset samples={values.samples} errors={errors} />
      <PackageFieldset exercise={exercise} />
      <CheckerFieldset values={values} err={err} />

      <fieldset>
        <legend>{t('content:exerciseForm.publishing')}</legend>
        <Field
          label={t('content:exerciseForm.originalAuthor')}
          name="original_author"
          defaultValue={values.original_author}
          maxLength={200}
          hint={t('content:exerciseForm.originalAuthorHint')}
          errors={err('original_author')}
        />
        <CheckboxField
          name="allow_test_download"
          label={t('content:exerciseForm.allowTestDownload')}
          hint={t('content:exerciseForm.allowTestDownloadHint')}
          defaultChecked={values.allow_test_download}
        />
        {staff ? (
          <CheckboxField
            name="is_free"
            label={t('content:exerciseForm.isFree')}
            hint={t('content:exerciseForm.isFreeHint')}
            defaultChecked={values.is_free}
          />
        ) : null}
        <VisibilityField current={exercise?.visibility ?? null} value={values.visibility} err={err} />
      </fieldset>

      <div className="form-actions">
        <button type="submit" name="intent" value="save" className="button">
          {save}
        </button>
      </div>
    </Form>
  )
}
