// The feed's pieces (namespace `blog`): the list of posts, the new-post form and the dashboard's live feed.
import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Notice, SelectField, TextAreaField } from '~/app/ui/forms'
import { FEED_TAGS, FEED_VISIBILITIES } from '~/db/schema-social'
import { FEED_TEXT_MAX, type FeedItem } from '../types'
import { formatDate } from './format'

/** One post: author (a link to the profile), time, tag, who sees it, the text with its line breaks. */
export function FeedPostView({
  item,
  prefix,
  heading: Heading = 'h3',
  link = true,
}: {
  item: FeedItem
  prefix: string
  heading?: 'h2' | 'h3'
  /** A link to the post's own page (not on that page). */
  link?: boolean
}) {
  const { t, i18n } = useTranslation('blog')
  return (
    <article className="feed-post" aria-labelledby={`feed-${item.id}-by`}>
      <header className="feed-post-header">
        <Heading id={`feed-${item.id}-by`} className="feed-post-author">
          <a href={`/${prefix}/user/${item.author.id}`}>{item.author.name}</a>
        </Heading>
        <span className="feed-post-meta">
          {link ? (
            <a href={`/${prefix}/feed/${item.id}`}>
              <time dateTime={item.created}>{formatDate(item.created, i18n.language, true)}</time>
            </a>
          ) : (
            <time dateTime={item.created}>{formatDate(item.created, i18n.language, true)}</time>
          )}
        </span>
        <ul className="tag-list feed-post-tags" role="list">
          <li className="tag">{t(`feed.tags.${item.tag}`)}</li>
          <li className={`tag feed-visibility feed-visibility--${item.visibility}`}>
            {t(`feed.visibilities.${item.visibility}`)}
          </li>
        </ul>
      </header>
      <p className="feed-post-text">{item.text}</p>
    </article>
  )
}

export function FeedList({ items, prefix, empty }: { items: FeedItem[]; prefix: string; empty?: string }) {
  const { t } = useTranslation('blog')
  if (items.length === 0) return <p className="feed-empty">{empty ?? t('feed.empty')}</p>
  return (
    <ul className="feed-list" role="list">
      {items.map((item) => (
        <li key={item.id}>
          <FeedPostView item={item} prefix={prefix} />
        </li>
      ))}
    </ul>
  )
}

export interface FeedFormReply {
  values: { text: string; visibility: string; tag: string }
  errors: Partial<Record<'text' | 'visibility' | 'tag', string[]>>
  formError?: 'tooManyRequests' | null
}

/** The new-post form: text (limit stated by the field), who may see it, its tag. */
export function FeedForm({ action, reply }: { action: string; reply?: FeedFormReply }) {
  const { t } = useTranslation(['blog', 'common'])
  const values = reply?.values ?? { text: '', visibility: 'community', tag: 'other' }
  const err = (list?: string[]) => list?.map((k) => t(`blog:feed.errors.${k}`))
  return (
    <section className="card feed-form" aria-labelledby="feed-form-title">
      <h2 id="feed-form-title">{t('blog:feed.formTitle')}</h2>
      <Form method="post" action={action}>
        <input type="hidden" name="intent" value="post" />
        {reply?.formError ? (
          <Notice tone="warning">
            <strong>{t('common:errors.tooManyRequests.title')}</strong>{' '}
            {t('common:errors.tooManyRequests.message')}
          </Notice>
        ) : null}
        <TextAreaField
          label={t('blog:feed.text')}
          name="text"
          rows={4}
          maxLength={FEED_TEXT_MAX}
          required
          hint={t('blog:feed.textHint', { max: FEED_TEXT_MAX })}
          defaultValue={values.text}
          errors={err(reply?.errors.text)}
        />
        <div className="feed-form-row">
          <SelectField
            label={t('blog:feed.visibility')}
            name="visibility"
            defaultValue={values.visibility}
            errors={err(reply?.errors.visibility)}
            options={FEED_VISIBILITIES.map((v) => ({ value: v, label: t(`blog:feed.visibilities.${v}`) }))}
          />
          <SelectField
            label={t('blog:feed.tag')}
            name="tag"
            defaultValue={values.tag}
            errors={err(reply?.errors.tag)}
            options={FEED_TAGS.map((v) => ({ value: v, label: t(`blog:feed.tags.${v}`) }))}
          />
        </div>
        <button type="submit" className="button">
          {t('blog:feed.submit')}
        </button>
      </Form>
    </section>
  )
}

/** The dashboard's card: the latest posts the user may see and a link to the whole feed. */
export function LiveFeed({ items, prefix }: { items: FeedItem[]; prefix: string }) {
  const { t } = useTranslation('blog')
  return (
    <section className="card live-feed" aria-labelledby="live-feed-title">
      <h2 id="live-feed-title">{t('live.title')}</h2>
      <FeedList items={items} prefix={prefix} empty={t('live.empty')} />
      <p className="live-feed-more">
        <a href={`/${prefix}/news`}>{t('live.seeAll')}</a>
      </p>
    </section>
  )
}
