import { useTranslation } from 'react-i18next'
import { Field, SelectField } from '~/app/ui/forms'
import { FieldErrors, TextAreaField } from '~/app/ui/forms'
import { CHECKER_KINDS, type ExerciseVisibility } from '~/db/schema'
import { MAX_STARTER_KIB } from '../../constants'
import type { ExerciseFormValues } from '../exercise-form.server'
import type { FieldErrorsOf as Err } from './ContentFields'

// Fieldsets of the programming-exercise form (ExerciseForm.tsx).

export interface PackageState {
  test_count: number
  has_package: boolean
}

export function SamplesFieldset({ samples, err }: { samples: ExerciseFormValues['samples']; err: Err }) {
  const { t } = useTranslation('content')
  return (
    <fieldset id="samples">
      <legend>{t('exerciseForm.samples')}</legend>
      <p className="field-hint">{t('exerciseForm.samplesHint')}</p>
      {err('samples') ? <FieldErrors id="samples-error" errors={err('samples')!} /> : null}
      <ol className="content-rows">
        {samples.map((sample, i) => (
          // Rows are positions in the posted form; they have no identity of their own.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={i} className="content-pair" id={`sample-${i + 1}`}>
            <TextAreaField
              label={t('exerciseForm.sampleInput', { n: i + 1 })}
              name={`samples[${i}].input`}
              defaultValue={sample.input}
              rows={4}
              className="code-text"
              errors={err(`samples[${i}].input`)}
            />
            <TextAreaField
              label={t('exerciseForm.sampleOutput', { n: i + 1 })}
              name={`samples[${i}].output`}
              defaultValue={sample.output}
              rows={4}
              className="code-text"
              errors={err(`samples[${i}].output`)}
            />
          </li>
        ))}
      </ol>
      {/* Without JavaScript the page reloads: the fragment brings the reader to the new row, not the top. */}
      <button
        type="submit"
        name="intent"
        value="add-sample"
        formAction={`#sample-${samples.length + 1}`}
        className="button button--ghost"
      >
        {t('exerciseForm.addSample')}
      </button>
    </fieldset>
  )
}

export function PackageFieldset({
  exercise,
  error,
  limits,
}: {
  exercise: PackageState | null
  error: string | null
  /** The author's package bounds as the hint quotes them (author-limits.ts limitCopy). */
  limits: { maxTests: number; maxPackage: number }
}) {
  const { t } = useTranslation('content')
  return (
    <fieldset id="package">
      <legend>{t('exerciseForm.package')}</legend>
      <p>
        {exercise?.has_package
          ? t('exerciseForm.packageCurrent', { count: exercise.test_count })
          : t('exerciseForm.packageNone')}
      </p>
      <div className={`field${error ? ' field--invalid' : ''}`}>
        <label htmlFor="f-package">
          {exercise?.has_package ? t('exerciseForm.packageReplace') : t('exerciseForm.packageFile')}
        </label>
        <input
          id="f-package"
          type="file"
          name="package"
          accept=".zip,application/zip"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'f-package-error f-package-hint' : 'f-package-hint'}
        />
        <p className="field-hint" id="f-package-hint">
          {t('exerciseForm.packageHint', limits)}
        </p>
        {error ? <FieldErrors id="f-package-error" errors={[error]} /> : null}
        <p className="field-hint">{t('exerciseForm.javaMain')}</p>
      </div>
    </fieldset>
  )
}

export function CheckerFieldset({
  values,
  err,
  output,
}: { values: ExerciseFormValues; err: Err; output: string | null }) {
  const { t } = useTranslation('content')
  return (
    <fieldset id="checker">
      <legend>{t('exerciseForm.checker')}</legend>
      <SelectField
        label={t('exerciseForm.checkerKind')}
        name="checker_kind"
        defaultValue={values.checker_kind}
        options={CHECKER_KINDS.map((k) => ({ value: k, label: t(`exerciseForm.checkerKinds.${k}`) }))}
        errors={err('checker_kind')}
      />
      <div className="content-row">
        <Field
          label={t('exerciseForm.checkerAbs')}
          name="checker_abs"
          type="number"
          step="any"
          min="0"
          defaultValue={values.checker_abs}
          errors={err('checker_abs')}
        />
        <Field
          label={t('exerciseForm.checkerRel')}
          name="checker_rel"
          type="number"
          step="any"
          min="0"
          defaultValue={values.checker_rel}
          errors={err('checker_rel')}
        />
      </div>
      <p className="field-hint">{t('exerciseForm.toleranceHint')}</p>
      <TextAreaField
        label={t('exerciseForm.checkerSource')}
        name="checker_source"
        defaultValue={values.checker_source}
        rows={10}
        className="code-text"
        hint={t('exerciseForm.checkerSourceHint')}
        errors={err('checker_source')}
      />
      {output ? (
        <div className="field">
          <p className="content-label" id="f-checker-output-title">
            {t('exerciseForm.checkerOutput')}
          </p>
          <pre className="content-checker-output" aria-labelledby="f-checker-output-title">
            {output}
          </pre>
        </div>
      ) : null}
    </fieldset>
  )
}

export function VisibilityField({
  current,
  value,
  err,
}: { current: ExerciseVisibility | null; value: string; err: Err }) {
  const { t } = useTranslation('content')
  if (current === 'community') {
    return (
      <div className="field">
        <p className="content-label">{t('exerciseForm.visibility')}</p>
        <p>
          <span className="tag">{t('visibility.community')}</span> {t('exerciseForm.communityReadOnly')}
        </p>
      </div>
    )
  }
  const errors = err('visibility')
  return (
    <fieldset className={`content-choices${errors ? ' field--invalid' : ''}`}>
      <legend>{t('exerciseForm.visibility')}</legend>
      {(['private', 'public'] as const).map((v) => (
        <div className="checkbox-field" key={v}>
          <input
            type="radio"
            id={`f-visibility-${v}`}
            name="visibility"
            value={v}
            defaultChecked={(value || 'private') === v}
          />
          <label htmlFor={`f-visibility-${v}`}>{t(`visibility.${v}`)}</label>
        </div>
      ))}
      <p className="field-hint">{t('exerciseForm.visibilityHint')}</p>
      {errors ? <FieldErrors errors={errors} /> : null}
    </fieldset>
  )
}

/**
 * The exercise's own starter code (issue 16): one field per language the judge offers, each folded away until it
 * holds code (or an error). A blank field leaves the language's usual template.
 */
export function StarterFieldset({
  languages,
  starter,
  err,
}: {
  languages: { id: string; label: string }[]
  starter: ExerciseFormValues['starter']
  err: Err
}) {
  const { t } = useTranslation('content')
  const codes = new Map(starter.map((row) => [row.language, row.code]))
  return (
    <fieldset id="starter-code">
      <legend>{t('exerciseForm.starter.legend')}</legend>
      <p className="field-hint">{t('exerciseForm.starter.hint', { kib: MAX_STARTER_KIB })}</p>
      {languages.map((language, i) => {
        const code = codes.get(language.id) ?? ''
        const name = `starter[${i}]`
        return (
          <details key={language.id} className="starter-code" open={code !== '' || !!err(`${name}.code`)}>
            <summary>
              {code ? `${language.label} · ${t('exerciseForm.starter.set')}` : language.label}
            </summary>
            <input type="hidden" name={`${name}.language`} value={language.id} />
            <TextAreaField
              label={t('exerciseForm.starter.code', { language: language.label })}
              name={`${name}.code`}
              defaultValue={code}
              rows={8}
              className="code-text"
              spellCheck={false}
              errors={err(`${name}.code`)}
            />
          </details>
        )
      })}
    </fieldset>
  )
}
