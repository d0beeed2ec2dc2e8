import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RichText } from '~/app/rich-text/RichText'
import { FeatureLink } from '~/app/ui/FeatureLink'
import { Notice } from '~/app/ui/forms'
import type {
  ExerciseWorkspaceData,
  WorkspaceExercise,
  WorkspaceFormError,
  WorkspaceLanguage,
} from '../workspace-types'
import { CompetitionBanner } from './CompetitionBanner'
import { SolutionForm } from './SolutionForm'

/** True after hydration: controls that need JavaScript (copy buttons) render only then. */
function useHydrated() {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('exercise')
  const [copied, setCopied] = useState(false)
  return (
    <button
      type="button"
      className="button button--ghost copy-button"
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => {
          setCopied(true)
          setTimeout(() => setCopied(false), 2000)
        })
      }}
    >
      {copied ? t('samples.copied') : label}
    </button>
  )
}

function Samples({
  samples,
  heading: Heading,
}: { samples: WorkspaceExercise['samples']; heading: 'h2' | 'h3' }) {
  const { t } = useTranslation('exercise')
  const hydrated = useHydrated()
  return (
    <section className="samples" aria-labelledby="samples-title" data-tour="samples">
      <Heading id="samples-title">{t('samples.title')}</Heading>
      {samples.map((sample, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: samples have no id and never reorder on the page
        <div className="sample" key={index}>
          {(['input', 'output'] as const).map((part) => (
            <figure key={part} data-part={part}>
              <figcaption>
                {t(`samples.${part}`, { n: index + 1 })}
                {hydrated ? (
                  <CopyButton
                    text={sample[part]}
                    label={t(`samples.copy${part === 'input' ? 'Input' : 'Output'}`)}
                  />
                ) : null}
              </figcaption>
              <pre>
                <samp>{sample[part]}</samp>
              </pre>
            </figure>
          ))}
        </div>
      ))}
    </section>
  )
}

function Facts({
  exercise,
  languages,
  prefix,
}: { exercise: WorkspaceExercise; languages: WorkspaceLanguage[]; prefix: string }) {
  const { t, i18n } = useTranslation('exercise')
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 })
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' })
  return (
    <dl className="exercise-facts" data-tour="facts">
      <div>
        <dt>{t('facts.timeLimit')}</dt>
        <dd>{t('facts.seconds', { value: number.format(exercise.timeLimitS) })}</dd>
      </div>
      <div>
        <dt>{t('facts.memoryLimit')}</dt>
        <dd>{t('facts.mib', { value: number.format(exercise.memoryLimitMib) })}</dd>
      </div>
      <div>
        <dt>{t('facts.difficulty')}</dt>
        <dd>{t(`judge:difficulties.${exercise.difficulty}`)}</dd>
      </div>
      {exercise.stats ? (
        <>
          <div>
            <dt>{t('facts.solvers')}</dt>
            <dd>{t('facts.solversValue', { count: exercise.stats.solvers })}</dd>
          </div>
          <div>
            <dt>{t('facts.acceptance')}</dt>
            <dd className="acceptance-rate">
              {exercise.stats.judged === 0
                ? t('facts.acceptanceNone')
                : t('facts.acceptanceValue', {
                    rate: percent.format(exercise.stats.accepted / exercise.stats.judged),
                    accepted: exercise.stats.accepted,
                    count: exercise.stats.judged,
                  })}
            </dd>
          </div>
        </>
      ) : null}
      {exercise.subjects.length > 0 ? (
        <div>
          <dt>{t('facts.subjects')}</dt>
          <dd>
            <ul className="tag-list">
              {exercise.subjects.map((s) => (
                <li key={s.slug}>
                  <a className="tag" href={`/${prefix}/subject/${s.slug}`}>
                    {s.title}
                  </a>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
      {exercise.sources.length > 0 ? (
        <div>
          <dt>{t('facts.sources')}</dt>
          <dd>
            <ul role="list">
              {exercise.sources.map((s) => (
                <li key={s.slug}>
                  <a href={`/${prefix}/source/${s.slug}`}>{s.title}</a>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{t('facts.languages')}</dt>
        <dd>
          {/* The versions this host's toolchains report (Debian's packages), not the ones other judges list. */}
          <ul className="tag-list">
            {languages
              .filter((l) => l.available)
              .map((l) => (
                <li key={l.id} className="tag">
                  {l.label}
                </li>
              ))}
          </ul>
          <a href={`/${prefix}/judge/languages`}>{t('facts.languagesNote')}</a>
        </dd>
      </div>
      {exercise.originalAuthor ? (
        <div>
          <dt>{t('facts.originalAuthor')}</dt>
          <dd>{exercise.originalAuthor}</dd>
        </div>
      ) : null}
    </dl>
  )
}

export type ExerciseWorkspaceProps = ExerciseWorkspaceData & {
  /** What the form post answered when it re-renders the page (422, 429, 403). */
  result?: WorkspaceFormError | null
  /** h1 on the exercise page; h2 inside a lesson, under the lesson's own title. */
  headingLevel?: 1 | 2
  /**
   * The page's own title already says it (a lesson named after its exercise): the heading stays for screen
   * readers and the outline, but is not shown twice (issue 16).
   */
  titleShown?: boolean
  /** The page does not hydrate: the framework-free island enhances the form (SolutionForm, ADR 031). */
  island?: boolean
}

/**
 * The exercise page's body: statement, samples, limits and the solution form. The exercise route and the
 * programming lessons render this same component with `loadExerciseWorkspace`'s data.
 */
export function ExerciseWorkspace(props: ExerciseWorkspaceProps) {
  const { t } = useTranslation('exercise')
  const Title = props.headingLevel === 2 ? 'h2' : 'h1'
  const Sub = props.headingLevel === 2 ? 'h3' : 'h2'
  if (props.access === 'not_found') {
    return <Notice tone="error">{t('judge:errors.notFound')}</Notice>
  }
  if (props.access === 'pro_needed') {
    return (
      <section className="exercise exercise--locked">
        <Title>{props.title}</Title>
        <Notice tone="warning">
          <strong>{t('judge:errors.proNeeded.title')}. </strong>
          {t('judge:errors.proNeeded.message')}{' '}
          <FeatureLink feature="pro" prefix={props.prefix}>
            {t('form.subscribe')}
          </FeatureLink>
          {props.loggedIn ? null : (
            <>
              {' · '}
              <a href={props.loginHref}>{t('form.login')}</a>
            </>
          )}
        </Notice>
      </section>
    )
  }
  const { exercise, viewer, result, competition } = props
  return (
    <section className="exercise" aria-labelledby={`exercise-${exercise.id}-title`}>
      {competition ? (
        <CompetitionBanner
          title={competition.title}
          letter={competition.letter}
          href={competition.href}
          endsAt={competition.endsAt}
          ended={competition.ended}
        />
      ) : null}
      <header className="exercise-header">
        <Title
          id={`exercise-${exercise.id}-title`}
          className={props.titleShown === false ? 'visually-hidden' : undefined}
        >
          {exercise.title}
        </Title>
        <ul className="tag-list" aria-label={t('facts.about')}>
          <li className={`tag difficulty difficulty--${exercise.difficulty}`}>
            {t(`judge:difficulties.${exercise.difficulty}`)}
          </li>
          {viewer.solved ? <li className="tag tag--solved">{t('facts.solved')}</li> : null}
          {exercise.isFree ? null : <li className="tag tag--pro">PRO</li>}
          {/* In a competition the exercise is the competition's: its own visibility is beside the point. */}
          {exercise.visibility === 'private' && !competition ? (
            <li className="tag">{t('facts.private')}</li>
          ) : null}
        </ul>
        {/* Phones: the statement is long and the editor comes after it (CSS shows this at narrow widths). */}
        <a className="jump-to-editor" href="#solution">
          {t('editor.jumpTo')}
        </a>
      </header>
      <div className="exercise-layout">
        <div className="exercise-statement" data-tour="statement">
          <RichText html={exercise.statementHtml} />
          <Samples samples={exercise.samples} heading={Sub} />
          <Facts exercise={exercise} languages={props.languages} prefix={props.prefix} />
        </div>
        <section
          className="exercise-solution"
          id="solution"
          data-tour="solution"
          aria-labelledby={`solution-${exercise.id}-title`}
        >
          <Sub id={`solution-${exercise.id}-title`}>{t('form.title')}</Sub>
          {competition?.mode === 'practice' ? <Notice tone="info">{t('competition.practice')}</Notice> : null}
          {competition?.mode === 'closed' ? (
            <Notice tone="info">{t('competition.closed')}</Notice>
          ) : (
            <SolutionForm data={props} result={result} island={props.island} />
          )}
        </section>
      </div>
    </section>
  )
}
