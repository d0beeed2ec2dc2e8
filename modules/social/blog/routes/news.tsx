import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requirePublicVoice } from '~/app/kernel/auth/age.server'
import { loginRedirect, optionalUser } from '~/app/kernel/auth/guards.server'
import { loginHref } from '~/app/kernel/auth/login'
import { RULES, hit } from '~/app/kernel/auth/rate-limit.server'
import { type RouteHandle, passRetryAfter } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { PublicVoice } from '~/app/ui/PublicVoice'
import { Notice } from '~/app/ui/forms'
import { FEED_TAGS, type FeedTag } from '~/db/schema-social'
import { createFeedPost, parseFeedForm, visibleFeed } from '../feed.server'
import { blogFlash, redirectWith } from '../flash.server'
import { latestNews } from '../posts.server'
import { PostCards } from '../ui/blog'
import { FeedForm, type FeedFormReply, FeedList } from '../ui/feed'

export const handle: RouteHandle = {
  i18n: ['common', 'blog'],
  meta: { title: 'blog:feed.title', description: 'blog:feed.description' },
}

export const headers = passRetryAfter

const PAGE = 20

const tagOf = (v: string | null): FeedTag | null => FEED_TAGS.find((t) => t === v) ?? null

type LoaderData = Awaited<ReturnType<typeof loader>>['data']

/** /{lang}/news — the latest news posts of the blog, then the feed the viewer may see (visitors read only). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await optionalUser(request)
  const search = new URL(request.url).searchParams
  const tag = tagOf(search.get('tag'))
  const before = /^[1-9]\d{0,8}$/.test(search.get('before') ?? '') ? Number(search.get('before')) : null
  const [feed, news] = await Promise.all([
    visibleFeed(user, { limit: PAGE, before, tag }),
    before ? Promise.resolve([]) : latestNews(requestLng(request)),
  ])
  const { flash, headers } = await blogFlash.take(request)
  return data(
    { prefix: requestPrefix(request), loggedIn: !!user, tag, before, feed, news, flash },
    { headers },
  )
}

export async function action({ request }: ActionFunctionArgs) {
  const prefix = requestPrefix(request)
  const here = `/${prefix}/news`
  const user = await optionalUser(request)
  if (!user) throw loginRedirect(request, here)
  requirePublicVoice(request, user)
  const parsed = parseFeedForm(await request.formData())
  if (!parsed.ok)
    return data({ values: parsed.values, errors: parsed.errors } satisfies FeedFormReply, { status: 422 })
  const limit = hit(RULES.social, String(user.id))
  if (!limit.ok)
    return data({ values: parsed.values, errors: {}, formError: 'tooManyRequests' } satisfies FeedFormReply, {
      status: 429,
      headers: { 'Retry-After': String(limit.retryAfterSeconds) },
    })
  await createFeedPost(user, parsed.input)
  return redirectWith(here, 'posted')
}

export default function News() {
  const { prefix, loggedIn, tag, before, feed, news, flash } = useLoaderData() as LoaderData
  const reply = useActionData<FeedFormReply>()
  const { t } = useTranslation('blog')
  const olderHref = (id: number) => `?${new URLSearchParams({ ...(tag ? { tag } : {}), before: String(id) })}`
  return (
    <article className="page news-page">
      <h1>{t('feed.title')}</h1>
      <p className="lead">{t('feed.lead')}</p>
      {flash === 'posted' || flash === 'deleted' ? (
        <Notice tone="success">{t(`flash.${flash}`)}</Notice>
      ) : null}
      {news.length ? (
        <section className="news-latest" aria-labelledby="news-latest-title">
          <h2 id="news-latest-title">{t('feed.newsTitle')}</h2>
          <PostCards items={news} prefix={prefix} />
          <p>
            <a href={`/${prefix}/blog?tag=news`}>{t('feed.allNews')}</a>
          </p>
        </section>
      ) : null}
      {loggedIn ? (
        <PublicVoice prefix={prefix}>
          <FeedForm action={`/${prefix}/news`} reply={reply} />
        </PublicVoice>
      ) : (
        <p className="feed-login">
          <a href={loginHref(prefix, `/${prefix}/news`)}>{t('feed.login')}</a>
        </p>
      )}
      <section aria-labelledby="feed-title">
        <h2 id="feed-title">{t('feed.listTitle')}</h2>
        <Form method="get" className="feed-filter">
          <label htmlFor="feed-tag">{t('feed.filter')}</label>
          <select id="feed-tag" name="tag" defaultValue={tag ?? ''}>
            <option value="">{t('feed.allTags')}</option>
            {FEED_TAGS.map((v) => (
              <option key={v} value={v}>
                {t(`feed.tags.${v}`)}
              </option>
            ))}
          </select>
          <button type="submit" className="button button--ghost">
            {t('feed.apply')}
          </button>
        </Form>
        <FeedList items={feed.items} prefix={prefix} />
        <nav className="feed-pages" aria-label={t('feed.pages')}>
          {before ? <a href={tag ? `?tag=${tag}` : '?'}>{t('feed.newest')}</a> : null}
          {feed.older ? (
            <a href={olderHref(feed.older)} rel="next">
              {t('feed.older')}
            </a>
          ) : null}
        </nav>
      </section>
    </article>
  )
}
