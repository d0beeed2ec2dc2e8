import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Field, Notice } from '~/app/ui/forms'
import { FieldErrors, TextAreaField } from '~/app/ui/forms'
import { type ContentPreviewData, type FieldErrorsOf, StatementFieldset } from '~/modules/judge/ui'
import { DefaultSave } from '../ui/DefaultSave'
import type { FormErrors } from './form.server'
import type { QuestionValues, TheoreticalFormValues } from './theoretical-form.server'

export interface TheoreticalActionData {
  values: TheoreticalFormValues
  errors: FormErrors
  preview: ContentPreviewData
}

type Err = FieldErrorsOf

/** Questions in order, options in order, one correct option each (a radio). No JavaScript needed. */
export function TheoreticalForm({
  action,
  values,
  result,
}: {
  /** The page's own path (a form never posts to a URL carrying an old query). */
  action?: string
  values: TheoreticalFormValues
  result: TheoreticalActionData | undefined
}) {
  const { t } = useTranslation('content')
  const errors = result?.errors ?? {}
  const err: Err = (name) => errors[name]?.map((c) => t(`form.errors.${c}`))
  return (
    <Form method="post" action={action} className="content-form" noValidate>
      {/* The first submit button is the one Enter presses: save, not "add". Hidden from everyone. */}
      <DefaultSave label={t('form.save')} />
      {Object.keys(errors).length ? <Notice tone="error">{t('form.saveError')}</Notice> : null}
      <StatementFieldset
        legend={t('theoretical.statement')}
        labels={{
          titleBr: t('theoretical.titleBr'),
          titleGb: t('theoretical.titleGb'),
          textBr: t('theoretical.textBr'),
          textGb: t('theoretical.textGb'),
        }}
        values={values}
        rows={8}
        err={err}
        preview={result?.preview ?? null}
      />

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
