import { type MouseEvent, useEffect, useRef, useState } from 'react'
import { isPlainClick } from './plain-click'

/**
 * A link an island takes over to open a dialog (the bell, the assistant): the server renders the link to the
 * page, all a page without JavaScript gets; once hydrated a plain click opens the dialog instead, and however
 * the dialog closed, focus goes back to the link once the modal is gone (while it is open the page behind it
 * cannot take focus). Spread `link` on the <a>.
 */
export function useDialogLink() {
  const [ready, setReady] = useState(false)
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLAnchorElement>(null)
  const wasOpen = useRef(false)
  useEffect(() => setReady(true), [])
  useEffect(() => {
    if (wasOpen.current && !open) ref.current?.focus()
    wasOpen.current = open
  }, [open])

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return
    event.preventDefault()
    setOpen(true)
  }

  return {
    ready,
    open,
    setOpen,
    link: {
      ref,
      onClick: ready ? onClick : undefined,
      'aria-haspopup': ready ? ('dialog' as const) : undefined,
    },
  }
}
