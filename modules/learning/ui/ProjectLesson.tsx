import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { RichText } from '~/app/rich-text/RichText'
import { Notice } from '~/app/ui/forms'
import type { LessonActionData } from '../lesson-actions.server'
import type { LessonContent } from '../lessons.server'
import { errorsOf, typed } from './form-errors'

type ProjectContent = Extract<LessonContent, { type: 'project' }>

/** Spec §3 project fields, requirements with order and score, and the hand-in form (GitHub link or ZIP). */
export function ProjectLesson({
  content,
  openedAt,
  data,
  sent,
}: {
  content: ProjectContent
  openedAt: string
  data: LessonActionData | undefined
  sent: boolean
}) {
  const { t, i18n } = useTranslation('learning')
  const result = data?.intent === 'project' ? data.result : undefined
  const date = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  })
  const linkErrors = errorsOf(result, 'repository_url')
  const zipErrors = errorsOf(result, 'zip')
  const missing = data?.intent === 'project' ? (data.missing ?? []) : []
  const total = content.requirements.reduce((sum, r) => sum + r.score, 0)
  return (
    <section className="project-lesson" aria-labelledby="project-title">
      <h2 id="project-title">{content.name}</h2>
      <ul className="tag-list" role="list">
        <li className="tag">{t(`project.complexities.${content.complexity}`)}</li>
        {content.technologies.map((tech) => (
          <li key={tech} className="tag tag--muted">
            {tech}
          </li>
        ))}
      </ul>
      <RichText html={content.descriptionHtml} />
      <dl className="project-facts">
        {content.implementedBy ? (
          <div>
            <dt>{t('project.implementedBy')}</dt>
            <dd>{content.implementedBy}</dd>
          </div>
        ) : null}
        {content.year ? (
          <div>
            <dt>{t('project.year')}</dt>
            <dd>{content.year}</dd>
          </div>
        ) : null}
        {content.institution ? (
          <div>
            <dt>{t('project.institution')}</dt>
            <dd>{content.institution}</dd>
          </div>
        ) : null}
        {content.link ? (
          <div>
            <dt>{t('project.link')}</dt>
            <dd>
              <a href={content.link} rel="noopener noreferrer">
                {content.link}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
      {content.obligatoryFiles.length ? (
        <>
          <h3>{t('project.obligatoryFiles')}</h3>
          <ul className="file-list">
            {content.obligatoryFiles.map((f) => (
              <li key={f}>
                <code>{f}</code>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {content.requirements.length ? (
        <>
          <h3>{t('project.requirements')}</h3>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('project.requirement')}</th>
                <th scope="col">{t('project.score')}</th>
              </tr>
            </thead>
            <tbody>
              {content.requirements.map((r, i) => (
                <tr key={r.position}>
                  <td>{i + 1}</td>
                  <td>{r.text}</td>
                  <td>{r.score}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <td />
                <th scope="row">{t('project.total')}</th>
                <td>{total}</td>
              </tr>
            </tfoot>
          </table>
        </>
      ) : null}
      <h3>{t('project.submitTitle')}</h3>
      {sent ? <Notice tone="success">{t('project.sent')}</Notice> : null}
      <Notice tone="error">
        {errorsOf(result, '')
          .map((k) => t(k))
          .join(' ')}
      </Notice>
      <Form method="post" encType="multipart/form-data" className="answer-form">
        <input type="hidden" name="intent" value="project" />
        <input type="hidden" name="opened_at" value={openedAt} />
        <div className={`field${linkErrors.length ? ' field--invalid' : ''}`}>
          <label htmlFor="project-link">{t('project.repositoryUrl')}</label>
          <input
            id="project-link"
            type="url"
            name="repository_url"
            inputMode="url"
            placeholder="https://github.com/…"
            defaultValue={typed(result, 'repository_url') ?? ''}
            aria-invalid={linkErrors.length ? true : undefined}
            aria-describedby={linkErrors.length ? 'project-link-error' : 'project-link-hint'}
          />
          <p className="field-hint" id="project-link-hint">
            {t('project.repositoryHint')}
          </p>
          {linkErrors.length ? (
            <ul className="field-errors" id="project-link-error">
              {linkErrors.map((k) => (
                <li key={k}>{t(k)}</li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className={`field${zipErrors.length ? ' field--invalid' : ''}`}>
          <label htmlFor="project-zip">{t('project.zip')}</label>
          <input
            id="project-zip"
            type="file"
            name="zip"
            accept=".zip,application/zip"
            aria-invalid={zipErrors.length ? true : undefined}
            aria-describedby={zipErrors.length ? 'project-zip-error' : 'project-zip-hint'}
          />
          <p className="field-hint" id="project-zip-hint">
            {t('project.zipHint')}
          </p>
          {zipErrors.length ? (
            <ul className="field-errors" id="project-zip-error">
              {zipErrors.map((k) => (
                <li key={k}>{t(k, { files: missing.join(', ') })}</li>
              ))}
            </ul>
          ) : null}
        </div>
        <p className="field-hint">
          {t('limits.usedToday', { used: content.usedToday, limit: content.perDay })}
        </p>
        <button type="submit" className="button">
          {t('project.submit')}
        </button>
      </Form>
      {content.submissions.length ? (
        <section id="answers" aria-labelledby="project-answers">
          <h3 id="project-answers">{t('project.submissions')}</h3>
          <ol className="submission-list" role="list">
            {content.submissions.map((s) => (
              <li key={s.id} className="card">
                <p className="submission-head">
                  <time dateTime={s.createdAt}>{date.format(new Date(s.createdAt))}</time>
                  <span className={`tag status--${s.status}`}>{t(`project.status.${s.status}`)}</span>
                  {s.score !== null ? <span>{t('project.scoreValue', { score: s.score })}</span> : null}
                </p>
                <p className="course-note">
                  {s.kind === 'github' && s.repositoryUrl ? (
                    <a href={s.repositoryUrl} rel="noopener noreferrer">
                      {s.repositoryUrl}
                    </a>
                  ) : (
                    t('project.zipSent', { size: Math.max(1, Math.round((s.zipBytes ?? 0) / 1024)) })
                  )}
                </p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </section>
  )
}
