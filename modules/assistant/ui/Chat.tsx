import type { KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { RichText } from '~/app/rich-text/RichText'
import { TextAreaField } from '~/app/ui/forms'

// The conversation's pieces, shared by the page (no JavaScript) and the dialog (the island).

export interface ChatMessage {
  id: number | string
  role: 'user' | 'assistant'
  kind?: string
  data: { text: string; links: string[]; html: string }
}

export const TEXT_MAX = 2_000

export const chatPageHref = (prefix: string, path: string) =>
  `/${prefix}/assistant?path=${encodeURIComponent(path)}`

export function MessageList({ messages, pending }: { messages: ChatMessage[]; pending?: string | null }) {
  const { t } = useTranslation('assistant')
  if (!messages.length && pending == null) return <p className="assistant-empty">{t('empty')}</p>
  const lastId = messages[messages.length - 1]?.id
  return (
    <ol className="assistant-messages" aria-label={t('conversation')}>
      {messages.map((m) => (
        <li
          key={m.id}
          id={m.id === lastId && pending == null ? 'latest' : undefined}
          className={`assistant-message assistant-message--${m.role}`}
          data-kind={m.kind}
        >
          <span className="assistant-message__who">{m.role === 'user' ? t('you') : t('assistant')}</span>
          {m.role === 'assistant' && m.data.html ? (
            <RichText html={m.data.html} />
          ) : (
            <p className="assistant-message__text">{m.data.text}</p>
          )}
          {m.data.links.length ? (
            <nav className="assistant-message__links" aria-label={t('links')}>
              <ul>
                {m.data.links.map((href) => (
                  <li key={href}>
                    <a href={href}>{href}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </li>
      ))}
      {pending != null ? (
        <li className="assistant-message assistant-message--assistant" aria-busy="true">
          <span className="assistant-message__who">{t('assistant')}</span>
          <p className="assistant-message__text">{pending || t('sending')}</p>
        </li>
      ) : null}
    </ol>
  )
}

/**
 * A refused question: the product's DAILY_LIMIT message with the subscription link, or the product's "too many
 * requests" warning for too many questions in a minute.
 */
export function LimitNotice({ prefix, limit }: { prefix: string; limit: 'DAILY_LIMIT' | 'RATE_LIMIT' }) {
  const { t } = useTranslation('assistant')
  if (limit === 'RATE_LIMIT')
    return (
      <div className="notice notice--warning assistant-limit" role="alert">
        {t('rateLimit')}
      </div>
    )
  return (
    <div className="notice notice--warning assistant-limit" role="alert">
      {t('dailyLimit')} <a href={`/${prefix}/subscription`}>{t('dailyLimitLink')}</a>
    </div>
  )
}

export function ChatForm({
  errors,
  left,
  pending = false,
  value,
  onChange,
  onKeyDown,
  id = 'assistant-text',
}: {
  errors: string[] | null
  /** Questions left today; null: unlimited (PRO) or unknown. */
  left: number | null
  pending?: boolean
  value?: string
  onChange?: (value: string) => void
  onKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void
  id?: string
}) {
  const { t } = useTranslation('assistant')
  return (
    <>
      <TextAreaField
        label={t('question')}
        name="text"
        id={id}
        errors={errors}
        hint={t('questionHint')}
        rows={3}
        maxLength={TEXT_MAX}
        required
        value={value}
        onChange={onChange ? (e) => onChange(e.target.value) : undefined}
        onKeyDown={onKeyDown}
      />
      <div className="assistant-form__actions">
        <button type="submit" className="button button--primary" disabled={pending} aria-disabled={pending}>
          {pending ? t('sending') : t('send')}
        </button>
        {left !== null ? <span className="assistant-left">{t('left', { count: left })}</span> : null}
      </div>
    </>
  )
}
