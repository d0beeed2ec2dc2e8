import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireContentCreator } from '~/app/kernel/auth/guards.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { now } from '~/app/kernel/runtime/clock.server'
import { RichText } from '~/app/rich-text/RichText'
import { Notice, TextAreaField } from '~/app/ui/forms'
import { GradeNote, MathRubrics, RequirementScores } from '~/modules/learning/ui'
import { setGradingFlash, takeGradingFlash } from '../flash.server'
import { type ReviewAnswer, isGradedKind, reviewAnswer, saveReview } from '../review.server'
import { MathReviewFields, ProjectReviewFields, type ReviewReply } from '../ui/ReviewFields'

// Staff: one math answer or project hand-in — the exercise, the official solution, what the student sent, the
// current grade (AI or staff) — and the form that grades it or overrides the grade (POST → redirect → GET).

export const handle: RouteHandle = {
  i18n: ['common', 'learning', 'grading'],
  meta: { title: 'grading:review.title' },
}

function target(params: LoaderFunctionArgs['params']) {
  const id = Number(params.id)
  if (!isGradedKind(params.kind) || !/^[1-9]\d{0,9}$/.test(params.id ?? ''))
    throw new Response('Not found', { status: 404 })
  return { kind: params.kind, id }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireContentCreator(request)
  const { kind, id } = target(params)
  const answer = await reviewAnswer(kind, id, requestPrefix(request))
  if (!answer) throw new Response('Not found', { status: 404 })
  const { flash, headers } = await takeGradingFlash(request)
  headers.set('Cache-Control', 'private, no-store')
  return data({ prefix: requestPrefix(request), answer, saved: flash === 'saved' }, { headers })
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireContentCreator(request)
  const { kind, id } = target(params)
  const form = await request.formData()
  const result = await saveReview(kind, id, staff.id, form, now())
  if (!result.ok && 'gone' in result) throw new Response('Not found', { status: 404 })
  if (!result.ok) {
    const values = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]))
    return data({ values, errors: result.errors } satisfies ReviewReply, { status: 422 })
  }
  const here = new URL(request.url).pathname
  return redirect(here, { status: 303, headers: { 'Set-Cookie': await setGradingFlash(here) } })
}

function Sent({ answer }: { answer: ReviewAnswer }) {
  const { t } = useTranslation('grading')
  if (answer.kind === 'math')
    return (
      <>
        <h2>{t('review.statement')}</h2>
        <RichText html={answer.statementHtml} />
        <h2>{t('review.officialSolution')}</h2>
        {answer.solutionHtml ? <RichText html={answer.solutionHtml} /> : <p>{t('review.noSolution')}</p>}
        <h2>{t('review.answer')}</h2>
        <p className="answer-text">{answer.text || t('review.noText')}</p>
        {answer.imageUrl ? (
          <p>
            <a href={answer.imageUrl}>
              <img className="answer-image" src={answer.imageUrl} alt={t('review.image')} />
            </a>
          </p>
        ) : null}
        {answer.audioUrl ? (
          <p>
            {/* biome-ignore lint/a11y/useMediaCaption: a student's own recording has no caption file */}
            <audio controls preload="none" src={answer.audioUrl} aria-label={t('review.audio')}>
              <a href={answer.audioUrl}>{t('review.audio')}</a>
            </audio>
          </p>
        ) : null}
      </>
    )
  return (
    <>
      <h2>{t('review.files')}</h2>
      {answer.repositoryUrl ? (
        <p>
          {t('review.repository')}:{' '}
          <a href={answer.repositoryUrl} rel="noopener noreferrer">
            {answer.repositoryUrl}
          </a>
        </p>
      ) : null}
      {answer.zipUrl ? (
        <p>
          <a href={answer.zipUrl} download>
            {t('review.zip')}
          </a>
        </p>
      ) : null}
      {answer.fileNames.length ? (
        <ul className="file-list">
          {answer.fileNames.map((f) => (
            <li key={f}>
              <code>{f}</code>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}

export default function GradingAnswer() {
  const { prefix, answer, saved } = useLoaderData() as {
    prefix: string
    answer: ReviewAnswer
    saved: boolean
  }
  const reply = useActionData() as ReviewReply | undefined
  const { t } = useTranslation('grading')
  const { t: tc } = useTranslation('common')
  return (
    <article className="page narrow grading-review">
      <p>
        <Link to={`/${prefix}/grading`}>{t('review.back')}</Link>
      </p>
      <h1>
        {t(`review.kind.${answer.kind}`)}: {answer.title}
      </h1>
      <p>{t('review.answerTitle', { name: answer.student })}</p>
      <Sent answer={answer} />
      <h2>{t('review.current')}</h2>
      {answer.grade?.state === 'graded' ? null : <p>{t('review.notGraded')}</p>}
      {answer.kind === 'math' && answer.grade?.state === 'graded' && answer.grade.details ? (
        <MathRubrics
          scores={{
            strategy: answer.grade.details.rubrics.strategy.score,
            accuracy: answer.grade.details.rubrics.accuracy.score,
            communication: answer.grade.details.rubrics.communication.score,
          }}
          grade={answer.grade}
        />
      ) : null}
      {answer.kind === 'project' ? <RequirementScores grade={answer.grade} titleId="current-grade" /> : null}
      <GradeNote grade={answer.grade} />
      <h2 id="review-form">{t('review.formTitle')}</h2>
      <Notice tone="success">{saved && !reply ? t('review.saved') : null}</Notice>
      <Notice tone="error" focus>
        {reply ? tc('errors.invalidData') : null}
      </Notice>
      <Form method="post" className="card" aria-labelledby="review-form">
        <p className="field-hint">{t('review.formHint')}</p>
        {answer.kind === 'math' ? (
          <MathReviewFields grade={answer.grade} reply={reply} />
        ) : (
          <ProjectReviewFields requirements={answer.requirements} grade={answer.grade} reply={reply} />
        )}
        <TextAreaField
          label={t('summary')}
          name="summary"
          rows={3}
          maxLength={2000}
          defaultValue={
            reply?.values.summary ??
            (answer.grade?.state === 'graded' ? (answer.grade.details?.summary ?? '') : '')
          }
          errors={reply?.errors.summary ? [t('review.errors.summary')] : null}
        />
        <button type="submit" className="button">
          {t('review.save')}
        </button>
      </Form>
    </article>
  )
}
