import { useTranslation } from 'react-i18next'
import { Field, SelectField, TextAreaField } from '~/app/ui/forms'
import type { GradeView, MathGrade, ProjectGrade } from '~/modules/learning/index'
import { RUBRICS } from '~/modules/learning/ui'

// The staff review form's fields: a score and a comment per rubric (math) or per requirement (projects),
// filled with the current grade so a review can change one part and keep the rest.

export type ReviewReply = { values: Record<string, string>; errors: Record<string, string[]> }

export function MathReviewFields({
  grade,
  reply,
}: { grade: GradeView<MathGrade> | null; reply?: ReviewReply }) {
  const { t } = useTranslation('grading')
  const { t: tl } = useTranslation('learning')
  const current = grade?.state === 'graded' ? grade.details : null
  return (
    <>
      {RUBRICS.map((r) => (
        <fieldset key={r} className="review-criterion">
          <legend>{tl(`math.rubrics.${r}`)}</legend>
          <SelectField
            id={`f-${r}_score`}
            label={t('review.score')}
            name={`${r}_score`}
            required
            defaultValue={reply?.values[`${r}_score`] ?? String(current?.rubrics[r].score ?? '')}
            options={[
              { value: '', label: '—' },
              ...[1, 2, 3, 4].map((n) => ({ value: String(n), label: String(n) })),
            ]}
            errors={reply?.errors[`${r}_score`] ? [t('review.errors.score')] : null}
          />
          <TextAreaField
            id={`f-${r}_feedback`}
            label={t('review.feedback')}
            name={`${r}_feedback`}
            rows={3}
            required
            maxLength={1500}
            defaultValue={reply?.values[`${r}_feedback`] ?? current?.rubrics[r].feedback ?? ''}
            errors={reply?.errors[`${r}_feedback`] ? [t('review.errors.feedback')] : null}
          />
        </fieldset>
      ))}
    </>
  )
}

export function ProjectReviewFields({
  requirements,
  grade,
  reply,
}: {
  requirements: { id: number; position: number; text: string; score: number }[]
  grade: GradeView<ProjectGrade> | null
  reply?: ReviewReply
}) {
  const { t } = useTranslation('grading')
  const current = grade?.state === 'graded' ? grade.details : null
  const scored = (position: number) => current?.requirements.find((r) => r.position === position)
  return (
    <>
      {requirements.map((r) => (
        <fieldset key={r.id} className="review-criterion">
          <legend>
            {t('requirement')} {r.position}: {r.text}
          </legend>
          <Field
            label={t('review.requirementScore', { max: r.score })}
            name={`req_${r.position}_score`}
            type="number"
            min={0}
            max={r.score}
            required
            defaultValue={reply?.values[`req_${r.position}_score`] ?? String(scored(r.position)?.score ?? '')}
            errors={
              reply?.errors[`req_${r.position}_score`]
                ? [t('review.errors.requirementScore', { max: r.score })]
                : null
            }
          />
          <TextAreaField
            label={t('reason')}
            name={`req_${r.position}_reason`}
            rows={2}
            required
            maxLength={1500}
            defaultValue={reply?.values[`req_${r.position}_reason`] ?? scored(r.position)?.reason ?? ''}
            errors={reply?.errors[`req_${r.position}_reason`] ? [t('review.errors.feedback')] : null}
          />
        </fieldset>
      ))}
    </>
  )
}
