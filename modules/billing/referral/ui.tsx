import { getInputProps, getSelectProps } from '@conform-to/react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '~/app/kernel/i18n/locale'

// Helpers the programme's pages share (client-safe).

/** Centavos as BRL in the page's language: "R$ 1,00" / "R$1.00" (the kernel's one money format). */
export function useBrl() {
  const { i18n } = useTranslation()
  return (cents: number) => formatMoney(cents, i18n.language)
}

/** Translates the keys the schemas and services put in errors. */
export function useErrorText() {
  const { t } = useTranslation('referral')
  return (errors: string[] | undefined | null) => errors?.map((e) => t(e))
}

/** Conform's props minus `key`, which React must not receive through a spread. */
export function inputProps(...args: Parameters<typeof getInputProps>) {
  const { key: _key, ...props } = getInputProps(...args)
  return props
}

export function selectProps(...args: Parameters<typeof getSelectProps>) {
  const { key: _key, ...props } = getSelectProps(...args)
  return props
}
