import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { loginRedirect, optionalUser } from '~/app/kernel/auth/guards.server'
import { tFor } from '~/app/kernel/i18n/i18n.server'
import { type RouteHandle, cutDescription } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { deleteFeedPost, feedPost } from '../feed.server'
import { redirectWith } from '../flash.server'
import { idParam, notFound } from '../params.server'
import { FeedPostView } from '../ui/feed'

export const handle: RouteHandle = {
  i18n: ['common', 'blog'],
  meta: { title: 'blog:feed.postTitleMeta', description: 'blog:feed.description' },
}

/** /{lang}/feed/:id — one post, if the viewer may see it (else 404: its existence is not told). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = idParam(params.id)
  const user = await optionalUser(request)
  const post = await feedPost(user, id)
  if (!post) throw notFound()
  const t = await tFor(request, 'blog')
  return {
    prefix: requestPrefix(request),
    post,
    meta: { title: t('feed.postTitle', { name: post.author.name }), description: cutDescription(post.text) },
  }
}

/** intent=delete: the author, or a moderator. */
export async function action({ request, params }: ActionFunctionArgs) {
  const id = idParam(params.id)
  const prefix = requestPrefix(request)
  const user = await optionalUser(request)
  if (!user) throw loginRedirect(request, `/${prefix}/feed/${id}`)
  const form = await request.formData()
  if (form.get('intent') !== 'delete') throw new Response('Bad Request', { status: 400 })
  const done = await deleteFeedPost(user, id)
  if (!done.ok) {
    if (done.reason === 'not_found') throw notFound()
    throw new Response('Forbidden', { status: 403 })
  }
  return redirectWith(`/${prefix}/news`, 'deleted')
}

export default function FeedPostPage() {
  const { prefix, post } = useLoaderData<typeof loader>()
  const { t } = useTranslation('blog')
  return (
    <article className="page feed-page">
      <p>
        <a href={`/${prefix}/news`}>← {t('feed.back')}</a>
      </p>
      <h1>{t('feed.postTitle', { name: post.author.name })}</h1>
      <FeedPostView item={post} prefix={prefix} heading="h2" link={false} />
      {post.canDelete ? (
        // A second, deliberate click: deleting cannot be undone (a <details>, so it needs no JavaScript).
        <details className="confirm-delete feed-delete">
          <summary className="button button--ghost">{t('feed.delete')}</summary>
          <Form method="post">
            <input type="hidden" name="intent" value="delete" />
            <button type="submit" className="button button--danger">
              {t('feed.deleteConfirm')}
            </button>
          </Form>
        </details>
      ) : null}
    </article>
  )
}
