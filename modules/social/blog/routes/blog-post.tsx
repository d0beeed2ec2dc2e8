import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requirePublicVoice } from '~/app/kernel/auth/age.server'
import { optionalUser } from '~/app/kernel/auth/guards.server'
import { RULES, hit } from '~/app/kernel/auth/rate-limit.server'
import { type RouteHandle, cutDescription, passRetryAfter } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { RichText } from '~/app/rich-text/RichText'
import { FeatureLink } from '~/app/ui/FeatureLink'
import { addComment, commentSchema, deleteComment, listComments } from '../comments.server'
import { blogFlash, redirectWith } from '../flash.server'
import { notFound } from '../params.server'
import { blogPostPage, findReadablePost } from '../posts.server'
import { type CommentReply, Comments } from '../ui/comments'
import { formatDate } from '../ui/format'
import { countView } from '../views.server'

export const handle: RouteHandle = {
  i18n: ['common', 'blog'],
  meta: { title: 'blog:blog.title', description: 'blog:blog.description' },
}

export const headers = passRetryAfter

type LoaderData = Awaited<ReturnType<typeof loader>>['data']

/**
 * /{lang}/blog/:url — the post (a PRO post's teaser for non-PRO readers), its comments and the comment form.
 * Reading counts a view (views.server.ts: at most once a day per browser and per user).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await optionalUser(request)
  const lng = requestLng(request)
  const prefix = requestPrefix(request)
  const found = await findReadablePost(user, params.url ?? '', lng)
  if (!found) throw notFound()
  const viewCookie =
    found.visibility === 'draft' ? null : await countView(request, found.id, user?.id ?? null)
  const post = await blogPostPage(user, found.url, lng, prefix)
  if (!post) throw notFound()
  const comments = post.teaser ? [] : await listComments(post.id, user)
  const { flash, headers } = await blogFlash.take(request)
  if (viewCookie) headers.append('Set-Cookie', viewCookie)
  headers.set('Cache-Control', 'private, no-store')
  return data(
    {
      prefix,
      loggedIn: !!user,
      post,
      comments,
      flash,
      meta: { title: post.title, description: cutDescription(post.summary) },
    },
    { headers },
  )
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await optionalUser(request)
  const prefix = requestPrefix(request)
  const post = await findReadablePost(user, params.url ?? '', requestLng(request))
  if (!post) throw notFound()
  const form = await request.formData()
  const intent = form.get('intent') === 'deleteComment' ? 'deleteComment' : 'comment'
  const text = String(form.get('text') ?? '')
  const reply = (status: number, body: Omit<CommentReply, 'intent' | 'values'>, init?: HeadersInit) =>
    data({ intent, values: { text }, ...body } satisfies CommentReply, { status, headers: init })
  // docs/product.md#social-feed-and-blog: 'You need to log in first'.
  if (!user) return reply(401, { errors: {}, error: 'needLogin' })
  const here = `/${prefix}/blog/${post.url}`
  if (intent === 'deleteComment') {
    const comment = Number(form.get('comment'))
    const done =
      Number.isSafeInteger(comment) && comment > 0 ? await deleteComment(user, post.id, comment) : null
    if (!done || (!done.ok && done.reason === 'not_found')) throw notFound()
    // docs/product.md#social-feed-and-blog: 'You cannot perform this action'.
    if (!done.ok) return reply(403, { errors: {}, error: 'forbidden' })
    return redirectWith(`${here}#comments`, 'commentDeleted')
  }
  requirePublicVoice(request, user)
  const submission = parseWithZod(form, { schema: commentSchema })
  if (submission.status !== 'success') {
    const errors = (submission.error?.text ?? []).filter((c) => c === 'required' || c === 'tooLong')
    return reply(422, { errors: { text: errors.length ? errors : ['required'] } })
  }
  const limit = hit(RULES.social, String(user.id))
  if (!limit.ok)
    return reply(
      429,
      { errors: {}, error: 'tooManyRequests' },
      { 'Retry-After': String(limit.retryAfterSeconds) },
    )
  const added = await addComment(user, post, submission.value.text)
  if (!added.ok) return reply(403, { errors: {}, error: 'forbidden' })
  return redirectWith(`${here}#comment-${added.id}`, 'commented')
}

export default function BlogPost() {
  const { prefix, loggedIn, post, comments, flash } = useLoaderData() as LoaderData
  const reply = useActionData<CommentReply>()
  const { t, i18n } = useTranslation('blog')
  return (
    <article className="page blog-post">
      <p>
        <a href={`/${prefix}/blog`}>← {t('blog.back')}</a>
      </p>
      <header className="blog-post-header">
        <ul className="tag-list" role="list">
          <li className="tag">{t(`blog.tags.${post.tag}`)}</li>
          {post.isTutorial ? <li className="tag post-tag--tutorial">{t('blog.tutorial')}</li> : null}
          {post.visibility === 'pro' ? <li className="tag post-tag--pro">{t('blog.pro')}</li> : null}
          {post.visibility === 'draft' ? <li className="tag">{t('blog.visibilities.draft')}</li> : null}
        </ul>
        <h1>{post.title}</h1>
        <p className="blog-post-meta">
          {post.author ? (
            <>
              <a href={`/${prefix}/user/${post.author.id}`}>{post.author.name}</a>
              {' · '}
            </>
          ) : null}
          <time dateTime={post.created}>{formatDate(post.created, i18n.language)}</time>
          {' · '}
          <span>{t('blog.views', { count: post.viewCount })}</span>
        </p>
      </header>
      {post.hasImage ? (
        <img
          className="blog-post-image"
          src={`/image/post/${post.id}.webp`}
          alt=""
          width={900}
          height={600}
        />
      ) : null}
      <RichText html={post.html} />
      {post.teaser ? (
        <div className="notice notice--info blog-pro-teaser" role="status">
          <p>{t('post.proNeeded')}</p>
          <FeatureLink feature="pro" prefix={prefix} className="button">
            {t('post.subscribe')}
          </FeatureLink>
        </div>
      ) : (
        <Comments
          prefix={prefix}
          url={post.url}
          count={post.commentCount}
          comments={comments}
          loggedIn={loggedIn}
          reply={reply}
          flash={flash === 'commented' || flash === 'commentDeleted' ? flash : null}
        />
      )}
    </article>
  )
}
