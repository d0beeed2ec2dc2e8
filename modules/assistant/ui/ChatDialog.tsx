import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Prefix } from '~/app/kernel/i18n/locale'
import { Icon } from '~/app/shell/icons'
import { ChatForm, type ChatMessage, LimitNotice, MessageList, chatPageHref } from './Chat'

// The chat dialog (docs/product.md#assistant: sending sets a loading state, then appends the reply; trimmed text must be
// non-empty, nothing is sent while a reply is pending, Enter sends and Shift+Enter adds a line). The reply
// streams from POST /api/assistant/ask as server-sent events; closing the dialog or leaving the page aborts the
// request, and the server aborts the model call with it.

const api = (prefix: Prefix, what: 'messages' | 'ask') => `/api/assistant/${what}?locale=${prefix}`

/** Reads `event: x\ndata: {...}\n\n` blocks from a streamed body. */
async function readEvents(body: ReadableStream<Uint8Array>, on: (event: string, data: unknown) => void) {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) return
    buffer += decoder.decode(value, { stream: true })
    let end = buffer.indexOf('\n\n')
    while (end !== -1) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const event = block.match(/^event: (.*)$/m)?.[1] ?? 'message'
      const data = block.match(/^data: (.*)$/m)?.[1]
      if (data) on(event, JSON.parse(data))
      end = buffer.indexOf('\n\n')
    }
  }
}

type Reply = { kind: string; text: string; links: string[]; html: string }

export default function ChatDialog({
  prefix,
  path,
  onClose,
}: { prefix: Prefix; path: string; onClose: () => void }) {
  const { t } = useTranslation('assistant', { useSuspense: false })
  const dialog = useRef<HTMLDialogElement>(null)
  const request = useRef<AbortController | null>(null)
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [text, setText] = useState('')
  const [pending, setPending] = useState<string | null>(null)
  const [limit, setLimit] = useState<'DAILY_LIMIT' | 'RATE_LIMIT' | null>(null)
  const [problem, setProblem] = useState<'empty' | 'failed' | null>(null)

  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
    document.getElementById('assistant-dialog-text')?.focus()
    const load = new AbortController()
    fetch(api(prefix, 'messages'), { credentials: 'same-origin', signal: load.signal })
      .then((res) => (res.ok ? (res.json() as Promise<ChatMessage[]>) : []))
      .then((list) => setMessages((shown) => [...list, ...shown]))
      .catch(() => {})
    return () => {
      load.abort()
      request.current?.abort()
    }
  }, [prefix])

  useEffect(() => {
    document.getElementById('assistant-dialog-end')?.scrollIntoView({ block: 'end' })
  })

  async function send() {
    const question = text.trim()
    if (pending !== null) return
    if (!question) {
      setProblem('empty')
      return
    }
    setProblem(null)
    setLimit(null)
    const own: ChatMessage = {
      id: `q${Date.now()}`,
      role: 'user',
      data: { text: question, links: [], html: '' },
    }
    setMessages((list) => [...list, own])
    setText('')
    setPending('')
    const controller = new AbortController()
    request.current = controller
    try {
      const res = await fetch(api(prefix, 'ask'), {
        method: 'POST',
        credentials: 'same-origin',
        signal: controller.signal,
        headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
        body: JSON.stringify({ path, text: question }),
      })
      if (res.status === 429) {
        // Refused before it was stored: the question is not part of the conversation.
        setMessages((list) => list.filter((m) => m !== own))
        setText(question)
        const refusal = (await res.json().catch(() => null)) as { error?: string } | null
        setLimit(refusal?.error === 'RATE_LIMIT' ? 'RATE_LIMIT' : 'DAILY_LIMIT')
      } else if (!res.ok || !res.body) {
        setProblem('failed')
      } else {
        let reply: Reply | null = null
        await readEvents(res.body, (event, data) => {
          if (event === 'delta') setPending((was) => (was ?? '') + (data as { text: string }).text)
          if (event === 'done') reply = data as Reply
        })
        const done = reply as Reply | null
        if (done) {
          const answer: ChatMessage = {
            id: `a${Date.now()}`,
            role: 'assistant',
            kind: done.kind,
            data: { text: done.text, links: done.links, html: done.html },
          }
          setMessages((list) => [...list, answer])
        } else setProblem('failed')
      }
    } catch {
      if (!controller.signal.aborted) setProblem('failed')
    } finally {
      if (request.current === controller) request.current = null
      setPending(null)
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    void send()
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    void send()
  }

  return (
    // Escape closes it natively (the `close` event); a click on the backdrop lands on the <dialog> itself.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape and the close button are the keyboard path.
    <dialog
      ref={dialog}
      className="assistant-dialog"
      aria-labelledby="assistant-dialog-title"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) dialog.current?.close()
      }}
    >
      <header className="assistant-dialog__head">
        <h2 id="assistant-dialog-title">{t('title')}</h2>
        <a href={chatPageHref(prefix, path)}>{t('openPage')}</a>
        <button
          type="button"
          className="icon-button"
          aria-label={t('close')}
          onClick={() => dialog.current?.close()}
        >
          <Icon name="close" />
        </button>
      </header>
      <div className="assistant-dialog__body" aria-live="polite">
        <MessageList messages={messages} pending={pending} />
        {limit ? <LimitNotice prefix={prefix} limit={limit} /> : null}
        {problem === 'failed' ? (
          <p className="notice notice--error" role="alert">
            {t('failed')}
          </p>
        ) : null}
        <span id="assistant-dialog-end" />
      </div>
      <form className="assistant-form" onSubmit={onSubmit} noValidate>
        <ChatForm
          id="assistant-dialog-text"
          errors={problem === 'empty' ? [t('errors.empty')] : null}
          left={null}
          pending={pending !== null}
          value={text}
          onChange={setText}
          onKeyDown={onKeyDown}
        />
      </form>
    </dialog>
  )
}
