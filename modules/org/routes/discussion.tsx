import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requirePublicVoice } from '~/app/kernel/auth/age.server'
import { RULES, hit } from '~/app/kernel/auth/rate-limit.server'
import { formatMoment } from '~/app/kernel/i18n/locale'
import { type RouteHandle, passRetryAfter } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { PublicVoice } from '~/app/ui/PublicVoice'
import { Notice, TextAreaField } from '~/app/ui/forms'
import { addPost, classPosts } from '../classes/discussion.server'
import { POST_MAX } from '../classes/limits'
import { idOf, notFound, requireClassPage } from '../guard.server'

// The class discussion tab: posts and replies of the class's teachers and students, newest thread first.

export const handle: RouteHandle = { i18n: ['common', 'org'], meta: { title: 'org:discussion.title' } }

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { cls } = await requireClassPage(request, params.id, 'discussion')
  const lng = requestLng(request)
  const posts = (await classPosts(cls.id)).map((p) => ({
    ...p,
    created_at: formatMoment(p.created_at, lng),
    replies: p.replies.map((r) => ({ ...r, created_at: formatMoment(r.created_at, lng) })),
  }))
  return { prefix: requestPrefix(request), cls: { id: cls.id, title: cls.title }, posts }
}

type Reply = { body: string; parent: string; error: 'empty' | 'tooLong' | 'tooManyRequests' }

export const headers = passRetryAfter

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, cls } = await requireClassPage(request, params.id, 'discussion')
  requirePublicVoice(request, user)
  const form = await request.formData()
  const body = String(form.get('body') ?? '').trim()
  const parent = String(form.get('parent') ?? '')
  if (!body || body.length > POST_MAX)
    return data(
      { body: body.slice(0, POST_MAX + 100), parent, error: body ? 'tooLong' : 'empty' } satisfies Reply,
      {
        status: 422,
      },
    )
  // Everyone in the class reads a post: the social limit (RULES.social, per user) stops a flood.
  const limit = hit(RULES.social, String(user.id))
  if (!limit.ok)
    return data({ body, parent, error: 'tooManyRequests' } satisfies Reply, {
      status: 429,
      headers: { 'Retry-After': String(limit.retryAfterSeconds) },
    })
  if (!(await addPost(cls, user, body, parent ? idOf(parent) : null))) throw notFound()
  return redirect(`/${requestPrefix(request)}/programming-class/${cls.id}/discussion`)
}

export default function Discussion() {
  const { prefix, cls, posts } = useLoaderData<typeof loader>()
  const reply = useActionData() as Reply | undefined
  const { t } = useTranslation('org')
  const errorFor = (parent: string) =>
    reply && reply.parent === parent ? [t(`discussion.errors.${reply.error}`)] : null
  return (
    <article className="page narrow org">
      <p className="muted">
        <a href={`/${prefix}/programming-class/${cls.id}`}>{cls.title}</a>
      </p>
      <h1>{t('discussion.title')}</h1>
      <Notice tone="error" focus>
        {reply ? t(`discussion.errors.${reply.error}`) : null}
      </Notice>
      <PublicVoice prefix={prefix}>
        <form method="post" className="card">
          <TextAreaField
            label={t('discussion.new')}
            name="body"
            id="post-new"
            rows={3}
            maxLength={POST_MAX}
            required
            defaultValue={reply?.parent === '' ? reply.body : undefined}
            errors={errorFor('')}
          />
          <button type="submit" className="button">
            {t('discussion.post')}
          </button>
        </form>
      </PublicVoice>
      {posts.length === 0 ? <p>{t('discussion.empty')}</p> : null}
      {posts.map((p) => (
        <section
          key={p.id}
          id={`post-${p.id}`}
          className="card"
          aria-label={t('discussion.by', { name: p.name })}
        >
          <p className="muted">{t('discussion.meta', { name: p.name, when: p.created_at })}</p>
          <p>{p.body}</p>
          {p.replies.map((r) => (
            <div key={r.id} className="org-reply">
              <p className="muted">{t('discussion.meta', { name: r.name, when: r.created_at })}</p>
              <p>{r.body}</p>
            </div>
          ))}
          <PublicVoice prefix={prefix}>
            <form method="post">
              <input type="hidden" name="parent" value={p.id} />
              <TextAreaField
                label={t('discussion.reply')}
                name="body"
                id={`reply-${p.id}`}
                rows={2}
                maxLength={POST_MAX}
                required
                defaultValue={reply?.parent === String(p.id) ? reply.body : undefined}
                errors={errorFor(String(p.id))}
              />
              <button type="submit" className="button button--ghost">
                {t('discussion.replySubmit')}
              </button>
            </form>
          </PublicVoice>
        </section>
      ))}
    </article>
  )
}
