import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireLogin } from '~/app/kernel/auth/guards.server'
import { RULES, hit } from '~/app/kernel/auth/rate-limit.server'
import { type RouteHandle, passRetryAfter } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { now } from '~/app/kernel/runtime/clock.server'
import { Tabs } from '~/app/ui/Tabs'
import { Field, Notice } from '~/app/ui/forms'
import { CLASS_TABS, type ClassTab } from '../access'
import { type JoinRefusal, classesOf, joinClass } from '../classes/classes.server'
import { sendConfirmation } from '../classes/confirm.server'
import { orgFlash } from '../flash.server'
import { guessBlocked, wrongCode } from '../membership/guesses.server'
import { myOrganizations } from '../membership/members.server'

// The classes page (docs/product.md#org): the classes someone teaches, manages or studies in, by tab; joining
// a class with its code; creating one (professors and managers); the organizations they manage.

export const handle: RouteHandle = { i18n: ['common', 'org'], meta: { title: 'org:classes.title' } }

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireLogin(request)
  const asked = new URL(request.url).searchParams.get('tab')
  const tab: ClassTab = (CLASS_TABS as readonly string[]).includes(asked ?? '')
    ? (asked as ClassTab)
    : 'current'
  const [classes, orgs] = await Promise.all([classesOf(user, tab), myOrganizations(user.id)])
  const canCreate =
    user.isAdmin || orgs.some((o) => o.roles.includes('manager') || o.roles.includes('professor'))
  const { flash, headers } = await orgFlash.take(request)
  const sentTo = flash?.kind === 'confirmSent' ? flash.email : null
  return data({ prefix: requestPrefix(request), tab, classes, orgs, canCreate, sentTo }, { headers })
}

type ClassesPage = Awaited<ReturnType<typeof loader>>['data']

type Reply = { code: string; refusal: JoinRefusal | 'tooManyRequests' }

export const headers = passRetryAfter

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireLogin(request, new URL(request.url).pathname)
  const form = await request.formData()
  const code = String(form.get('code') ?? '').slice(0, 40)
  const tooMany = (retryAfter: number) =>
    data({ code, refusal: 'tooManyRequests' } satisfies Reply, {
      status: 429,
      headers: { 'Retry-After': String(retryAfter) },
    })
  const blocked = guessBlocked(user.id, context)
  if (blocked) return tooMany(blocked.retryAfterSeconds)
  const joined = await joinClass(user, code)
  if (!joined.ok && joined.reason === 'unconfirmed' && joined.classId) {
    // A listed address not proven yet: a link goes to it (mails are limited like reset mails, per user).
    const mails = hit(RULES.resetMail, `org-confirm:${user.id}`)
    if (!mails.ok) return tooMany(mails.retryAfterSeconds)
    await sendConfirmation(request, user, joined.classId, now())
    const here = `/${requestPrefix(request)}/programming-classes`
    return redirect(here, {
      headers: { 'Set-Cookie': await orgFlash.set(here, { kind: 'confirmSent', email: user.email }) },
    })
  }
  if (!joined.ok) {
    const limit = joined.reason === 'unknown_code' ? wrongCode(user.id, context) : null
    if (limit) return tooMany(limit.retryAfterSeconds)
    return data({ code, refusal: joined.reason } satisfies Reply, {
      status: joined.reason === 'unknown_code' ? 404 : 403,
    })
  }
  return redirect(`/${requestPrefix(request)}/programming-class/${joined.classId}`)
}

export default function Classes() {
  const { prefix, tab, classes, orgs, canCreate, sentTo } = useLoaderData() as ClassesPage
  const reply = useActionData() as Reply | undefined
  const { t } = useTranslation('org')
  const here = `/${prefix}/programming-classes`
  return (
    <article className="page org">
      <h1>{t('classes.title')}</h1>
      <Tabs
        className="org-tabs"
        label={t('classes.title')}
        current={tab}
        tabs={CLASS_TABS.map((name) => ({
          key: name,
          href: `${here}?tab=${name}`,
          label: t(`classes.tabs.${name}`),
        }))}
      />
      {classes.length === 0 ? (
        <p>{t(`classes.empty.${tab}`)}</p>
      ) : (
        <ul className="org-cards" role="list">
          {classes.map((c) => (
            <li key={c.id} className="card">
              <h2>
                <a href={`/${prefix}/programming-class/${c.id}`}>{c.title}</a>
              </h2>
              <p>
                {t('classes.by', { professor: c.professor_name, institution: c.institution_name })} ·{' '}
                {t('classes.students', { count: Number(c.students) })}
                {c.invite_only ? ` · ${t('classes.inviteOnly')}` : ''}
                {c.hidden ? ` · ${t('classes.hidden')}` : ''}
              </p>
              {c.caption ? <p>{c.caption}</p> : null}
            </li>
          ))}
        </ul>
      )}
      <section className="card" aria-labelledby="join-title">
        <h2 id="join-title">{t('classes.join.title')}</h2>
        <Notice tone="error" focus>
          {reply?.refusal ? t(`classes.join.refused.${reply.refusal}`) : null}
        </Notice>
        {sentTo ? (
          <Notice tone="success" focus>
            {t('confirm.sent', { email: sentTo })}
          </Notice>
        ) : null}
        <form method="post" action={here}>
          <Field
            label={t('classes.join.code')}
            name="code"
            required
            maxLength={40}
            autoComplete="off"
            defaultValue={reply?.code}
          />
          <button type="submit" className="button">
            {t('classes.join.submit')}
          </button>
        </form>
      </section>
      {canCreate ? (
        <p>
          <a className="button" href={`/${prefix}/programming-classes/new`}>
            {t('classes.create')}
          </a>
        </p>
      ) : null}
      {orgs.some((o) => o.roles.includes('manager')) ? (
        <section aria-labelledby="orgs-title">
          <h2 id="orgs-title">{t('classes.organizations')}</h2>
          <ul>
            {orgs
              .filter((o) => o.roles.includes('manager'))
              .map((o) => (
                <li key={o.id}>
                  <a href={`/${prefix}/organization/${o.id}`}>{o.name}</a>
                </li>
              ))}
          </ul>
        </section>
      ) : null}
    </article>
  )
}
