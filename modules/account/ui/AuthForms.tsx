import {
  type FieldMetadata,
  type SubmissionResult,
  getFormProps,
  getInputProps,
  getSelectProps,
  useForm,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Field, Honeypot, Notice, SelectField } from '~/app/ui/forms'
import { DISCOVERY_SOURCES } from '~/db/schema'
import { loginSchema, registerSchema } from '../schemas'

type Result = SubmissionResult<string[]> | null | undefined

/** Translates the keys the schemas and services put in errors. */
export function useErrorText() {
  const { t } = useTranslation('account')
  return (errors: string[] | undefined | null) => errors?.map((e) => t(e))
}

/** Conform's input props minus `key`, which React must not receive through a spread. */
export function inputProps(...args: Parameters<typeof getInputProps>) {
  const { key: _key, ...props } = getInputProps(...args)
  return props
}

/** A new password and its confirmation (registration, reset, change password). */
export function NewPasswordFields({
  password,
  confirm,
  label,
}: {
  password: FieldMetadata<string>
  confirm: FieldMetadata<string>
  label: string
}) {
  const { t } = useTranslation('account')
  const errorText = useErrorText()
  return (
    <>
      <Field
        label={label}
        autoComplete="new-password"
        hint={t('register.passwordHint')}
        errors={errorText(password.errors)}
        {...inputProps(password, { type: 'password' })}
      />
      <Field
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        errors={errorText(confirm.errors)}
        {...inputProps(confirm, { type: 'password' })}
      />
    </>
  )
}

/**
 * The birth date and, for people under 14, a guardian's e-mail (ADR 023). Both are always shown, so the form
 * works the same without JavaScript; the hint says when the second is needed.
 */
export function BirthdateFields({
  birthdate,
  guardianEmail,
}: { birthdate: FieldMetadata<string>; guardianEmail: FieldMetadata<string> }) {
  const { t } = useTranslation('account')
  const errorText = useErrorText()
  return (
    <>
      <Field
        label={t('fields.birthdate')}
        autoComplete="bday"
        hint={t('register.ages')}
        errors={errorText(birthdate.errors)}
        {...inputProps(birthdate, { type: 'date' })}
      />
      <Field
        label={t('fields.guardianEmail')}
        hint={t('register.guardianHint')}
        errors={errorText(guardianEmail.errors)}
        {...inputProps(guardianEmail, { type: 'email' })}
      />
    </>
  )
}

export function LoginForm({
  prefix,
  lastResult,
  redirectTo,
}: { prefix: string; lastResult?: Result; redirectTo?: string }) {
  const { t } = useTranslation('account')
  const errorText = useErrorText()
  const [form, fields] = useForm({
    id: 'login-form',
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  })
  return (
    <Form method="post" action={`/${prefix}/login?login=true`} className="auth-form" {...getFormProps(form)}>
      <Notice tone="error" focus>
        {errorText(form.errors)?.join(' ')}
      </Notice>
      <input type="hidden" name="intent" value="login" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <Field
        label={t('fields.email')}
        autoComplete="email"
        errors={errorText(fields.email.errors)}
        {...inputProps(fields.email, { type: 'email' })}
      />
      <Field
        label={t('fields.password')}
        autoComplete="current-password"
        errors={errorText(fields.password.errors)}
        {...inputProps(fields.password, { type: 'password' })}
      />
      <p className="form-aside">
        <a href={`/${prefix}/forgot-password`}>{t('login.forgot')}</a>
      </p>
      <button type="submit" className="button button--block">
        {t('login.submit')}
      </button>
    </Form>
  )
}

/** `invitedBy`: the inviter a `?ref=` visit remembered (invite a friend), shown so the person can see or clear it. */
export function RegisterForm({
  prefix,
  lastResult,
  invitedBy,
}: { prefix: string; lastResult?: Result; invitedBy?: string | null }) {
  const { t } = useTranslation('account')
  const errorText = useErrorText()
  const [form, fields] = useForm({
    id: 'register-form',
    lastResult,
    defaultValue: invitedBy ? { invitedBy } : undefined,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: registerSchema }),
  })
  const { key: _k, ...discoveryProps } = getSelectProps(fields.discoverySource)
  const termsProps = inputProps(fields.terms, { type: 'checkbox' })
  return (
    <Form
      method="post"
      action={`/${prefix}/login?register=true`}
      className="auth-form"
      {...getFormProps(form)}
    >
      <Notice tone="error" focus>
        {errorText(form.errors)?.join(' ')}
      </Notice>
      <input type="hidden" name="intent" value="register" />
      <Honeypot />
      <Field
        label={t('fields.name')}
        autoComplete="name"
        errors={errorText(fields.name.errors)}
        {...inputProps(fields.name, { type: 'text' })}
      />
      <Field
        label={t('fields.email')}
        autoComplete="email"
        errors={errorText(fields.email.errors)}
        {...inputProps(fields.email, { type: 'email' })}
      />
      <BirthdateFields birthdate={fields.birthdate} guardianEmail={fields.guardianEmail} />
      <NewPasswordFields
        password={fields.password}
        confirm={fields.confirmPassword}
        label={t('fields.password')}
      />
      <SelectField
        label={t('fields.discoverySource')}
        errors={errorText(fields.discoverySource.errors)}
        options={[
          { value: '', label: t('register.choose') },
          ...DISCOVERY_SOURCES.map((s) => ({ value: s, label: t(`discovery.${s}`) })),
        ]}
        {...discoveryProps}
      />
      <Field
        label={t('fields.invitedBy')}
        hint={t('register.invitedByHint')}
        errors={errorText(fields.invitedBy.errors)}
        {...inputProps(fields.invitedBy, { type: 'text' })}
      />
      <div className={`checkbox-field${fields.terms.errors ? ' field--invalid' : ''}`}>
        <input
          {...termsProps}
          id="register-terms"
          aria-describedby={fields.terms.errors ? 'register-terms-error' : undefined}
        />
        <label htmlFor="register-terms">
          {t('register.termsBefore')} <a href={`/${prefix}/terms-of-service`}>{t('register.termsLink')}</a>{' '}
          {t('register.termsAnd')} <a href={`/${prefix}/privacy-policy`}>{t('register.privacyLink')}</a>.
        </label>
        {fields.terms.errors ? (
          <p className="field-errors">{errorText(fields.terms.errors)?.join(' ')}</p>
        ) : null}
      </div>
      <button type="submit" className="button button--block">
        {t('register.submit')}
      </button>
    </Form>
  )
}
