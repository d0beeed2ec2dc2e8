import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { RichText } from '~/app/rich-text/RichText'
import { Notice } from '~/app/ui/forms'
import { POLL_INTERVAL_MS } from '../../constants'
import { CompetitionBanner } from '../../exercises/ui/CompetitionBanner'
import type { SubmissionPageData } from '../../exercises/workspace-types'
import { formatDateTime } from '../../ui/format'
import { StatusDetails } from './StatusDetails'

/** One submission: verdict and tests, the code, and the author's private/public switch. No JavaScript. */
export function SubmissionView({ page }: { page: SubmissionPageData }) {
  const { t, i18n } = useTranslation('exercise')
  const other = page.visibility === 'public' ? 'private' : 'public'
  return (
    <article className="page submission-page">
      {page.competition ? (
        <CompetitionBanner
          title={page.competition.title}
          letter={page.competition.letter}
          href={page.competition.href}
        />
      ) : null}
      <p>
        <a href={page.backHref}>{t('submission.back')}</a>
      </p>
      <h1>{t('submission.title', { id: page.id })}</h1>
      <p className="lead">
        <a href={page.exerciseHref}>{page.exerciseTitle}</a>
      </p>
      <dl className="exercise-facts">
        <div>
          <dt>{t('submission.author')}</dt>
          <dd>{page.authorName}</dd>
        </div>
        <div>
          <dt>{t('submission.language')}</dt>
          <dd>{page.languageLabel}</dd>
        </div>
        <div>
          <dt>{t('submission.date')}</dt>
          <dd>
            <time dateTime={page.createdAt}>{formatDateTime(page.createdAt, i18n.language)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('submission.visibility')}</dt>
          <dd>{t(`submission.${page.visibility}`)}</dd>
        </div>
      </dl>
      <section className="card" aria-labelledby="verdict-title">
        <h2 id="verdict-title">{t('submission.result')}</h2>
        {page.inQueue ? (
          <Notice tone="info">{t('submission.refreshing', { seconds: POLL_INTERVAL_MS / 1000 })}</Notice>
        ) : null}
        <StatusDetails
          detail={page.detail}
          nextHref={page.nextHref}
          failedTestHref={page.failedTestHref}
          retryHref={page.retryHref}
          own={page.isOwner}
          headingLevel={3}
        />
      </section>
      {page.isOwner && page.canToggleVisibility === false ? (
        <p className="field-hint">{t('competition.hiddenWhileRunning')}</p>
      ) : null}
      {page.isOwner && page.canToggleVisibility !== false ? (
        <Form method="post" className="visibility-form">
          <input type="hidden" name="visibility" value={other} />
          {page.returnTo ? <input type="hidden" name="return_to" value={page.returnTo} /> : null}
          <p className="field-hint">{t(`submission.${page.visibility}Hint`)}</p>
          <button type="submit" className="button button--ghost">
            {t(other === 'public' ? 'submission.makePublic' : 'submission.makePrivate')}
          </button>
        </Form>
      ) : null}
      <section aria-labelledby="code-title">
        <h2 id="code-title">{t('submission.code')}</h2>
        <RichText html={page.codeHtml} className="submission-code" />
      </section>
      {page.staffLog ? (
        <details className="card staff-log">
          <summary>{t('submission.staffLog')}</summary>
          <pre>{page.staffLog}</pre>
        </details>
      ) : null}
    </article>
  )
}
