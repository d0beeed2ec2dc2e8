import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { formatMoment } from '~/app/kernel/i18n/locale'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { now } from '~/app/kernel/runtime/clock.server'
import { Tabs } from '~/app/ui/Tabs'
import { classCompetitions } from '~/modules/competitions'
import { isTeacher, mayOpenClassPage } from '../access'
import { calendarFeedUrl, renewCalendarToken, revokeCalendarToken } from '../classes/calendar.server'
import { classStudents, removeStudent } from '../classes/classes.server'
import { orgFlash } from '../flash.server'
import { idOf, requireClassPage } from '../guard.server'
import { listsOfClass } from '../lists/lists.server'
import { ClassHeader } from '../ui/ClassHeader'

// One class (docs/product.md#org): tabs list (the lists open now and past), next content (lists to come),
// students (teachers: the join code, who joined, remove), calendar (the class's link and its ICS feed).

export const handle: RouteHandle = { i18n: ['common', 'org', 'orglists'] }

const TABS = ['list', 'next', 'students', 'calendar'] as const
type Tab = (typeof TABS)[number]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { cls, relation } = await requireClassPage(request, params.id, 'class.view')
  const lng = requestLng(request)
  const asked = new URL(request.url).searchParams.get('tab') as Tab
  const teacher = isTeacher(relation)
  const tab: Tab = TABS.includes(asked) && (asked !== 'students' || teacher) ? asked : 'list'
  const at = now()
  const lists = (await listsOfClass(cls.id)).map((l) => ({
    id: l.id,
    title: l.title,
    items: Number(l.items),
    started: l.starts_at <= at.toISOString(),
    open: l.starts_at <= at.toISOString() && (l.ends_at >= at.toISOString() || l.late_policy === 'penalty'),
    startsAt: formatMoment(l.starts_at, lng),
    endsAt: formatMoment(l.ends_at, lng),
  }))
  const students = tab === 'students' ? await classStudents(cls.id) : []
  // The class's competitions (restricted to it: only its people see them; competitions checks again).
  const competitions = tab === 'list' ? await classCompetitions(cls.id) : []
  const { flash, headers } = await orgFlash.take(request)
  const page = {
    prefix: requestPrefix(request),
    tab,
    teacher,
    cls: {
      id: cls.id,
      title: cls.title,
      caption: cls.caption,
      professor: cls.professor_name,
      institution: cls.institution_name,
      calendarUrl: cls.calendar_url,
      joinCode: teacher ? cls.join_code : null,
      inviteOnly: cls.invite_only === 1,
      archived: cls.archived === 1,
      hidden: cls.hidden === 1,
      hasFeed: mayOpenClassPage('calendar.token', relation) && cls.ics_token_hash !== null,
      // A new feed's address, shown once to the teacher who made it (only its hash is stored).
      feedUrl: teacher && flash?.kind === 'calendar' ? calendarFeedUrl(flash.token) : null,
    },
    lists,
    students: students.map((s) => ({ id: s.id, name: s.name, email: s.email })),
    competitions: competitions.map((c) => ({
      id: c.id,
      title: c.title,
      startsAt: formatMoment(c.starts_at, lng),
      endsAt: formatMoment(c.ends_at, lng),
    })),
    meta: { title: cls.title, description: cls.caption || cls.title },
  }
  return data(page, { headers })
}

type ClassPageData = Awaited<ReturnType<typeof loader>>['data']

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.formData()
  const intent = String(form.get('intent') ?? '')
  const prefix = requestPrefix(request)
  if (intent === 'remove') {
    const { cls } = await requireClassPage(request, params.id, 'class.members')
    await removeStudent(cls.id, idOf(String(form.get('userId') ?? '')))
    return redirect(`/${prefix}/programming-class/${cls.id}?tab=students`)
  }
  const { cls } = await requireClassPage(request, params.id, 'class.edit')
  const here = `/${prefix}/programming-class/${cls.id}`
  if (intent === 'renew-calendar') {
    const token = await renewCalendarToken(cls.id)
    return redirect(`${here}?tab=calendar`, {
      headers: { 'Set-Cookie': await orgFlash.set(here, { kind: 'calendar', token }) },
    })
  }
  if (intent === 'revoke-calendar') await revokeCalendarToken(cls.id)
  return redirect(`${here}?tab=calendar`)
}

export default function ClassPage() {
  const { prefix, tab, teacher, cls, lists, students, competitions } = useLoaderData() as ClassPageData
  const { t } = useTranslation(['org', 'orglists'])
  const base = `/${prefix}/programming-class/${cls.id}`
  const tabs = TABS.filter((name) => name !== 'students' || teacher).map((name) => ({
    key: name as string,
    href: `${base}?tab=${name}`,
    label: t(`class.tabs.${name}`),
  }))
  tabs.push({ key: 'discussion', href: `${base}/discussion`, label: t('class.tabs.discussion') })
  const shown = lists.filter((l) => (tab === 'next' ? !l.started : l.started || teacher))
  return (
    <article className="page org">
      <ClassHeader prefix={prefix} cls={cls} teacher={teacher} />
      <Tabs className="org-tabs" label={cls.title} current={tab} tabs={tabs} />
      {tab === 'list' || tab === 'next' ? (
        <section aria-label={t(`class.tabs.${tab}`)}>
          {teacher && tab === 'list' ? (
            <p>
              <a className="button" href={`${base}/list/new`}>
                {t('class.newList')}
              </a>
            </p>
          ) : null}
          {shown.length === 0 ? <p>{t(`class.empty.${tab}`)}</p> : null}
          <ul className="org-cards" role="list">
            {shown.map((l) => (
              <li key={l.id} className="card">
                <h2>{l.started || teacher ? <a href={`${base}/list/${l.id}`}>{l.title}</a> : l.title}</h2>
                <p>
                  {t('class.window', { start: l.startsAt, end: l.endsAt })} ·{' '}
                  {t('class.items', { count: l.items })}
                  {l.open ? ` · ${t('class.open')}` : ''}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {tab === 'list' ? (
        <section aria-labelledby="class-competitions">
          <h2 id="class-competitions">{t('orglists:competitions.heading')}</h2>
          {teacher ? (
            <p>
              <a className="button" href={`/${prefix}/competitions/new?class=${cls.id}`}>
                {t('orglists:competitions.create')}
              </a>
            </p>
          ) : null}
          {competitions.length === 0 ? <p>{t('orglists:competitions.none')}</p> : null}
          <ul className="org-cards" role="list">
            {competitions.map((c) => (
              <li key={c.id} className="card">
                <h3>
                  <a href={`/${prefix}/competition/${c.id}`}>{c.title}</a>
                </h3>
                <p>{t('orglists:competitions.window', { start: c.startsAt, end: c.endsAt })}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {tab === 'students' ? (
        <section aria-label={t('class.tabs.students')}>
          <p>{t('class.joinCode', { code: cls.joinCode })}</p>
          {students.length === 0 ? <p>{t('class.empty.students')}</p> : null}
          <ul className="org-people" role="list">
            {students.map((s) => (
              <li key={s.id}>
                <a href={`${base}/student/${s.id}`}>{s.name}</a> <span className="muted">{s.email}</span>
                <form method="post" className="inline-form">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="userId" value={s.id} />
                  <button type="submit" className="button button--ghost">
                    {t('class.remove', { name: s.name })}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {tab === 'calendar' ? (
        <section aria-label={t('class.tabs.calendar')}>
          {cls.calendarUrl ? (
            <p>
              <a href={cls.calendarUrl} rel="noreferrer noopener">
                {t('class.calendarLink')}
              </a>
            </p>
          ) : null}
          {cls.feedUrl ? (
            <p>
              {t('class.icsFeed')} <code>{cls.feedUrl}</code>{' '}
              <a href={cls.feedUrl}>{t('class.icsDownload')}</a>
            </p>
          ) : null}
          {cls.feedUrl ? <p className="muted">{t('class.icsOnce')}</p> : null}
          {!cls.feedUrl && cls.hasFeed ? <p>{t(teacher ? 'class.icsOn' : 'class.icsAsk')}</p> : null}
          {cls.hasFeed ? null : <p>{t('class.icsNone')}</p>}
          {teacher ? (
            <form method="post" className="inline-form">
              <button type="submit" name="intent" value="renew-calendar" className="button">
                {cls.hasFeed ? t('class.icsRenew') : t('class.icsCreate')}
              </button>
              {cls.hasFeed ? (
                <button type="submit" name="intent" value="revoke-calendar" className="button button--ghost">
                  {t('class.icsRevoke')}
                </button>
              ) : null}
            </form>
          ) : null}
        </section>
      ) : null}
    </article>
  )
}
