import { useTranslation } from 'react-i18next'
import { RichText } from '~/app/rich-text/RichText'
import { TextAreaField } from '~/app/ui/forms'
import type { LessonActionData } from '../lessons/lesson-actions.server'
import type { LessonContent, LessonPageData } from '../lessons/lessons.server'
import { AnswerField, AnswerForm, SubmissionHistory } from './AnswerParts'
import { GradeNote, MathRubrics } from './GradeParts'
import { errorsOf, typed } from './form-errors'

type MathContent = Extract<LessonContent, { type: 'math' }>

/** Statement, the answer form (text / image / audio) and the student's answers with the three rubrics. */
export function MathLesson({
  content,
  lesson,
  openedAt,
  data,
  sent,
}: {
  content: MathContent
  lesson: Pick<LessonPageData['lesson'], 'title' | 'url'>
  openedAt: string
  data: LessonActionData | undefined
  sent: boolean
}) {
  const { t } = useTranslation('learning')
  // The lesson's <h1> already says the title when the exercise has the same one.
  const titled = content.title !== lesson.title
  const Sub = titled ? 'h3' : 'h2'
  const result = data?.intent === 'math' ? data.result : undefined
  const errors = (name: string) => errorsOf(result, name).map((k) => t(k))
  return (
    <section
      className="math-lesson"
      aria-labelledby={titled ? 'math-title' : undefined}
      aria-label={titled ? undefined : lesson.title}
    >
      {titled ? <h2 id="math-title">{content.title}</h2> : null}
      <ul className="tag-list" role="list">
        <li className="tag">{t(`difficulties.${content.difficulty}`)}</li>
        <li className="tag tag--muted">{t(`math.kinds.${content.kind}`)}</li>
      </ul>
      <RichText html={content.statementHtml} />
      <Sub>{t('math.yourAnswer')}</Sub>
      <AnswerForm
        action={lesson.url}
        intent="math"
        openedAt={openedAt}
        sent={sent && !data ? t('math.sent') : null}
        errors={errors('')}
        usedToday={content.usedToday}
        perDay={content.perDay}
        submit={t('math.submit')}
      >
        <p className="field-hint">{t('math.hint')}</p>
        <TextAreaField
          id="math-text_answer"
          label={t('math.text')}
          name="text_answer"
          rows={6}
          defaultValue={typed(result, 'text_answer') ?? ''}
          errors={errors('text_answer')}
        />
        <AnswerField
          id="math-image"
          label={t('math.image')}
          hint={t('math.imageHint')}
          errors={errors('image')}
          type="file"
          name="image"
          accept="image/png,image/jpeg"
        />
        <AnswerField
          id="math-audio"
          label={t('math.audio')}
          hint={t('math.audioHint')}
          errors={errors('audio')}
          type="file"
          name="audio"
          accept="audio/ogg,audio/mpeg,audio/webm,audio/mp4,.m4a"
        />
      </AnswerForm>
      <SubmissionHistory
        level={Sub}
        titleId="math-answers"
        title={t('math.answers')}
        submissions={content.submissions}
        status={(s) => t(`math.status.${s.status}`)}
      >
        {(s) => (
          <>
            {s.text ? <p className="answer-text">{s.text}</p> : null}
            {s.imageUrl ? (
              <p>
                <a href={s.imageUrl}>
                  <img className="answer-image" src={s.imageUrl} alt={t('math.image')} loading="lazy" />
                </a>
              </p>
            ) : null}
            {s.audioUrl ? (
              <p>
                {/* biome-ignore lint/a11y/useMediaCaption: a student's own recording has no caption file */}
                <audio controls preload="none" src={s.audioUrl} aria-label={t('math.audio')}>
                  <a href={s.audioUrl}>{t('math.audioAttached')}</a>
                </audio>
              </p>
            ) : null}
            {s.rubrics ? <MathRubrics scores={s.rubrics} grade={s.grade} /> : null}
            {s.feedback ? <p className="answer-feedback">{s.feedback}</p> : null}
            <GradeNote grade={s.grade} />
          </>
        )}
      </SubmissionHistory>
    </section>
  )
}
