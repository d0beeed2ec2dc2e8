import type { LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { Pager } from '~/app/ui/Pager'
import { BLOG_TAGS, type BlogTag } from '~/db/schema-social'
import { listBlogPosts } from '../posts.server'
import { PostCards } from '../ui/blog'

export const handle: RouteHandle = {
  i18n: ['common', 'blog'],
  meta: { title: 'blog:blog.title', description: 'blog:blog.description' },
}

const tagOf = (v: string | null): BlogTag | null => BLOG_TAGS.find((t) => t === v) ?? null

/** /{lang}/blog — public and PRO posts, newest first, 12 a page, one tag at a time if asked. */
export async function loader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams
  const tag = tagOf(search.get('tag'))
  const page = /^\d{1,6}$/.test(search.get('page') ?? '') ? Number(search.get('page')) : 1
  return {
    prefix: requestPrefix(request),
    tag,
    list: await listBlogPosts(requestLng(request), { page, tag }),
  }
}

export default function Blog() {
  const { prefix, tag, list } = useLoaderData<typeof loader>()
  const { t } = useTranslation('blog')
  return (
    <article className="page blog-page">
      <h1>{t('blog.title')}</h1>
      <p className="lead">{t('blog.lead')}</p>
      <Form method="get" className="feed-filter">
        <label htmlFor="blog-tag">{t('blog.filter')}</label>
        <select id="blog-tag" name="tag" defaultValue={tag ?? ''}>
          <option value="">{t('blog.allTags')}</option>
          {BLOG_TAGS.map((v) => (
            <option key={v} value={v}>
              {t(`blog.tags.${v}`)}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--ghost">
          {t('blog.apply')}
        </button>
      </Form>
      {list.items.length === 0 ? (
        <p className="feed-empty">{t('blog.empty')}</p>
      ) : (
        <PostCards items={list.items} prefix={prefix} heading="h2" />
      )}
      <Pager page={list.page} pages={list.pages} label={t('pager.label')} />
    </article>
  )
}
