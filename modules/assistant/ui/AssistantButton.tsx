import { useLocation } from '@remix-run/react'
import { type MouseEvent, Suspense, lazy, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Prefix } from '~/app/kernel/locale'
import { Icon } from '~/app/shell/icons'
import { isPlainClick } from '~/app/ui/plain-click'
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
  const [ready, setReady] = useState(false)
  const [open, setOpen] = useState(false)
  const link = useRef<HTMLAnchorElement>(null)
  // However the dialog closed (its close button, Escape, the shortcut), focus goes back to the button once
  // the modal is gone (while it is open the page behind it cannot take focus).
  const wasOpen = useRef(false)
  useEffect(() => {
    if (wasOpen.current && !open) link.current?.focus()
    wasOpen.current = open
  }, [open])

  useEffect(() => {
    setReady(true)
    function onKey(event: KeyboardEvent) {
      if (!event.ctrlKey || event.altKey || event.metaKey || event.code !== 'Space') return
      event.preventDefault()
      setOpen((was) => !was)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return
    event.preventDefault()
    setOpen(true)
  }

  return (
    <>
      <a
        ref={link}
        className="assistant-fab"
        href={chatPageHref(prefix, path)}
        aria-haspopup={ready ? 'dialog' : undefined}
        aria-expanded={ready ? open : undefined}
        onClick={ready ? onClick : undefined}
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
