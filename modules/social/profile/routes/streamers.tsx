import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { listStreamers } from '../streamers.server'
import { Crown } from '../ui/ProfileCard'

export const handle: RouteHandle = {
  i18n: ['common', 'profile'],
  meta: { title: 'profile:streamers.title', description: 'profile:streamers.description' },
}

/** /{lang}/streamers — community members who stream on Twitch: links only, no embeds, no pictures. */
export async function loader({ request }: LoaderFunctionArgs) {
  return { prefix: requestPrefix(request), streamers: await listStreamers() }
}

export default function Streamers() {
  const { prefix, streamers } = useLoaderData<typeof loader>()
  const { t } = useTranslation('profile')
  return (
    <article className="page narrow streamers-page">
      <h1>{t('streamers.title')}</h1>
      <p className="lead">{t('streamers.lead')}</p>
      {streamers.length === 0 ? (
        <p>{t('streamers.empty')}</p>
      ) : (
        <ul className="streamer-list" role="list">
          {streamers.map((s) => (
            <li key={s.id} className="card streamer">
              <span className="streamer-who">
                <a className={`streamer-name name--${s.color}`} href={`/${prefix}/user/${s.id}`}>
                  {s.name}
                </a>
                {s.isPro ? <Crown label={t('card.pro')} /> : null}
              </span>
              <a className="button button--ghost" href={s.url} rel="nofollow noopener ugc">
                {s.channel ? t('streamers.channel', { channel: s.channel }) : t('streamers.channelPlain')}
              </a>
            </li>
          ))}
        </ul>
      )}
    </article>
  )
}
