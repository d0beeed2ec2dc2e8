import { useTranslation } from 'react-i18next'
import { RichText } from '~/app/rich-text/RichText'
import { Notice } from '~/app/ui/forms'
import { ExerciseWorkspace, type ExerciseWorkspaceData } from '~/modules/judge/ui'
import type { LessonContent } from '../lessons/lessons.server'

type Programming = Extract<LessonContent, { type: 'programming' }>

const fold = (text: string) => text.trim().toLocaleLowerCase().replace(/\s+/g, ' ')
const sameTitle = (a: string, b: string) => !!b && fold(a) === fold(b)

/**
 * The lesson's programming exercise: the judge's exercise workspace (statement, samples, language, editor
 * island, submit — posting to the exercise route with return_to = this lesson). Without the workspace data
 * (never in practice) the statement and a link to the exercise page stand in.
 */
export function ProgrammingLesson({
  content,
  workspace,
  lessonTitle,
}: {
  content: Programming
  workspace: ExerciseWorkspaceData | null
  /** The lesson's h1: an exercise of the same name does not show its title again. */
  lessonTitle: string
}) {
  const { t } = useTranslation('learning')
  return (
    <section className="programming-lesson" aria-label={content.title}>
      {content.solved ? <Notice tone="success">{t('programming.solved')}</Notice> : null}
      {workspace ? (
        <ExerciseWorkspace
          {...workspace}
          headingLevel={2}
          titleShown={!sameTitle(lessonTitle, workspace.access === 'ok' ? workspace.exercise.title : '')}
        />
      ) : (
        <>
          <h2>{content.title}</h2>
          <RichText html={content.statementHtml} />
        </>
      )}
      <p className="course-note">
        {t('programming.hint')} <a href={content.exerciseUrl}>{t('programming.solve')}</a>
      </p>
    </section>
  )
}
