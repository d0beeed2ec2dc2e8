import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { RichText } from '~/app/rich-text/RichText'
import { Field, Notice } from '~/app/ui/forms'
import { FieldErrors, TextAreaField } from '~/app/ui/forms'
import type { FormErrors } from './form.server'
import type { QuestionValues, TheoreticalFormValues } from './theoretical-form.server'

export interface TheoreticalActionData {
  values: TheoreticalFormValues
  errors: FormErrors
  preview: { br: string; gb: string | null } | null
}

type Err = (name: string) => string[] | undefined

/** Questions in order, options in order, one correct option each (a radio). No JavaScript needed. */
export function TheoreticalForm({
  values,
  result,
}: { values: TheoreticalFormValues; result: TheoreticalActionData | undefined }) {
  const { t } = useTranslation('content')
  const errors = result?.errors ?? {}
  const err: Err = (name) => errors[name]?.map((c) => t(`form.errors.${c}`))
  return (
    <Form method="post" className="content-form" noValidate>
      <button type="submit" name="intent" value="save" className="visually-hidden" tabIndex={-1}>
        {t('form.save')}
      </button>
      {Object.keys(errors).length ? <Notice tone="error">{t('form.saveError')}</Notice> : null}
      <fieldset>
        <legend>{t('theoretical.statement')}</legend>
        <Field
          label={t('theoretical.titleBr')}
          name="title_br"
          defaultValue={values.title_br}
          maxLength={200}
          errors={err('title_br')}
        />
        <Field
          label={t('theoretical.titleGb')}
          name="title_gb"
          defaultValue={values.title_gb}
          maxLength={200}
          hint={t('common.gbFallback')}
          errors={err('title_gb')}
        />
        <TextAreaField
          label={t('theoretical.textBr')}
          name="text_br"
          defaultValue={values.text_br}
          rows={8}
          hint={t('common.markdownHint')}
          errors={err('text_br')}
        />
        <TextAreaField
          label={t('theoretical.textGb')}
          name="text_gb"
          defaultValue={values.text_gb}
          rows={8}
          hint={t('common.gbFallback')}
          errors={err('text_gb')}
        />
        <button type="submit" name="intent" value="preview" className="button button--ghost">
          {t('common.preview')}
        </button>
        {result?.preview ? (
          <section className="content-preview" aria-labelledby="preview-title">
            <h2 id="preview-title">{t('common.previewTitle')}</h2>
            <h3>{t('common.portuguese')}</h3>
            <RichText html={result.preview.br} />
            <h3>{t('common.english')}</h3>
            {result.preview.gb ? <RichText html={result.preview.gb} /> : <p>{t('common.gbFallback')}</p>}
          </section>
        ) : null}
      </fieldset>

      <p className="field-hint">{t('theoretical.rowsHint')}</p>
      {err('questions') ? <FieldErrors id="questions-error" errors={err('questions')!} /> : null}
      <ol className="content-rows">
        {values.questions.map((q, i) => (
          // Rows are positions in the posted form; they have no identity of their own.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={i}>
            <QuestionFieldset question={q} index={i} err={err} />
          </li>
        ))}
      </ol>
      <div className="form-actions">
        <button type="submit" name="intent" value="add-question" className="button button--ghost">
          {t('theoretical.addQuestion')}
        </button>
        <button type="submit" name="intent" value="save" className="button">
          {t('form.save')}
        </button>
      </div>
    </Form>
  )
}

function QuestionFieldset({ question, index, err }: { question: QuestionValues; index: number; err: Err }) {
  const { t } = useTranslation('content')
  const name = `questions[${index}]`
  const checked = question.correct.split(',')
  const questionErrors = err(name)
  return (
    <fieldset
      className={`content-question${questionErrors ? ' field--invalid' : ''}`}
      id={`question-${index}`}
    >
      <legend>{t('theoretical.question', { n: index + 1 })}</legend>
      {questionErrors ? <FieldErrors id={`${name}-error`} errors={questionErrors} /> : null}
      <TextAreaField
        label={t('theoretical.promptBr')}
        name={`${name}.prompt_br`}
        defaultValue={question.prompt_br}
        rows={3}
        errors={err(`${name}.prompt_br`)}
      />
      <TextAreaField
        label={t('theoretical.promptGb')}
        name={`${name}.prompt_gb`}
        defaultValue={question.prompt_gb}
        rows={3}
        hint={t('common.gbFallback')}
        errors={err(`${name}.prompt_gb`)}
      />
      <fieldset className="content-options">
        <legend>{t('theoretical.options')}</legend>
        <p className="field-hint">{t('theoretical.optionsHint')}</p>
        <ol className="content-rows">
          {question.options.map((o, j) => {
            const optionName = `${name}.options[${j}]`
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: option rows are positions
              <li key={j} className="content-option">
                <div className="checkbox-field">
                  <input
                    type="radio"
                    id={`f-${name}-correct-${j}`}
                    name={`${name}.correct`}
                    value={String(j)}
                    defaultChecked={checked.includes(String(j))}
                  />
                  <label htmlFor={`f-${name}-correct-${j}`}>{t('theoretical.correct', { n: j + 1 })}</label>
                </div>
                <div className="content-row">
                  <Field
                    label={t('theoretical.optionBr', { n: j + 1 })}
                    name={`${optionName}.text_br`}
                    id={`f-${optionName}.text_br`}
                    defaultValue={o.text_br}
                    errors={err(`${optionName}.text_br`)}
                  />
                  <Field
                    label={t('theoretical.optionGb', { n: j + 1 })}
                    name={`${optionName}.text_gb`}
                    id={`f-${optionName}.text_gb`}
                    defaultValue={o.text_gb}
                    errors={err(`${optionName}.text_gb`)}
                  />
                </div>
              </li>
            )
          })}
        </ol>
        <button type="submit" name="intent" value={`add-option:${index}`} className="button button--ghost">
          {t('theoretical.addOption', { n: index + 1 })}
        </button>
      </fieldset>
    </fieldset>
  )
}
