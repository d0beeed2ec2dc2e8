import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireContentCreator } from '~/app/kernel/auth/guards.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { Notice } from '~/app/ui/forms'
import { formatDateTime } from '../../ui/format'
import { reviewCandidates, reviewExercise, reviewFormSchema } from '../review.server'

export const handle: RouteHandle = {
  i18n: ['common', 'judge', 'practice'],
  meta: { title: 'practice:review.title', description: 'practice:review.description' },
}

/** Staff only (create_content); anyone else is sent home by the guard, as docs/product.md#judge-exercises says. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireContentCreator(request)
  const params = new URL(request.url).searchParams
  const done = Number(params.get('done'))
  const decision = params.get('decision')
  return {
    candidates: await reviewCandidates(requestLng(request)),
    done:
      Number.isInteger(done) && done > 0 && (decision === 'approve' || decision === 'keep_public')
        ? { id: done, decision }
        : null,
    prefix: requestPrefix(request),
  }
}

type ActionData = { result: SubmissionResult<string[]> }

const STATUS = { invalid: 422, not_found: 404, not_candidate: 409, forbidden: 403 } as const
const ERROR_KEY = {
  invalid: 'invalid',
  not_found: 'notFound',
  not_candidate: 'notCandidate',
  forbidden: 'forbidden',
} as const

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireContentCreator(request)
  const submission = parseWithZod(await request.formData(), { schema: reviewFormSchema })
  const fail = (reason: keyof typeof STATUS) =>
    Response.json({ result: submission.reply({ formErrors: [ERROR_KEY[reason]] }) } satisfies ActionData, {
      status: STATUS[reason],
    })
  if (submission.status !== 'success') return fail('invalid')
  const { exercise_id, decision } = submission.value
  const result = await reviewExercise(user, exercise_id, decision)
  if (!result.ok) return fail(result.reason)
  return redirect(`/${requestPrefix(request)}/exercises/review?done=${exercise_id}&decision=${decision}`)
}

export default function ExerciseReview() {
  const { candidates, done, prefix } = useLoaderData<typeof loader>()
  const data = useActionData<ActionData>()
  const { t, i18n } = useTranslation('practice')
  const errors = data?.result.error?.[''] ?? []
  return (
    <article className="page">
      <h1>{t('review.title')}</h1>
      <p className="lead">{t('review.lead')}</p>
      {done ? (
        <Notice tone="success">
          {t(done.decision === 'approve' ? 'review.approved' : 'review.keptPublic', { id: done.id })}
        </Notice>
      ) : null}
      <Notice tone="error">{errors.map((e) => t(`review.errors.${e}`)).join(' ')}</Notice>
      {candidates.length === 0 ? (
        <p className="notice notice--info">{t('review.empty')}</p>
      ) : (
        <table className="data-table practice-table">
          <thead>
            <tr>
              <th scope="col">{t('review.table.exercise')}</th>
              <th scope="col">{t('review.table.author')}</th>
              <th scope="col" className="num">
                {t('review.table.solvers')}
              </th>
              <th scope="col">{t('review.table.created')}</th>
              <th scope="col">{t('review.table.decision')}</th>
            </tr>
          </thead>
          <tbody>
            {candidates.map((c) => (
              <tr key={c.id}>
                <th scope="row">
                  <a href={`/${prefix}/exercise/${c.id}`}>
                    #{c.id} {c.title}
                  </a>
                </th>
                <td>
                  {c.author ? <a href={`/${prefix}/user/${c.author.id}`}>{c.author.name}</a> : t('noValue')}
                </td>
                <td className="num">{c.solvers}</td>
                <td>
                  <time dateTime={c.created_at}>{formatDateTime(c.created_at, i18n.language)}</time>
                </td>
                <td>
                  <Form method="post" className="practice-review-form">
                    <input type="hidden" name="exercise_id" value={c.id} />
                    <button type="submit" name="decision" value="approve" className="button">
                      {t('review.approve')}
                    </button>
                    <button
                      type="submit"
                      name="decision"
                      value="keep_public"
                      className="button button--ghost"
                    >
                      {t('review.keepPublic')}
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  )
}
