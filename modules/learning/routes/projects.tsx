import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { can } from '~/app/kernel/auth/policy'
import { sessionUser } from '~/app/kernel/auth/session.server'
import { formatMoment } from '~/app/kernel/i18n/locale'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { communityHandIns, hubProjects, hubTab } from '../hub/projects-hub.server'
import { HUB_TABS } from '../hub/tabs'

// /{lang}/projects — the projects hub (issue 21): tabs step-by-step, ideas and community, as links (no JS).
export const handle: RouteHandle = {
  i18n: ['common', 'learning', 'workshop'],
  meta: { title: 'workshop:projects.title', description: 'workshop:projects.description' },
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await sessionUser(request)
  const lng = requestLng(request)
  const tab = hubTab(new URL(request.url).searchParams.get('tab'))
  return {
    prefix: requestPrefix(request),
    tab,
    canCreate: can(user, 'create_content'),
    projects: tab === 'community' ? [] : await hubProjects(tab, user, lng),
    community: tab === 'community' ? await communityHandIns(lng) : [],
  }
}

export default function ProjectsHub() {
  const data = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation('workshop')
  const { prefix } = data
  return (
    <article className="page projects-hub">
      <h1>{t('projects.title')}</h1>
      <p className="lead">{t('projects.description')}</p>
      {data.canCreate ? (
        <p>
          <a className="button" href={`/${prefix}/project/new/edit`}>
            {t('projects.new')}
          </a>
        </p>
      ) : null}
      <nav aria-label={t('projects.tabsLabel')}>
        <ul className="profile-tab-list" role="list">
          {HUB_TABS.map((name) => (
            <li key={name}>
              <a
                href={`/${prefix}/projects?tab=${name}`}
                aria-current={data.tab === name ? 'page' : undefined}
              >
                {t(`projects.tabs.${name}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {data.tab === 'community' ? (
        data.community.length ? (
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('projects.communityProject')}</th>
                <th scope="col">{t('projects.communityAuthor')}</th>
                <th scope="col">{t('projects.communityWork')}</th>
                <th scope="col">{t('projects.communityStatus')}</th>
              </tr>
            </thead>
            <tbody>
              {data.community.map((s) => (
                <tr key={s.id}>
                  <td>
                    <a href={`/${prefix}/project/${s.projectId}`}>{s.projectName}</a>
                  </td>
                  <td>
                    <a href={`/${prefix}/user/${s.userId}`}>{s.userName}</a>
                  </td>
                  <td>
                    {s.repositoryUrl ? (
                      <a href={s.repositoryUrl} rel="noopener noreferrer">
                        {s.repositoryUrl}
                      </a>
                    ) : (
                      t('projects.zip')
                    )}
                  </td>
                  <td>
                    {t(`learning:project.status.${s.status}`)}{' '}
                    <time dateTime={s.createdAt}>{formatMoment(s.createdAt, i18n.language)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>{t('projects.communityEmpty')}</p>
        )
      ) : data.projects.length ? (
        <ul className="project-cards" role="list">
          {data.projects.map((p) => (
            <li key={p.id} className="card">
              <h2>
                <a href={`/${prefix}/project/${p.id}`}>{p.name}</a>
              </h2>
              <ul className="tag-list" role="list">
                <li className="tag">{t(`learning:project.complexities.${p.complexity}`)}</li>
                <li className="tag">{p.isFree ? t('projects.free') : t('projects.pro')}</li>
                {p.isPrivate ? <li className="tag">{t('projects.private')}</li> : null}
                {p.technologies.map((tech) => (
                  <li key={tech} className="tag tag--muted">
                    {tech}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('projects.empty')}</p>
      )}
    </article>
  )
}
