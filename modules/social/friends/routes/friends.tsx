import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { loginRedirect, optionalUser } from '~/app/kernel/auth/guards.server'
import { displayName } from '~/app/kernel/auth/policy'
import { RULES, hit } from '~/app/kernel/auth/rate-limit.server'
import { safeRedirectPath } from '~/app/kernel/i18n/locale'
import { type RouteHandle, passRetryAfter } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { Notice } from '~/app/ui/forms'
import { FRIEND_INTENTS, changeFriendship } from '../friends-actions.server'
import { incomingRequests, listFriends, sentRequests } from '../friends.server'
import { FriendForm, type FriendIntent } from '../ui/FriendButton'

export const handle: RouteHandle = {
  i18n: ['common', 'social'],
  meta: { title: 'social:friends.title', description: 'social:friends.description' },
}

export const headers = passRetryAfter

export interface FriendsReply {
  error: 'tooManyRequests' | 'self'
}

/** /{lang}/friends — the viewer's friends, the requests waiting for them and the ones they sent. */
export async function loader({ request }: LoaderFunctionArgs) {
  const prefix = requestPrefix(request)
  const user = await optionalUser(request)
  if (!user) throw loginRedirect(request)
  const [friends, incoming, sent] = await Promise.all([
    listFriends(user.id),
    incomingRequests(user.id),
    sentRequests(user.id),
  ])
  const named = (list: typeof friends) => list.map((f) => ({ id: f.id, name: displayName(f.name) }))
  return { prefix, friends: named(friends), incoming: named(incoming), sent: named(sent) }
}

const friendForm = z.object({
  intent: z.enum(FRIEND_INTENTS),
  user: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  redirectTo: z.string().optional(),
})

/** The intents of FriendButton and of this page; back to a same-site `redirectTo`, else this page. */
export async function action({ request }: ActionFunctionArgs) {
  const prefix = requestPrefix(request)
  const form = await request.formData()
  const back = safeRedirectPath(form.get('redirectTo'), `/${prefix}/friends`)
  const user = await optionalUser(request)
  if (!user) throw loginRedirect(request, back)
  const submission = parseWithZod(form, { schema: friendForm })
  if (submission.status !== 'success') throw new Response('Bad Request', { status: 400 })
  const { intent, user: otherId } = submission.value
  if (intent === 'request') {
    const limit = hit(RULES.social, String(user.id))
    if (!limit.ok)
      return Response.json({ error: 'tooManyRequests' } satisfies FriendsReply, {
        status: 429,
        headers: { 'Retry-After': String(limit.retryAfterSeconds) },
      })
  }
  const done = await changeFriendship({ id: user.id, name: user.name }, otherId, intent)
  if (!done.ok) {
    if (done.reason === 'not_found') throw new Response('Not Found', { status: 404 })
    return Response.json({ error: 'self' } satisfies FriendsReply, { status: 422 })
  }
  return redirect(back)
}

export default function Friends() {
  const { prefix, friends, incoming, sent } = useLoaderData<typeof loader>()
  const reply = useActionData<FriendsReply>()
  const { t } = useTranslation(['social', 'common'])
  const here = `/${prefix}/friends`
  const error =
    reply?.error === 'tooManyRequests'
      ? t('common:errors.tooManyRequests.message')
      : reply?.error === 'self'
        ? t('friends.errors.self')
        : null
  const form = (intent: FriendIntent, p: Person, ghost = true) => (
    <FriendForm
      intent={intent}
      userId={p.id}
      prefix={prefix}
      redirectTo={here}
      about={p.name}
      ghost={ghost}
    />
  )
  return (
    <article className="page narrow friends-page">
      <h1>{t('friends.title')}</h1>
      <p className="lead">{t('friends.lead')}</p>
      <Notice tone="error">{error}</Notice>
      <PeopleSection
        id="friends-incoming"
        title={t('friends.incoming')}
        empty={t('friends.incomingEmpty')}
        people={incoming}
        prefix={prefix}
        actions={(p) => (
          <>
            {form('accept', p, false)}
            {form('reject', p)}
          </>
        )}
      />
      <PeopleSection
        id="friends-mine"
        title={t('friends.mine')}
        empty={t('friends.mineEmpty')}
        people={friends}
        prefix={prefix}
        actions={(p) => form('unfriend', p)}
      />
      <PeopleSection
        id="friends-sent"
        title={t('friends.sent')}
        empty={t('friends.sentEmpty')}
        people={sent}
        prefix={prefix}
        actions={(p) => (
          <>
            <span className="tag">{t('friends.state.sent')}</span>
            {form('cancel', p)}
          </>
        )}
      />
    </article>
  )
}

interface Person {
  id: number
  name: string
}

/** One list of the page: people linked to their profiles, each with its buttons. */
function PeopleSection({
  id,
  title,
  empty,
  people,
  prefix,
  actions,
}: {
  id: string
  title: string
  empty: string
  people: Person[]
  prefix: string
  actions: (person: Person) => ReactNode
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {people.length === 0 ? (
        <p className="friends-empty">{empty}</p>
      ) : (
        <ul className="friend-list" role="list">
          {people.map((p) => (
            <li key={p.id} className="friend-item">
              <a className="friend-name" href={`/${prefix}/user/${p.id}`}>
                {p.name}
              </a>
              {actions(p)}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
