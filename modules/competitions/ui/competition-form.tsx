// The competition form (create and edit). Plain HTML: it posts and the server answers with the page again
// (422, what was typed and the errors) or a redirect. After the start, the locked fields are read-only.
import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { Prefix } from '~/app/kernel/i18n/locale'
import { Field, Notice, SelectField, TextAreaField } from '~/app/ui/forms'
import { ALLOWED_PARTICIPANTS, COMPETITION_STYLES } from '~/db/schema-competitions'
import type { CompetitionFormValues } from '../organizing/competition-form.server'
import { useFormErrorText } from './competition-parts'

export interface CompetitionFormProps {
  prefix: Prefix
  mode: 'new' | 'edit'
  values: CompetitionFormValues
  errors: Record<string, string[]>
  /** The save failed (docs/product.md#competitions-creating: "could not save"). */
  failed: boolean
  /** Started: style, problems and start are locked; the end may only move later. */
  started: boolean
  courses: { id: number; title: string }[]
  ownExercises: { id: number; title: string; hasTests: boolean }[]
  cancelHref: string
}

export function CompetitionForm(props: CompetitionFormProps) {
  const { prefix, values, errors, started } = props
  const { t } = useTranslation('competitions')
  const errorText = useFormErrorText()
  const err = (name: string) => errorText(errors[name])
  return (
    <Form method="post" className="content-form competition-form" noValidate>
      {props.failed ? <Notice tone="error">{t('errors.couldNotSave')}</Notice> : null}
      {started ? <Notice tone="info">{t('form.started')}</Notice> : null}
      <Field
        label={t('form.title')}
        name="title"
        defaultValue={values.title}
        errors={err('title')}
        maxLength={200}
        required
      />
      <TextAreaField
        label={t('form.description')}
        name="description"
        defaultValue={values.description}
        errors={err('description')}
        hint={t('form.descriptionHint')}
        rows={6}
      />
      <fieldset className="competition-styles" aria-describedby={errors.style ? 'f-style-error' : undefined}>
        <legend>{t('form.style')}</legend>
        {started ? <input type="hidden" name="style" value={values.style} /> : null}
        {COMPETITION_STYLES.map((style) => (
          <label key={style} className="competition-style-option">
            <input
              type="radio"
              name={started ? undefined : 'style'}
              value={style}
              defaultChecked={values.style === style}
              disabled={started}
            />
            <span>
              <strong>{t(`styles.${style}.name`)}</strong>
              <span className="field-hint">{t(`styles.${style}.rule`)}</span>
            </span>
          </label>
        ))}
        {errors.style ? (
          <ul className="field-errors" id="f-style-error">
            {err('style')?.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        ) : null}
      </fieldset>
      <fieldset className="competition-times">
        <legend>{t('form.timeZone')}</legend>
        <Field
          label={t('form.startsAt')}
          name="starts_at"
          type="datetime-local"
          defaultValue={values.starts_at}
          errors={err('starts_at')}
          readOnly={started}
          required
        />
        <Field
          label={t('form.endsAt')}
          name="ends_at"
          type="datetime-local"
          defaultValue={values.ends_at}
          errors={err('ends_at')}
          required
        />
        <Field
          label={t('form.frozenMinutes')}
          name="frozen_minutes"
          type="number"
          min={0}
          step={1}
          defaultValue={values.frozen_minutes}
          errors={err('frozen_minutes')}
          hint={t('form.frozenHint')}
        />
      </fieldset>
      <SelectField
        label={t('form.allowed')}
        name="allowed"
        defaultValue={values.allowed}
        errors={err('allowed')}
        options={ALLOWED_PARTICIPANTS.map((a) => ({ value: a, label: t(`allowed.${a}`) }))}
      />
      <Field
        label={t('form.password')}
        name="password"
        type="text"
        autoComplete="off"
        defaultValue={values.password}
        errors={err('password')}
        hint={t('form.passwordHint')}
        maxLength={100}
      />
      <Field
        label={t('form.capacity')}
        name="capacity"
        type="number"
        min={1}
        step={1}
        defaultValue={values.capacity}
        errors={err('capacity')}
        hint={t('form.capacityHint')}
      />
      <Field
        label={t('form.exercises')}
        name="exercises"
        defaultValue={values.exercises}
        errors={err('exercises')}
        readOnly={started}
        inputMode="numeric"
        placeholder="12, 7, 30"
        hint={
          <>
            {t('form.exercisesHint')} <a href={`/${prefix}/exercises`}>{t('form.findExercises')}</a>
          </>
        }
        required
      />
      {props.ownExercises.length && !started ? (
        <details className="competition-own">
          <summary>{t('form.ownExercises')}</summary>
          <ul>
            {props.ownExercises.map((e) => (
              <li key={e.id}>
                <code>{e.id}</code> {e.title}
                {e.hasTests ? null : <span className="tag tag--muted">{t('form.noTests')}</span>}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <SelectField
        label={t('form.course')}
        name="course_id"
        defaultValue={values.course_id}
        errors={err('course_id')}
        options={[
          { value: '', label: t('form.noCourse') },
          ...props.courses.map((c) => ({ value: String(c.id), label: c.title })),
        ]}
      />
      <div className="form-actions">
        <button type="submit" className="button">
          {props.mode === 'new' ? t('form.create') : t('form.save')}
        </button>
        <a className="button button--ghost" href={props.cancelHref}>
          {t('form.cancel')}
        </a>
      </div>
    </Form>
  )
}
