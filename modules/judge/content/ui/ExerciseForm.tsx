import { Form, useActionData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Field, Notice, SelectField } from '~/app/ui/forms'
import { CheckboxField, FieldErrors } from '~/app/ui/forms'
import { DIFFICULTIES, type ExerciseVisibility } from '~/db/schema'
import { authorLimits, limitCopy } from '../author-limits'
import type { ExerciseActionData } from '../exercise-action.server'
import type { SubjectOption } from '../exercise-admin.server'
import type { ExerciseFormValues, FormErrors } from '../exercise-form.server'
import { StatementFieldset } from './ContentFields'
import {
  CheckerFieldset,
  PackageFieldset,
  SamplesFieldset,
  StarterFieldset,
  VisibilityField,
} from './ExerciseFormParts'

export interface ExerciseFormProps {
  values: ExerciseFormValues
  result: ExerciseActionData | undefined
  subjects: SubjectOption[]
  /** The languages an exercise may have its own starter code for (the judge's, now). */
  languages: { id: string; label: string }[]
  staff: boolean
  /** Null on the new-exercise page. */
  exercise: { id: number; visibility: ExerciseVisibility; test_count: number; has_package: boolean } | null
}

/** The programming-exercise form (docs/product.md#judge-exercises: fields). Plain HTML: every extra action is a submit button. */
export function ExerciseForm({ values, result, subjects, languages, staff, exercise }: ExerciseFormProps) {
  const { t } = useTranslation(['content', 'judge'])
  const errors: FormErrors = result?.errors ?? {}
  // The bounds differ for staff and everyone else (author-limits.ts); hints and errors quote them.
  const limits = limitCopy(authorLimits(staff))
  const err = (name: string) => errors[name]?.map((code) => t(`content:exerciseForm.errors.${code}`, limits))
  const hasErrors = Object.keys(errors).length > 0
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

      <StatementFieldset
        legend={t('content:exerciseForm.statement')}
        labels={{
          titleBr: t('content:exerciseForm.titleBr'),
          titleGb: t('content:exerciseForm.titleGb'),
          textBr: t('content:exerciseForm.textBr'),
          textGb: t('content:exerciseForm.textGb'),
        }}
        values={values}
        rows={12}
        err={err}
        preview={result?.preview ?? null}
      />

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
            max={String(limits.maxTime)}
            defaultValue={values.time_limit_s}
            hint={t('content:exerciseForm.timeLimitHint', limits)}
            errors={err('time_limit_s')}
          />
          <Field
            label={t('content:exerciseForm.memoryLimit')}
            name="memory_limit_mib"
            type="number"
            step="1"
            min="16"
            max={String(limits.maxMemory)}
            defaultValue={values.memory_limit_mib}
            hint={t('content:exerciseForm.memoryLimitHint', limits)}
            errors={err('memory_limit_mib')}
          />
        </div>
      </fieldset>

      <SamplesFieldset samples={values.samples} err={err} />
      <StarterFieldset languages={languages} starter={values.starter} err={err} />
      <PackageFieldset exercise={exercise} error={result?.packageError ?? null} limits={limits} />
      <CheckerFieldset values={values} err={err} output={result?.checkerOutput ?? null} />

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

/**
 * The new- and edit-exercise pages: back to the list (and to the exercise, once it exists), the heading, the
 * lead, then the form with what the last post sent back, else the stored values.
 */
export function ExerciseFormPage({
  prefix,
  title,
  lead,
  values,
  ...form
}: Omit<ExerciseFormProps, 'result'> & { prefix: string; title: string; lead: string }) {
  const result = useActionData<ExerciseActionData>()
  const { t } = useTranslation('content')
  return (
    <article className="page content-page">
      <p>
        <a href={`/${prefix}/content/exercises`}>← {t('exercises.title')}</a>
        {form.exercise ? (
          <>
            {' · '}
            <a href={`/${prefix}/exercise/${form.exercise.id}`}>{t('exerciseForm.view')}</a>
          </>
        ) : null}
      </p>
      <h1>{title}</h1>
      <p className="lead">{lead}</p>
      <ExerciseForm values={result?.values ?? values} result={result} {...form} />
    </article>
  )
}
