import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { SelectField } from '~/app/ui/forms'

/** A practice list's filters: a GET form (works without JavaScript), its selects in one row, apply and clear. */
export function FilterForm({
  clearHref,
  row,
  children,
}: {
  clearHref: string
  /** The selects and inputs, side by side. */
  row: ReactNode
  /** Anything below the row. */
  children?: ReactNode
}) {
  const { t } = useTranslation('practice')
  return (
    // Named: the top bar's site search is a search landmark too (two landmarks of a kind need distinct names).
    <form method="get" className="practice-filters" role="search" aria-label={t('filters.legend')}>
      <fieldset>
        <legend>{t('filters.legend')}</legend>
        <div className="practice-filter-row">{row}</div>
        {children}
        <div className="form-actions">
          <button type="submit" className="button">
            {t('filters.apply')}
          </button>
          <a href={clearHref}>{t('filters.clear')}</a>
        </div>
      </fieldset>
    </form>
  )
}

/** A filter select whose first option ('') means "any". */
export function FilterSelect({
  label,
  name,
  value,
  any,
  options,
}: {
  label: string
  name: string
  value: string | null
  any: string
  options: { value: string; label: string }[]
}) {
  return (
    <SelectField
      label={label}
      name={name}
      defaultValue={value ?? ''}
      options={[{ value: '', label: any }, ...options]}
    />
  )
}
