import { useTranslation } from 'react-i18next'
import { Notice } from '~/app/ui/forms'

/**
 * The top of a source or subject editor: back to its list, the title, the public page once it exists, then
 * "saved" (after a redirect, not beside an action's answer) or the form's error summary.
 */
export function EditorHeader({
  back,
  title,
  open,
  saved,
  failed,
}: {
  back: { href: string; label: string }
  title: string
  open: { href: string; label: string } | null
  saved: boolean
  failed: boolean
}) {
  const { t } = useTranslation('authoring')
  const { t: tc } = useTranslation('content')
  return (
    <>
      <p>
        <a href={back.href}>← {back.label}</a>
      </p>
      <h1>{title}</h1>
      {open ? (
        <p className="authoring-state">
          <a href={open.href}>{open.label}</a>
        </p>
      ) : null}
      {saved && !failed ? <Notice tone="success">{t('saved')}</Notice> : null}
      {failed ? (
        <Notice tone="error" focus>
          {tc('form.saveError')}
        </Notice>
      ) : null}
    </>
  )
}
