import { useTranslation } from 'react-i18next'
import { RichText } from '~/app/rich-text/RichText'
import { CheckboxField } from '~/app/ui/forms'
import type { LessonActionData } from '../lessons/lesson-actions.server'
import type { LessonContent, LessonPageData } from '../lessons/lessons.server'
import { AnswerField, AnswerForm, SubmissionHistory } from './AnswerParts'
import { GradeNote, RequirementScores } from './GradeParts'
import { errorsOf, typed } from './form-errors'

type ProjectContent = Extract<LessonContent, { type: 'project' }>

/** Project fields (docs/product.md#learning-math-and-projects), requirements with order and score, and the hand-in form (GitHub link or ZIP). */
export function ProjectLesson({
  content,
  lesson,
  openedAt,
  data,
  sent,
  publicChoice = false,
}: {
  content: ProjectContent
  lesson: Pick<LessonPageData['lesson'], 'title' | 'url'>
  openedAt: string
  data: LessonActionData | undefined
  sent: boolean
  /** The projects hub's hand-in page: the student may show the hand-in in the community tab. */
  publicChoice?: boolean
}) {
  const { t } = useTranslation('learning')
  // The lesson's <h1> already says the title when the exercise has the same one.
  const titled = content.name !== lesson.title
  const Sub = titled ? 'h3' : 'h2'
  const result = data?.intent === 'project' ? data.result : undefined
  const missing = data?.intent === 'project' ? (data.missing ?? []) : []
  return (
    <section
      className="project-lesson"
      aria-labelledby={titled ? 'project-title' : undefined}
      aria-label={titled ? undefined : lesson.title}
    >
      {titled ? <h2 id="project-title">{content.name}</h2> : null}
      <ProjectDetails content={content} Sub={Sub} />
      <Sub>{t('project.submitTitle')}</Sub>
      <AnswerForm
        action={lesson.url}
        intent="project"
        openedAt={openedAt}
        sent={sent && !data ? t('project.sent') : null}
        errors={errorsOf(result, '').map((k) => t(k))}
        usedToday={content.usedToday}
        perDay={content.perDay}
        submit={t('project.submit')}
      >
        <AnswerField
          id="project-link"
          label={t('project.repositoryUrl')}
          hint={t('project.repositoryHint')}
          errors={errorsOf(result, 'repository_url').map((k) => t(k))}
          type="url"
          name="repository_url"
          inputMode="url"
          placeholder="https://github.com/…"
          defaultValue={typed(result, 'repository_url') ?? ''}
        />
        <AnswerField
          id="project-zip"
          label={t('project.zip')}
          hint={t('project.zipHint')}
          errors={errorsOf(result, 'zip').map((k) => t(k, { files: missing.join(', ') }))}
          type="file"
          name="zip"
          accept=".zip,application/zip"
        />
        {publicChoice ? (
          <CheckboxField name="public" label={t('workshop:projects.public')} defaultChecked={false} />
        ) : null}
      </AnswerForm>
      <SubmissionHistory
        level={Sub}
        titleId="project-answers"
        title={t('project.submissions')}
        submissions={content.submissions}
        status={(s) => t(`project.status.${s.status}`)}
        extra={(s) => (s.score !== null ? <span>{t('project.scoreValue', { score: s.score })}</span> : null)}
      >
        {(s) => (
          <>
            <p className="course-note">
              {s.kind === 'github' && s.repositoryUrl ? (
                <a href={s.repositoryUrl} rel="noopener noreferrer">
                  {s.repositoryUrl}
                </a>
              ) : (
                <ZipLink url={s.zipUrl} bytes={s.zipBytes} />
              )}
            </p>
            <RequirementScores grade={s.grade} titleId={`project-grade-${s.id}`} />
            <GradeNote grade={s.grade} />
          </>
        )}
      </SubmissionHistory>
    </section>
  )
}

/** What a project asks (fields, obligatory files, requirements with order and score): its lesson and its own page. */
export function ProjectDetails({
  content,
  Sub,
}: {
  content: Omit<ProjectContent, 'type' | 'submissions' | 'usedToday' | 'perDay'>
  Sub: 'h2' | 'h3'
}) {
  const { t } = useTranslation('learning')
  const total = content.requirements.reduce((sum, r) => sum + r.score, 0)
  return (
    <>
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
          <Sub>{t('project.obligatoryFiles')}</Sub>
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
          <Sub>{t('project.requirements')}</Sub>
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
                  <td className="requirement-text">
                    <RichText html={r.html} />
                  </td>
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
    </>
  )
}

function ZipLink({ url, bytes }: { url: string | null; bytes: number | null }) {
  const { t } = useTranslation('learning')
  const label = t('project.zipSent', { size: Math.max(1, Math.round((bytes ?? 0) / 1024)) })
  return url ? (
    <a href={url} download>
      {label}
    </a>
  ) : (
    <>{label}</>
  )
}
