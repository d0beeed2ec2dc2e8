import { useTranslation } from 'react-i18next'
import type { FriendshipState } from '../friends.server'

export type FriendIntent = 'request' | 'cancel' | 'accept' | 'reject' | 'unfriend'

interface FriendButtonProps {
  state: FriendshipState
  userId: number
  prefix: 'br' | 'gb'
  /** Where the friends page sends the viewer back after the change (a same-site path). */
  redirectTo: string
}

/**
 * The friendship control of a profile (docs/product.md#social-friends: not friend, invitation sent, friend). Plain POST forms to
 * `/{lang}/friends`, so it works on pages that never load JavaScript.
 */
export function FriendButton({ state, userId, prefix, redirectTo }: FriendButtonProps) {
  const { t } = useTranslation('social')
  if (state === 'self') return null
  const form = (intent: FriendIntent, ghost = false) => (
    <FriendForm intent={intent} userId={userId} prefix={prefix} redirectTo={redirectTo} ghost={ghost} />
  )
  return (
    <div className="friend-button" data-state={state}>
      {state === 'none' ? form('request') : null}
      {state === 'sent' ? (
        <>
          <span className="tag friend-state">{t('friends.state.sent')}</span>
          {form('cancel', true)}
        </>
      ) : null}
      {state === 'received' ? (
        <>
          <span className="friend-state">{t('friends.state.received')}</span>
          {form('accept')}
          {form('reject', true)}
        </>
      ) : null}
      {state === 'friend' ? (
        <>
          <span className="tag friend-state">{t('friends.state.friend')}</span>
          {form('unfriend', true)}
        </>
      ) : null}
    </div>
  )
}

/** One intent as a small POST form to `/{lang}/friends` (the friends page's action handles it). */
export function FriendForm({
  intent,
  userId,
  prefix,
  redirectTo,
  ghost = false,
  about,
}: {
  intent: FriendIntent
  userId: number
  prefix: 'br' | 'gb'
  redirectTo: string
  ghost?: boolean
  /** The person's name, added to the accessible name where a list repeats the same button. */
  about?: string
}) {
  const { t } = useTranslation('social')
  const text = t(`friends.button.${intent}`)
  return (
    <form method="post" action={`/${prefix}/friends`} className="friend-form">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="user" value={userId} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button
        type="submit"
        className={ghost ? 'button button--ghost' : 'button'}
        aria-label={about ? `${text}: ${about}` : undefined}
      >
        {text}
      </button>
    </form>
  )
}
