import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { now } from '~/app/kernel/runtime/clock.server'
import { env } from '~/app/kernel/runtime/env.server'
import { ORG_ROLES, type OrgRole } from '~/db/schema-org'
import { idOf, requireOrgPage } from '../guard.server'
import {
  activeInvites,
  organizationClasses,
  organizationPeople,
  removeMember,
  renewInvite,
  roleCounts,
} from '../membership/members.server'
import { OrgTabs } from '../ui/OrgTabs'

// The organization area (docs/product.md#org), for its managers: general (invitations by link or code),
// students, professors, managers (remove), classes, progress and reports (per class), institution. The courses,
// their configuration and the subscriptions are pages of their own (OrgTabs).

export const handle: RouteHandle = { i18n: ['common', 'org', 'orgcourses'] }

const TABS = ['general', 'students', 'professors', 'managers', 'classes', 'progress', 'institution'] as const
type Tab = (typeof TABS)[number]
const ROLE_OF_TAB: Partial<Record<Tab, OrgRole>> = {
  students: 'student',
  professors: 'professor',
  managers: 'manager',
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { org } = await requireOrgPage(request, params.id, 'org.area')
  const asked = new URL(request.url).searchParams.get('tab') as Tab
  const tab: Tab = TABS.includes(asked) ? asked : 'general'
  const role = ROLE_OF_TAB[tab]
  return {
    prefix: requestPrefix(request),
    // Invitation links go to other people: the configured public origin, never the request's Host header.
    origin: env().publicUrl,
    tab,
    org,
    invites: tab === 'general' ? await activeInvites(org.id) : [],
    people: role ? await organizationPeople(org.id, role) : [],
    classes: tab === 'classes' || tab === 'progress' ? await organizationClasses(org.id) : [],
    counts: await roleCounts(org.id),
    meta: { title: org.name },
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.formData()
  const intent = String(form.get('intent') ?? '')
  const role = ORG_ROLES.find((r) => r === form.get('role'))
  const page = intent === 'remove' ? 'org.remove' : 'org.invite'
  const { user, org } = await requireOrgPage(request, params.id, page)
  const base = `/${requestPrefix(request)}/organization/${org.id}`
  if (!role) return redirect(base)
  if (intent === 'remove') {
    await removeMember(org.id, idOf(String(form.get('userId') ?? '')), role)
    return redirect(`${base}?tab=${TABS.find((t) => ROLE_OF_TAB[t] === role)}`)
  }
  await renewInvite(org.id, role, user.id, now())
  return redirect(base)
}

export default function Organization() {
  const { prefix, origin, tab, org, invites, people, classes, counts } = useLoaderData<typeof loader>()
  const { t } = useTranslation('org')
  const base = `/${prefix}/organization/${org.id}`
  const role = ROLE_OF_TAB[tab]
  return (
    <article className="page org">
      <h1>{org.name}</h1>
      <OrgTabs base={base} name={org.name} current={tab} />
      {tab === 'general' ? (
        <section aria-label={t('org.tabs.general')}>
          <p>
            {t('org.counts', {
              students: counts.student,
              professors: counts.professor,
              managers: counts.manager,
            })}
          </p>
          <h2>{t('org.invites.title')}</h2>
          <p>{t('org.invites.how')}</p>
          <ul className="org-people" role="list">
            {ORG_ROLES.map((r) => {
              const invite = invites.find((i) => i.role === r)
              return (
                <li key={r}>
                  <strong>{t(`roles.${r}`)}</strong>:{' '}
                  {invite ? (
                    <>
                      {t('org.invites.code')} <code>{invite.code}</code> ·{' '}
                      <a
                        href={`/${prefix}/organization/join/${invite.code}`}
                      >{`${origin}/${prefix}/organization/join/${invite.code}`}</a>
                    </>
                  ) : (
                    t('org.invites.none')
                  )}
                  <form method="post" className="inline-form">
                    <input type="hidden" name="role" value={r} />
                    <button type="submit" name="intent" value="invite" className="button button--ghost">
                      {invite
                        ? t('org.invites.renew', { role: t(`roles.${r}`) })
                        : t('org.invites.create', { role: t(`roles.${r}`) })}
                    </button>
                  </form>
                </li>
              )
            })}
          </ul>
        </section>
      ) : null}
      {role ? (
        <section aria-label={t(`org.tabs.${tab}`)}>
          {people.length === 0 ? <p>{t('org.nobody')}</p> : null}
          <ul className="org-people" role="list">
            {people.map((p) => (
              <li key={p.id}>
                {p.name} <span className="muted">{p.email}</span>
                <form method="post" className="inline-form">
                  <input type="hidden" name="role" value={role} />
                  <input type="hidden" name="userId" value={p.id} />
                  <button type="submit" name="intent" value="remove" className="button button--ghost">
                    {t('org.remove', { name: p.name })}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {tab === 'classes' || tab === 'progress' ? (
        <section aria-label={t(`org.tabs.${tab}`)}>
          {classes.length === 0 ? <p>{t('org.noClasses')}</p> : null}
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('org.class')}</th>
                <th scope="col">{t('org.professor')}</th>
                <th scope="col">{t('org.studentsCol')}</th>
                <th scope="col">{t('org.listsCol')}</th>
                {tab === 'progress' ? <th scope="col">{t('org.reports')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {classes.map((c) => (
                <tr key={c.id}>
                  <th scope="row">
                    <a href={`/${prefix}/programming-class/${c.id}${tab === 'progress' ? '/grid' : ''}`}>
                      {c.title}
                    </a>
                    {c.archived ? ` (${t('classes.archived')})` : ''}
                  </th>
                  <td>{c.professor_name}</td>
                  <td>{Number(c.students)}</td>
                  <td>{Number(c.lists)}</td>
                  {tab === 'progress' ? (
                    <td>
                      <a href={`/${prefix}/programming-class/${c.id}/report.csv`} download>
                        CSV
                      </a>{' '}
                      ·{' '}
                      <a href={`/${prefix}/programming-class/${c.id}/report.xlsx`} download>
                        XLSX
                      </a>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {tab === 'institution' ? (
        <dl className="org-facts">
          <dt>{t('org.facts.name')}</dt>
          <dd>{org.name}</dd>
          <dt>{t('org.facts.shortName')}</dt>
          <dd>{org.short_name}</dd>
          <dt>{t('org.facts.type')}</dt>
          <dd>{t(`org.facts.types.${org.type}`)}</dd>
          <dt>{t('org.facts.place')}</dt>
          <dd>{[org.state, org.country].filter(Boolean).join(', ')}</dd>
        </dl>
      ) : null}
    </article>
  )
}
