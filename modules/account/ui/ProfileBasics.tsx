import {
  type SubmissionResult,
  getFormProps,
  getSelectProps,
  getTextareaProps,
  useForm,
} from '@conform-to/react'
import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Field, Notice, SelectField, TextAreaField } from '~/app/ui/forms'
import { USER_COLORS } from '~/db/schema'
import { GENDERS } from '~/db/schema-social'
import type { ProfileEditData } from '~/modules/social'
import { inputProps, useErrorText } from './AuthForms'

type Result = SubmissionResult<string[]> | null

/** The select props conform gives, without `key` (React must not receive it through a spread). */
export function selectProps(...args: Parameters<typeof getSelectProps>) {
  const { key: _key, ...props } = getSelectProps(...args)
  return props
}

/** Profile (docs/product.md#social-profiles): first and last name, colour, gender, birth date, biography (Markdown). */
export function BasicInfoForm({ profile, lastResult }: { profile: ProfileEditData; lastResult: Result }) {
  const { t } = useTranslation('profile')
  const { t: ta } = useTranslation('account')
  const errorText = useErrorText()
  const [form, fields] = useForm({
    id: 'basic-form',
    lastResult,
    defaultValue: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      color: profile.color,
      gender: profile.gender ?? '',
      birthdate: profile.birthdate ?? '',
      biography: profile.biography,
    },
  })
  const { key: _k, ...bioProps } = getTextareaProps(fields.biography)
  return (
    <Form method="post" className="auth-form profile-form" {...getFormProps(form)}>
      <Notice tone="error">{errorText(form.errors)?.join(' ')}</Notice>
      <input type="hidden" name="intent" value="basic" />
      <div className="profile-form-row">
        <Field
          label={t('edit.fields.firstName')}
          autoComplete="given-name"
          errors={errorText(fields.firstName.errors)}
          {...inputProps(fields.firstName, { type: 'text' })}
        />
        <Field
          label={t('edit.fields.lastName')}
          autoComplete="family-name"
          errors={errorText(fields.lastName.errors)}
          {...inputProps(fields.lastName, { type: 'text' })}
        />
      </div>
      <SelectField
        label={ta('fields.color')}
        errors={errorText(fields.color.errors)}
        options={USER_COLORS.map((c) => ({ value: c, label: ta(`colors.${c}`) }))}
        {...selectProps(fields.color)}
      />
      <SelectField
        label={t('edit.fields.gender')}
        errors={errorText(fields.gender.errors)}
        options={[
          { value: '', label: t('edit.genders.blank') },
          ...GENDERS.map((g) => ({ value: g, label: t(`edit.genders.${g}`) })),
        ]}
        {...selectProps(fields.gender)}
      />
      <Field
        label={t('edit.fields.birthdate')}
        autoComplete="bday"
        hint={t('edit.hints.birthdate')}
        errors={errorText(fields.birthdate.errors)}
        {...inputProps(fields.birthdate, { type: 'date' })}
      />
      <TextAreaField
        label={t('edit.fields.biography')}
        hint={t('edit.hints.biography')}
        rows={6}
        errors={errorText(fields.biography.errors)}
        {...bioProps}
        name={fields.biography.name}
      />
      <button type="submit" className="button">
        {t('edit.save')}
      </button>
    </Form>
  )
}

/** The 640×640 picture: upload (multipart) and remove, each its own small form. */
export function PictureForms({ profile, lastResult }: { profile: ProfileEditData; lastResult: Result }) {
  const { t } = useTranslation('profile')
  const errorText = useErrorText()
  const [form, fields] = useForm({ id: 'picture-form', lastResult })
  return (
    <div className="profile-picture-edit">
      {profile.pictureUrl ? (
        <img
          className="profile-picture"
          src={profile.pictureUrl}
          alt={t('edit.picture.current')}
          width={96}
          height={96}
        />
      ) : (
        <p className="field-hint">{t('edit.picture.none')}</p>
      )}
      <Form method="post" encType="multipart/form-data" className="auth-form" {...getFormProps(form)}>
        <Notice tone="error">{errorText(form.errors)?.join(' ')}</Notice>
        <input type="hidden" name="intent" value="picture" />
        <Field
          label={t('edit.picture.label')}
          name="picture"
          type="file"
          accept="image/png,image/jpeg,image/webp"
          hint={t('edit.picture.hint')}
          errors={errorText(fields.picture?.errors)}
        />
        <button type="submit" className="button">
          {t('edit.picture.upload')}
        </button>
      </Form>
      {profile.hasPicture ? (
        <Form method="post">
          <input type="hidden" name="intent" value="removePicture" />
          <button type="submit" className="button button--ghost">
            {t('edit.picture.remove')}
          </button>
        </Form>
      ) : null}
    </div>
  )
}
