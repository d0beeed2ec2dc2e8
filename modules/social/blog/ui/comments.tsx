// A blog post's comments (namespace `blog`): the list, delete buttons for their authors and moderators, the
// form for logged-in readers and, for visitors, 'You need to log in first' (docs/product.md#social-feed-and-blog) with a login link.
import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { loginHref } from '~/app/kernel/auth/login'
import { PublicVoice } from '~/app/ui/PublicVoice'
import { Notice, TextAreaField } from '~/app/ui/forms'
import { type BlogComment, COMMENT_TEXT_MAX } from '../types'
import { formatDate } from './format'

export interface CommentReply {
  intent: 'comment' | 'deleteComment'
  values: { text: string }
  errors: { text?: string[] }
  error?: 'needLogin' | 'forbidden' | 'tooManyRequests'
}

export function Comments({
  prefix,
  url,
  count,
  comments,
  loggedIn,
  reply,
  flash,
}: {
  prefix: string
  url: string
  count: number
  comments: BlogComment[]
  loggedIn: boolean
  reply?: CommentReply
  flash: 'commented' | 'commentDeleted' | null
}) {
  const { t, i18n } = useTranslation(['blog', 'common'])
  const here = `/${prefix}/blog/${url}`
  const login = loginHref(prefix, here)
  return (
    <section className="blog-comments" id="comments" aria-labelledby="comments-title">
      <h2 id="comments-title">{t('blog:comments.title', { count })}</h2>
      {flash ? <Notice tone="success">{t(`blog:flash.${flash}`)}</Notice> : null}
      {reply?.error === 'forbidden' ? <Notice tone="error">{t('blog:comments.forbidden')}</Notice> : null}
      {reply?.error === 'tooManyRequests' ? (
        <Notice tone="warning">
          <strong>{t('common:errors.tooManyRequests.title')}</strong>{' '}
          {t('common:errors.tooManyRequests.message')}
        </Notice>
      ) : null}
      {comments.length === 0 ? (
        <p className="feed-empty">{t('blog:comments.empty')}</p>
      ) : (
        <ol className="comment-list">
          {comments.map((c) => (
            <li key={c.id} id={`comment-${c.id}`} className="comment">
              <p className="comment-meta">
                <a href={`/${prefix}/user/${c.author.id}`}>{c.author.name}</a>{' '}
                <time dateTime={c.created}>{formatDate(c.created, i18n.language, true)}</time>
              </p>
              <p className="comment-text">{c.text}</p>
              {c.canDelete ? (
                <details className="confirm-delete comment-delete">
                  <summary className="button button--ghost">{t('blog:comments.delete')}</summary>
                  <Form method="post">
                    <input type="hidden" name="intent" value="deleteComment" />
                    <input type="hidden" name="comment" value={c.id} />
                    <button type="submit" className="button button--danger">
                      {t('blog:comments.deleteConfirm')}
                    </button>
                  </Form>
                </details>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {loggedIn ? (
        <PublicVoice prefix={prefix}>
          <Form method="post" className="comment-form">
            <input type="hidden" name="intent" value="comment" />
            <TextAreaField
              label={t('blog:comments.text')}
              name="text"
              rows={4}
              maxLength={COMMENT_TEXT_MAX}
              required
              hint={t('blog:comments.textHint', { max: COMMENT_TEXT_MAX })}
              defaultValue={reply?.intent === 'comment' ? reply.values.text : ''}
              errors={reply?.errors.text?.map((k) => t(`blog:comments.errors.${k}`))}
            />
            <button type="submit" className="button">
              {t('blog:comments.submit')}
            </button>
          </Form>
        </PublicVoice>
      ) : (
        <div className="notice notice--info comment-login" role="status">
          <p>{t('blog:comments.needLogin')}</p>
          <a className="button" href={login}>
            {t('blog:comments.login')}
          </a>
        </div>
      )}
    </section>
  )
}
