import { type SubmissionResult, getFormProps, useForm } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Field, Notice, SelectField } from '~/app/ui/forms'
import {
  EXTERNAL_COMPETITIONS,
  EXTERNAL_LEVELS,
  EXTERNAL_SCOPES,
  JOB_POSITIONS,
  MEDALS,
} from '~/db/schema-competitions'
import type { ProfileEditData } from '~/modules/social'
import { useMonth } from '~/modules/social/ui'
import { inputProps, useErrorText } from './AuthForms'
import { selectProps } from './ProfileBasics'

type Result = SubmissionResult<string[]> | null
type Institutions = ProfileEditData['institutions']

/** "Remover" on the button (the list lines stay tidy); what it removes in its accessible name. */
function RemoveButton({ intent, id, label }: { intent: string; id: number; label: string }) {
  const { t } = useTranslation('profile')
  return (
    <Form method="post" className="profile-inline-form">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className="button button--ghost" aria-label={label}>
        {t('edit.removeShort')}
      </button>
    </Form>
  )
}

const institutionName = (institutions: Institutions, id: number | null) =>
  id === null ? null : (institutions.find((i) => i.id === id)?.name ?? null)

function institutionOptions(institutions: Institutions, blank: string) {
  return [
    { value: '', label: blank },
    ...institutions.map((i) => ({ value: String(i.id), label: `${i.name} (${i.shortName})` })),
  ]
}

/** External competition results and their form rules (docs/product.md#competitions-external-results-and-halls-of-fame). */
export function ExternalResults({
  profile,
  lastResult,
  removeError,
}: { profile: ProfileEditData; lastResult: Result; removeError: string[] | undefined }) {
  const { t } = useTranslation('profile')
  const { t: tr } = useTranslation('rankings')
  const errorText = useErrorText()
  const [form, f] = useForm({ id: 'result-form', lastResult })
  const none = t('edit.choose')
  return (
    <section aria-labelledby="results-title">
      <h3 id="results-title">{t('edit.results.title')}</h3>
      <Notice tone="error">{errorText(removeError)?.join(' ')}</Notice>
      {profile.results.length === 0 ? (
        <p className="field-hint">{t('edit.results.empty')}</p>
      ) : (
        <ul className="profile-list" role="list">
          {profile.results.map((r) => {
            const name = r.name === 'other' && r.other_name ? r.other_name : tr(`external.short.${r.name}`)
            const place = institutionName(profile.institutions, r.institution_id)
            // The public profile's wording: a real medal, else the position, else "no medal".
            const outcome =
              r.medal && r.medal !== 'none'
                ? tr(`external.medals.${r.medal}`)
                : r.position
                  ? t('journey.position', { position: r.position })
                  : tr('external.medals.none')
            return (
              <li key={r.id} className="profile-edit-item">
                <span>
                  {name} {r.year} · {tr(`external.levels.${r.level}`)} · {tr(`external.scopes.${r.scope}`)} ·{' '}
                  {outcome}
                  {place ? ` · ${place}` : null}
                </span>
                <RemoveButton
                  intent="removeResult"
                  id={r.id}
                  label={t('edit.remove', { name: `${name} ${r.year}` })}
                />
              </li>
            )
          })}
        </ul>
      )}
      <Form method="post" className="auth-form profile-form" {...getFormProps(form)}>
        <Notice tone="error">{errorText(form.errors)?.join(' ')}</Notice>
        <input type="hidden" name="intent" value="result" />
        <SelectField
          label={tr('external.fields.name')}
          errors={errorText(f.name.errors)}
          options={[
            { value: '', label: none },
            ...EXTERNAL_COMPETITIONS.map((c) => ({ value: c, label: tr(`external.names.${c}`) })),
          ]}
          {...selectProps(f.name)}
        />
        <Field
          label={tr('external.fields.otherName')}
          hint={t('edit.results.otherHint')}
          errors={errorText(f.other_name.errors)}
          {...inputProps(f.other_name, { type: 'text' })}
        />
        <div className="profile-form-row">
          <SelectField
            label={tr('external.fields.level')}
            errors={errorText(f.level.errors)}
            options={[
              { value: '', label: none },
              ...EXTERNAL_LEVELS.map((l) => ({ value: l, label: tr(`external.levels.${l}`) })),
            ]}
            {...selectProps(f.level)}
          />
          <SelectField
            label={tr('external.fields.scope')}
            errors={errorText(f.scope.errors)}
            options={[
              { value: '', label: none },
              ...EXTERNAL_SCOPES.map((s) => ({ value: s, label: tr(`external.scopes.${s}`) })),
            ]}
            {...selectProps(f.scope)}
          />
          <Field
            label={tr('external.fields.year')}
            inputMode="numeric"
            errors={errorText(f.year.errors)}
            {...inputProps(f.year, { type: 'text' })}
          />
        </div>
        <div className="profile-form-row">
          <SelectField
            label={tr('external.fields.medal')}
            errors={errorText(f.medal.errors)}
            options={[
              { value: '', label: none },
              ...MEDALS.map((m) => ({ value: m, label: tr(`external.medals.${m}`) })),
            ]}
            {...selectProps(f.medal)}
          />
          <Field
            label={tr('external.fields.position')}
            hint={t('edit.results.positionHint')}
            inputMode="numeric"
            errors={errorText(f.position.errors)}
            {...inputProps(f.position, { type: 'text' })}
          />
        </div>
        <SelectField
          label={tr('external.fields.institution')}
          errors={errorText(f.institution_id.errors)}
          options={institutionOptions(profile.institutions, t('edit.optional'))}
          {...selectProps(f.institution_id)}
        />
        <button type="submit" className="button">
          {t('edit.results.add')}
        </button>
      </Form>
    </section>
  )
}

/** Jobs (docs/product.md#competitions-external-results-and-halls-of-fame): position, from, to (empty = current), institution. */
export function Jobs({
  profile,
  lastResult,
  removeError,
}: { profile: ProfileEditData; lastResult: Result; removeError: string[] | undefined }) {
  const { t } = useTranslation('profile')
  const { t: tr } = useTranslation('rankings')
  const errorText = useErrorText()
  const [form, f] = useForm({ id: 'job-form', lastResult })
  const month = useMonth()
  return (
    <section aria-labelledby="jobs-title">
      <h3 id="jobs-title">{t('edit.jobs.title')}</h3>
      <Notice tone="error">{errorText(removeError)?.join(' ')}</Notice>
      {profile.jobs.length === 0 ? (
        <p className="field-hint">{t('edit.jobs.empty')}</p>
      ) : (
        <ul className="profile-list" role="list">
          {profile.jobs.map((j) => (
            <li key={j.id} className="profile-edit-item">
              <span>
                {tr(`jobs.positions.${j.position}`)}
                {institutionName(profile.institutions, j.institution_id)
                  ? ` · ${institutionName(profile.institutions, j.institution_id)}`
                  : null}{' '}
                ·{' '}
                {t('journey.period', {
                  from: month(j.started_on),
                  to: j.ended_on ? month(j.ended_on) : t('journey.current'),
                })}
              </span>
              <RemoveButton
                intent="removeJob"
                id={j.id}
                label={t('edit.remove', { name: tr(`jobs.positions.${j.position}`) })}
              />
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className="auth-form profile-form" {...getFormProps(form)}>
        <Notice tone="error">{errorText(form.errors)?.join(' ')}</Notice>
        <input type="hidden" name="intent" value="job" />
        <SelectField
          label={tr('jobs.fields.position')}
          errors={errorText(f.position.errors)}
          options={[
            { value: '', label: t('edit.choose') },
            ...JOB_POSITIONS.map((p) => ({ value: p, label: tr(`jobs.positions.${p}`) })),
          ]}
          {...selectProps(f.position)}
        />
        <div className="profile-form-row">
          <Field
            label={tr('jobs.fields.from')}
            hint={t('edit.jobs.monthHint')}
            placeholder="2024-03"
            errors={errorText(f.started_on.errors)}
            {...inputProps(f.started_on, { type: 'month' })}
          />
          <Field
            label={tr('jobs.fields.to')}
            hint={t('edit.jobs.toHint')}
            placeholder="2025-01"
            errors={errorText(f.ended_on.errors)}
            {...inputProps(f.ended_on, { type: 'month' })}
          />
        </div>
        <SelectField
          label={tr('jobs.fields.institution')}
          errors={errorText(f.institution_id.errors)}
          options={institutionOptions(profile.institutions, t('edit.optional'))}
          {...selectProps(f.institution_id)}
        />
        <button type="submit" className="button">
          {t('edit.jobs.add')}
        </button>
      </Form>
    </section>
  )
}
