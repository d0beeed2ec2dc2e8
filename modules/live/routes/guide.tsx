import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { requirePublicVoice } from '~/app/kernel/auth/age.server'
import { optionalUser, requireLogin } from '~/app/kernel/auth/guards.server'
import { loginHref } from '~/app/kernel/auth/login'
import { displayName } from '~/app/kernel/auth/policy'
import { type Lng, type Prefix, formatMoment } from '~/app/kernel/i18n/locale'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { PublicVoice } from '~/app/ui/PublicVoice'
import { Tabs } from '~/app/ui/Tabs'
import { TextAreaField } from '~/app/ui/forms'
import { type CalendarEvent, viewOf } from '../events/calendar.server'
import { eventsOfGuide } from '../events/events.server'
import {
  type GuideItem,
  addPost,
  findGuide,
  guideItems,
  guidePosts,
  isMember,
  join,
  leave,
} from '../guides/guides.server'
import { POST_MAX } from '../guides/rules'
import { EventList } from '../ui/Calendar'

// One training guide: its live classes (calendar tab), its lessons and exercises in order (list tab) and its
// discussion; join and leave. Staff of a beginner guide grant scholarships on billing's grants page.

export const handle: RouteHandle = { i18n: ['common', 'live'] }

const TABS = ['calendar', 'list', 'discussion'] as const
type Tab = (typeof TABS)[number]

const schema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('join') }),
  z.object({ intent: z.literal('leave') }),
  z.object({ intent: z.literal('post'), text: z.string().trim().min(1).max(POST_MAX) }),
])

async function guideOf(params: Record<string, string | undefined>) {
  const guide = await findGuide(String(params.slug ?? ''))
  if (!guide) throw new Response('Not Found', { status: 404 })
  return guide
}

interface GuideView {
  prefix: Prefix
  meta: { title: string; description?: string }
  tab: Tab
  guide: { slug: string; title: string; description: string; beginner: boolean; archived: boolean }
  member: boolean
  loggedIn: boolean
  staff: boolean
  events: CalendarEvent[]
  items: GuideItem[]
  posts: { id: number; text: string; when: string; name: string; userId: number }[]
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await optionalUser(request)
  const guide = await guideOf(params)
  const lng: Lng = requestLng(request)
  const asked = new URL(request.url).searchParams.get('tab')
  const tab: Tab = (TABS as readonly string[]).includes(asked ?? '') ? (asked as Tab) : 'calendar'
  const view: GuideView = {
    prefix: requestPrefix(request),
    meta: { title: guide.title, description: guide.description || undefined },
    tab,
    guide: {
      slug: guide.slug,
      title: guide.title,
      description: guide.description,
      beginner: !!guide.beginner,
      archived: !!guide.archived,
    },
    member: !!user && (await isMember(guide.id, user.id)),
    loggedIn: !!user,
    staff: !!user?.isAdmin,
    events: tab === 'calendar' ? (await eventsOfGuide(guide.id)).map((e) => viewOf(e, lng, user)) : [],
    items: tab === 'list' ? await guideItems(guide.id, lng, user) : [],
    posts:
      tab === 'discussion'
        ? (await guidePosts(guide.id)).map((p) => ({
            id: p.id,
            text: p.text,
            when: formatMoment(p.created_at, lng),
            name: displayName(p.name),
            userId: p.userId,
          }))
        : [],
  }
  return view
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireLogin(request)
  const guide = await guideOf(params)
  const here = `/${requestPrefix(request)}/training-guides/${guide.slug}`
  const submission = parseWithZod(await request.formData(), { schema })
  if (submission.status !== 'success') return redirect(`${here}?tab=discussion`)
  const value = submission.value
  if (value.intent === 'join') await join(guide.id, user.id)
  else if (value.intent === 'leave') await leave(guide.id, user.id)
  else {
    // Only participants write in a guide's discussion.
    requirePublicVoice(request, user)
    if (await isMember(guide.id, user.id)) await addPost(guide.id, user.id, value.text)
    return redirect(`${here}?tab=discussion`)
  }
  return redirect(here)
}

export default function Guide() {
  const { prefix, tab, guide, member, loggedIn, staff, events, items, posts } = useLoaderData() as GuideView
  const { t } = useTranslation('live')
  const base = `/${prefix}/training-guides/${guide.slug}`
  return (
    <article className="page live-guide">
      <p>
        <a href={`/${prefix}/training-guides`}>← {t('guides.title')}</a>
      </p>
      <h1>{guide.title}</h1>
      <p>{guide.description}</p>
      {loggedIn ? (
        <form method="post">
          {member ? (
            <>
              <p>{t('guides.youParticipate')}</p>
              <button type="submit" name="intent" value="leave" className="button button--ghost">
                {t('guides.leave')}
              </button>
            </>
          ) : guide.archived ? (
            <p>{t('guides.archivedNote')}</p>
          ) : (
            <button type="submit" name="intent" value="join" className="button">
              {t('guides.join')}
            </button>
          )}
        </form>
      ) : (
        <p>
          <a href={loginHref(prefix, base)}>{t('guides.loginToJoin')}</a>
        </p>
      )}
      {staff && guide.beginner ? (
        <p className="notice notice--info">
          {t('guides.scholarships')} <a href={`/${prefix}/subscription/grants`}>{t('guides.grants')}</a>
        </p>
      ) : null}
      <Tabs
        className="live-tabs"
        label={t('guides.guideTabs')}
        current={tab}
        tabs={TABS.map((k) => ({ key: k, label: t(`guides.guideTab.${k}`), href: `?tab=${k}` }))}
      />
      {tab === 'calendar' ? <EventList events={events} prefix={prefix} staff={staff} /> : null}
      {tab === 'list' ? (
        items.length ? (
          <ol className="live-guide-items">
            {items.map((i) => (
              <li key={`${i.kind}-${i.id}`}>
                <span className="tag">{t(`guides.kind.${i.kind}`)}</span>{' '}
                <a href={`/${prefix}${i.to}`}>{i.title}</a>
              </li>
            ))}
          </ol>
        ) : (
          <p>{t('guides.noItems')}</p>
        )
      ) : null}
      {tab === 'discussion' ? (
        <section>
          {member ? (
            <PublicVoice prefix={prefix}>
              <form method="post" className="card">
                <input type="hidden" name="intent" value="post" />
                <TextAreaField
                  label={t('guides.postLabel')}
                  name="text"
                  required
                  maxLength={POST_MAX}
                  rows={3}
                />
                <button type="submit" className="button">
                  {t('guides.post')}
                </button>
              </form>
            </PublicVoice>
          ) : (
            <p>{t('guides.joinToPost')}</p>
          )}
          {posts.length ? (
            <ul className="live-events">
              {posts.map((p) => (
                <li key={p.id} className="card">
                  <p>
                    <a href={`/${prefix}/user/${p.userId}`}>{p.name}</a> ·{' '}
                    <span className="muted">{p.when}</span>
                  </p>
                  <p className="live-post-text">{p.text}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('guides.noPosts')}</p>
          )}
        </section>
      ) : null}
    </article>
  )
}
