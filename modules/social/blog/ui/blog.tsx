// Blog post cards (namespace `blog`): image, title, date, author, counts; tutorials and PRO posts marked.
import { useTranslation } from 'react-i18next'
import type { BlogListItem } from '../types'
import { formatDate } from './format'

export function PostCard({
  item,
  prefix,
  heading: Heading = 'h3',
}: { item: BlogListItem; prefix: string; heading?: 'h2' | 'h3' }) {
  const { t, i18n } = useTranslation('blog')
  return (
    <article className="card post-card">
      {item.hasImage ? (
        <img
          className="post-card-image"
          src={`/image/post/${item.id}.webp`}
          alt=""
          width={900}
          height={600}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className="post-card-body">
        <ul className="tag-list" role="list">
          <li className="tag">{t(`blog.tags.${item.tag}`)}</li>
          {item.isTutorial ? <li className="tag post-tag--tutorial">{t('blog.tutorial')}</li> : null}
          {item.pro ? <li className="tag post-tag--pro">{t('blog.pro')}</li> : null}
        </ul>
        <Heading className="post-card-title">
          <a href={`/${prefix}/blog/${item.url}`}>{item.title}</a>
        </Heading>
        <p className="post-card-meta">
          <time dateTime={item.created}>{formatDate(item.created, i18n.language)}</time>
          {item.author ? (
            <>
              {' · '}
              <a href={`/${prefix}/user/${item.author.id}`}>{item.author.name}</a>
            </>
          ) : null}
        </p>
        <p className="post-card-counts">
          <span>{t('blog.comments', { count: item.commentCount })}</span>
          {' · '}
          <span>{t('blog.views', { count: item.viewCount })}</span>
        </p>
      </div>
    </article>
  )
}

export function PostCards({
  items,
  prefix,
  heading,
}: { items: BlogListItem[]; prefix: string; heading?: 'h2' | 'h3' }) {
  return (
    <ul className="post-grid" role="list">
      {items.map((item) => (
        <li key={item.id}>
          <PostCard item={item} prefix={prefix} heading={heading} />
        </li>
      ))}
    </ul>
  )
}
