import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react'
import { HONEYPOT_FIELD } from '~/app/kernel/honeypot'

/** A field people never see and bots fill in. */
export function Honeypot() {
  return (
    <div className="hp" aria-hidden="true">
      <label>
        Website
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  )
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode
  name: string
  errors?: string[] | null
  hint?: ReactNode
}

/** A labelled input with its errors tied to it (aria-describedby), keeping what was typed. */
export function Field({ label, name, errors, hint, id, ...input }: FieldProps) {
  const inputId = id ?? `f-${name}`
  const errorId = `${inputId}-error`
  const hasErrors = !!errors?.length
  return (
    <div className={`field${hasErrors ? ' field--invalid' : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        name={name}
        aria-invalid={hasErrors || undefined}
        aria-describedby={hasErrors ? errorId : undefined}
        {...input}
      />
      {hint ? <p className="field-hint">{hint}</p> : null}
      {hasErrors ? (
        <ul className="field-errors" id={errorId}>
          {errors!.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode
  name: string
  errors?: string[] | null
  options: { value: string; label: string }[]
}

export function SelectField({ label, name, errors, options, id, ...select }: SelectProps) {
  const selectId = id ?? `f-${name}`
  const hasErrors = !!errors?.length
  return (
    <div className={`field${hasErrors ? ' field--invalid' : ''}`}>
      <label htmlFor={selectId}>{label}</label>
      <select id={selectId} name={name} aria-invalid={hasErrors || undefined} {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hasErrors ? (
        <ul className="field-errors">
          {errors!.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

/** A message above a form: the form-level error or a success notice. */
export function Notice({
  tone,
  children,
}: { tone: 'error' | 'success' | 'warning' | 'info'; children: ReactNode }) {
  if (!children) return null
  return (
    <div
      className={`notice notice--${tone}`}
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
    >
      {children}
    </div>
  )
}
