import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useEffect,
  useRef,
} from 'react'
import { HONEYPOT_FIELD } from '~/app/kernel/auth/honeypot'

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
        // biome-ignore lint/a11y/noAutofocus: an invalid field after a failed post (FOCUS_ON_ERROR)
        autoFocus={hasErrors || undefined}
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
      <select
        id={selectId}
        name={name}
        aria-invalid={hasErrors || undefined}
        // biome-ignore lint/a11y/noAutofocus: an invalid field after a failed post (FOCUS_ON_ERROR)
        autoFocus={hasErrors || undefined}
        {...select}
      >
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

/**
 * FOCUS_ON_ERROR (issue 16 item 11): after a failed post, focus goes to what went wrong, not to the body. A form's
 * error summary (`<Notice tone="error" focus>`) and every invalid field carry `autofocus`; the browser honours the
 * first in the page, so the summary wins when there is one, else the first invalid field. Without JavaScript the
 * answer is a new page and its `autofocus` does it; with JavaScript the summary or the error list mounts when the
 * action data arrives and React focuses an `autoFocus` field as it mounts (the summary, a div, by an effect;
 * conform focuses the first invalid field itself when the browser-side check fails). An element that was already
 * there is never re-focused.
 */

/** A message above a form: the form-level error or a success notice. `focus`: a form's error summary. */
export function Notice({
  tone,
  focus = false,
  children,
}: { tone: 'error' | 'success' | 'warning' | 'info'; focus?: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const shown = !!children
  useEffect(() => {
    if (focus && shown) ref.current?.focus()
  }, [focus, shown])
  if (!children) return null
  return (
    <div
      ref={ref}
      className={`notice notice--${tone}`}
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      // biome-ignore lint/a11y/noAutofocus: an error summary after a failed post (FOCUS_ON_ERROR above)
      autoFocus={focus || undefined}
      tabIndex={focus ? -1 : undefined}
    >
      {children}
    </div>
  )
}

interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode
  name: string
  errors?: string[] | null
  hint?: ReactNode
}

/** A labelled textarea with its errors tied to it, like Field. */
export function TextAreaField({ label, name, errors, hint, id, ...textarea }: TextAreaProps) {
  const inputId = id ?? `f-${name}`
  const errorId = `${inputId}-error`
  const hintId = `${inputId}-hint`
  const hasErrors = !!errors?.length
  const describedBy = [hasErrors ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ')
  return (
    <div className={`field${hasErrors ? ' field--invalid' : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <textarea
        id={inputId}
        name={name}
        aria-invalid={hasErrors || undefined}
        aria-describedby={describedBy || undefined}
        // biome-ignore lint/a11y/noAutofocus: an invalid field after a failed post (FOCUS_ON_ERROR)
        autoFocus={hasErrors || undefined}
        {...textarea}
      />
      {hint ? (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {hasErrors ? <FieldErrors id={errorId} errors={errors!} /> : null}
    </div>
  )
}

export function FieldErrors({ id, errors }: { id?: string; errors: string[] }) {
  return (
    <ul className="field-errors" id={id}>
      {errors.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  )
}

export function CheckboxField({
  label,
  name,
  defaultChecked,
  hint,
  value,
  id,
}: {
  label: ReactNode
  name: string
  defaultChecked: boolean
  hint?: ReactNode
  value?: string
  id?: string
}) {
  const inputId = id ?? `f-${name}`
  return (
    <div className="checkbox-field">
      <input type="checkbox" id={inputId} name={name} value={value} defaultChecked={defaultChecked} />
      <label htmlFor={inputId}>
        {label}
        {hint ? <span className="field-hint content-hint">{hint}</span> : null}
      </label>
    </div>
  )
}

/**
 * Enter in a field presses a form's first submit button. A form whose first visible buttons do something else
 * (move an item, search) starts with this one, unseen and out of the tab order, so Enter saves.
 */
export function DefaultSubmit({
  name,
  value,
  children,
}: { name: string; value: string; children: ReactNode }) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      className="visually-hidden"
      tabIndex={-1}
      aria-hidden="true"
    >
      {children}
    </button>
  )
}
