import { type SubmissionResult, getFormProps, getInputProps, useForm } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { CONTACT_EMAIL } from '~/app/shell/Footer'
import { FeatureLink } from '~/app/ui/FeatureLink'
import { Field, Notice, SelectField } from '~/app/ui/forms'
import { SOCIAL_LINK_KINDS } from '~/db/schema-social'
import { type SubscriptionCardData, SubscriptionDetails } from '~/modules/billing/ui'
import type { ProfileEditData } from '~/modules/social'
import { inputProps, useErrorText } from './AuthForms'
import { selectProps } from './ProfileBasics'

type Result = SubmissionResult<string[]> | null
type Prefix = 'br' | 'gb'

/** Institution: pick one, or create one; once saved, only support edits it (docs/product.md#social-profiles). */
export function InstitutionForms({
  profile,
  prefix,
  choice,
  created,
}: { profile: ProfileEditData; prefix: Prefix; choice: Result; created: Result }) {
  const { t } = useTranslation('profile')
  const errorText = useErrorText()
  const [pickForm, pick] = useForm({
    id: 'institution-form',
    lastResult: choice,
    defaultValue: { institutionId: profile.institution ? String(profile.institution.id) : '' },
  })
  const [newForm, n] = useForm<{
    name: string
    shortName: string
    type: string
    country: string
    state: string
  }>({
    id: 'new-institution-form',
    lastResult: created,
    defaultValue: { country: 'BR' },
  })
  const email = CONTACT_EMAIL[prefix]
  return (
    <>
      <p>
        {profile.institution
          ? t('edit.institution.current', {
              name: profile.institution.name,
              short: profile.institution.shortName,
            })
          : t('edit.institution.none')}
      </p>
      <p className="field-hint">
        {t('edit.institution.support')} <a href={`mailto:${email}`}>{email}</a>
      </p>
      <Form method="post" className="auth-form profile-form" {...getFormProps(pickForm)}>
        <Notice tone="error">{errorText(pickForm.errors)?.join(' ')}</Notice>
        <input type="hidden" name="intent" value="institution" />
        <SelectField
          label={t('edit.institution.pick')}
          errors={errorText(pick.institutionId.errors)}
          options={[
            { value: '', label: t('edit.institution.noneOption') },
            ...profile.institutions.map((i) => ({
              value: String(i.id),
              label: `${i.name} (${i.shortName})`,
            })),
          ]}
          {...selectProps(pick.institutionId)}
        />
        <button type="submit" className="button">
          {t('edit.institution.save')}
        </button>
      </Form>
      <details className="profile-details" open={!!created}>
        <summary>{t('edit.institution.createTitle')}</summary>
        <Form method="post" className="auth-form profile-form" {...getFormProps(newForm)}>
          <Notice tone="error">{errorText(newForm.errors)?.join(' ')}</Notice>
          <input type="hidden" name="intent" value="newInstitution" />
          <Field
            label={t('edit.institution.name')}
            errors={errorText(n.name.errors)}
            {...inputProps(n.name, { type: 'text' })}
          />
          <Field
            label={t('edit.institution.shortName')}
            hint={t('edit.institution.shortNameHint')}
            errors={errorText(n.shortName.errors)}
            {...inputProps(n.shortName, { type: 'text' })}
          />
          <SelectField
            label={t('edit.institution.type')}
            errors={errorText(n.type.errors)}
            options={[
              { value: '', label: t('edit.choose') },
              { value: 'educational', label: t('edit.institution.types.educational') },
              { value: 'company', label: t('edit.institution.types.company') },
            ]}
            {...selectProps(n.type)}
          />
          <div className="profile-form-row">
            <Field
              label={t('edit.institution.country')}
              hint={t('edit.institution.countryHint')}
              errors={errorText(n.country.errors)}
              {...inputProps(n.country, { type: 'text' })}
            />
            <Field
              label={t('edit.institution.state')}
              errors={errorText(n.state.errors)}
              {...inputProps(n.state, { type: 'text' })}
            />
          </div>
          <button type="submit" className="button">
            {t('edit.institution.create')}
          </button>
        </Form>
      </details>
    </>
  )
}

const PREFERENCES = ['receiveNews', 'showLiveFeed', 'showInRankings', 'formNewUser', 'formWeekly'] as const

/** Preferences (docs/product.md#social-profiles). */
export function PreferencesForm({ profile, lastResult }: { profile: ProfileEditData; lastResult: Result }) {
  const { t } = useTranslation('profile')
  const [form, fields] = useForm({ id: 'preferences-form', lastResult, defaultValue: profile.preferences })
  return (
    <Form method="post" className="auth-form profile-form" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="preferences" />
      <fieldset className="profile-checks">
        <legend className="visually-hidden">{t('edit.preferences.title')}</legend>
        {PREFERENCES.map((name) => {
          const { key: _k, ...props } = getInputProps(fields[name], { type: 'checkbox' })
          return (
            <div key={name} className="checkbox-field">
              <input {...props} />
              <label htmlFor={props.id}>{t(`edit.preferences.${name}`)}</label>
            </div>
          )
        })}
      </fieldset>
      <button type="submit" className="button">
        {t('edit.preferences.save')}
      </button>
    </Form>
  )
}

/** Social profile entries (docs/product.md#social-profiles): one address per kind. */
export function SocialLinkForms({
  profile,
  lastResult,
  removeError,
}: { profile: ProfileEditData; lastResult: Result; removeError: string[] | undefined }) {
  const { t } = useTranslation('profile')
  const errorText = useErrorText()
  const [form, f] = useForm({ id: 'link-form', lastResult })
  return (
    <>
      <Notice tone="error">{errorText(removeError)?.join(' ')}</Notice>
      {profile.socialLinks.length === 0 ? (
        <p className="field-hint">{t('edit.links.empty')}</p>
      ) : (
        <ul className="profile-list" role="list">
          {profile.socialLinks.map((l) => (
            <li key={l.kind} className="profile-edit-item">
              <span>
                {t(`links.kinds.${l.kind}`)}: {l.url}
              </span>
              <Form method="post" className="profile-inline-form">
                <input type="hidden" name="intent" value="removeSocialLink" />
                <input type="hidden" name="kind" value={l.kind} />
                <button
                  type="submit"
                  className="button button--ghost"
                  aria-label={t('edit.remove', { name: t(`links.kinds.${l.kind}`) })}
                >
                  {t('edit.removeShort')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className="auth-form profile-form" {...getFormProps(form)}>
        <Notice tone="error">{errorText(form.errors)?.join(' ')}</Notice>
        <input type="hidden" name="intent" value="socialLink" />
        <div className="profile-form-row">
          <SelectField
            label={t('edit.links.kind')}
            errors={errorText(f.kind.errors)}
            options={[
              { value: '', label: t('edit.choose') },
              ...SOCIAL_LINK_KINDS.map((k) => ({ value: k, label: t(`links.kinds.${k}`) })),
            ]}
            {...selectProps(f.kind)}
          />
          <Field
            label={t('edit.links.url')}
            hint={t('edit.links.urlHint')}
            placeholder="https://"
            errors={errorText(f.url.errors)}
            {...inputProps(f.url, { type: 'url' })}
          />
        </div>
        <button type="submit" className="button">
          {t('edit.links.save')}
        </button>
      </Form>
    </>
  )
}

/** The PRO subscription card (docs/product.md#billing): billing's details (since, valid until, cancelled at, plan, cancel/withdraw). */
export function ProCard({
  isPro,
  prefix,
  lng,
  subscription,
}: { isPro: boolean; prefix: Prefix; lng: string; subscription: SubscriptionCardData }) {
  const { t } = useTranslation('profile')
  return (
    <section className="card profile-pro-card" aria-labelledby="pro-title">
      <h2 id="pro-title">{t('edit.pro.title')}</h2>
      <p>{isPro ? t('edit.pro.active') : t('edit.pro.inactive')}</p>
      <SubscriptionDetails data={subscription} prefix={prefix} lng={lng} />
      <FeatureLink feature="pro" prefix={prefix} className={isPro ? 'button button--ghost' : 'pro-button'}>
        {isPro ? t('edit.pro.manage') : t('edit.pro.subscribe')}
      </FeatureLink>
    </section>
  )
}
