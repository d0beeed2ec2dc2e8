import { useLocation } from '@remix-run/react'
import { Suspense, lazy, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { Prefix } from '~/app/kernel/i18n/locale'
import { Icon } from '~/app/shell/icons'
import { useDialogLink } from '~/app/ui/dialog-link'
import { chatPageHref } from './Chat'

// The floating assistant button (docs/product.md#assistant: logged-in desktop users; issue 19). The server renders a link to the
// chat page, which is all a page without JavaScript gets, so content pages stay script-free (ADR 004). On a
// hydrated page the link opens the chat dialog instead, and Ctrl+Space opens and closes it. The dialog is a
// chunk of its own, loaded the first time it opens.

const ChatDialog = lazy(() => import('./ChatDialog'))

export function AssistantButton({ prefix }: { prefix: Prefix }) {
  const { t } = useTranslation()
  const location = useLocation()
  const path = location.pathname + location.search
  const { ready, open, setOpen, link } = useDialogLink()

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (!event.ctrlKey || event.altKey || event.metaKey || event.code !== 'Space') return
      event.preventDefault()
      setOpen((was) => !was)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [setOpen])

  return (
    <>
      <a
        {...link}
        className="assistant-fab"
        href={chatPageHref(prefix, path)}
        aria-expanded={ready ? open : undefined}
        data-ready={ready ? 'true' : undefined}
      >
        <Icon name="chat" />
        <span>{t('shell.assistant')}</span>
      </a>
      {open ? (
        <Suspense fallback={null}>
          <ChatDialog prefix={prefix} path={path} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
