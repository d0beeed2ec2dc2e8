import { useTranslation } from 'react-i18next'
import type { GradeView, MathGrade, ProjectGrade } from '../grading/grades.server'
import { RUBRICS } from '../grading/rubrics'

// How a grade reads under a math answer or a project hand-in (issue 19): who graded (the AI or a staff member,
// by name), the score and feedback per rubric or per requirement, or why the grade is still to come. Copy in
// `grading.json`; the rubric names and the status wording stay learning's.

/** "Graded by the AI" / "Graded by Ana", or the waiting state's sentence; nothing before any grader took it. */
export function GradeNote({ grade }: { grade: GradeView<unknown> | null }) {
  const { t } = useTranslation('grading')
  if (!grade) return null
  if (grade.state !== 'graded') return <p className="grade-note">{t(`state.${grade.state}`)}</p>
  return (
    <p className="grade-note grade-note--by">
      {grade.grader === 'ai'
        ? t('gradedByAi')
        : grade.gradedBy
          ? t('gradedBy', { name: grade.gradedBy })
          : t('gradedByStaff')}
    </p>
  )
}

/** The three rubrics, each "n of 4" with its feedback; the scores alone when an older row has no details. */
export function MathRubrics({
  scores,
  grade,
}: {
  scores: Record<(typeof RUBRICS)[number], number | null>
  grade: GradeView<MathGrade> | null
}) {
  const { t } = useTranslation('learning')
  const details = grade?.state === 'graded' ? grade.details : null
  return (
    <dl className="rubrics">
      {RUBRICS.map((r) => (
        <div key={r}>
          <dt>{t(`math.rubrics.${r}`)}</dt>
          <dd>{scores[r] ? t('math.rubricScore', { score: scores[r] }) : '—'}</dd>
          {details?.rubrics[r]?.feedback ? (
            <dd className="rubric-feedback">{details.rubrics[r].feedback}</dd>
          ) : null}
        </div>
      ))}
    </dl>
  )
}

/** Each requirement's points with the reason, or the obligatory files that were missing. */
export function RequirementScores({
  grade,
  titleId,
}: { grade: GradeView<ProjectGrade> | null; titleId: string }) {
  const { t } = useTranslation('grading')
  const details = grade?.state === 'graded' ? grade.details : null
  if (!details) return null
  if (details.missing.length)
    return <p className="answer-feedback">{t('missing', { files: details.missing.join(', ') })}</p>
  return (
    <>
      <table className="data-table requirement-scores" aria-labelledby={titleId}>
        <caption id={titleId}>{t('requirementScores')}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('points')}</th>
            <th scope="col">{t('reason')}</th>
          </tr>
        </thead>
        <tbody>
          {details.requirements.map((r) => (
            <tr key={r.position}>
              <td>{r.position}</td>
              <td>{t('scoreOf', { score: r.score, max: r.max })}</td>
              <td className="requirement-text">{r.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {details.summary ? <p className="answer-feedback">{details.summary}</p> : null}
    </>
  )
}
