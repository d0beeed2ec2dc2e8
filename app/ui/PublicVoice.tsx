import { useRouteLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * Wraps a form whose text other people read (a feed post, a comment, a discussion). An account that awaits a
 * guardian (ADR 023) sees why it cannot post, with the way to fix it, instead of a form whose text the server
 * would refuse: nothing typed is lost. The server still refuses the post (`requirePublicVoice`).
 */
export function PublicVoice({ prefix, children }: { prefix: string; children: ReactNode }) {
  const root = useRouteLoaderData('root') as { user?: { awaitingGuardian?: boolean } | null } | undefined
  const { t } = useTranslation('common')
  if (!root?.user?.awaitingGuardian) return <>{children}</>
  return (
    <div className="notice notice--info" role="status">
      <p>{t('publicVoice.waiting')}</p>
      <a className="button" href={`/${prefix}/user/guardian`}>
        {t('publicVoice.link')}
      </a>
    </div>
  )
}
