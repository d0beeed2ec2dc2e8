import {
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  data,
  redirect,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { loginRedirect, optionalUser } from '~/app/kernel/auth/guards.server'
import type { SessionUser } from '~/app/kernel/auth/policy'
import { RULES, hit } from '~/app/kernel/auth/rate-limit.server'
import type { Prefix } from '~/app/kernel/i18n/locale'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { uploadBody } from '~/app/kernel/requests/limits'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import {
  MiB,
  type UploadForm,
  isBodyTooLarge,
  isNotAForm,
  readUploadForm,
} from '~/app/kernel/requests/upload-form.server'
import { Pager } from '~/app/ui/Pager'
import { Notice } from '~/app/ui/forms'
import { FEEDBACK_STATUSES, type FeedbackStatus } from '~/db/schema-social'
import {
  type FeedbackFormErrors,
  type FeedbackFormValues,
  type ReviewFormErrors,
  type ReviewFormValues,
  blankFeedbackValues,
  feedbackIdOf,
  feedbackValues,
  parseFeedbackForm,
  parseReviewForm,
  statusFilterOf,
} from '../feedback-form.server'
import {
  type FeedbackDetail,
  type FeedbackSummary,
  feedbackFor,
  isFeedbackStaff,
  listFeedbacks,
  markFeedbackOpened,
  reviewFeedback,
} from '../feedbacks.server'
import { type FeedbacksFlash, setFeedbacksFlash, takeFeedbacksFlash } from '../flash.server'
import { FEEDBACK_IMAGE_MAX, prepareFeedbackImage } from '../image.server'
import { createFeedback } from '../submit.server'
import { FeedbackForm } from '../ui/FeedbackForm'
import { FeedbackList, StatusFilter } from '../ui/FeedbackList'
import { FeedbackView } from '../ui/FeedbackView'

export const handle: RouteHandle = {
  maxBody: uploadBody(5),
  i18n: ['common', 'feedbacks'],
  meta: { title: 'feedbacks:title', description: 'feedbacks:description' },
}

export interface FeedbacksPageData {
  prefix: Prefix
  viewerId: number
  /** Moderators and admins: every feedback, a status filter and the review form. */
  staff: boolean
  status: FeedbackStatus | null
  list: { items: FeedbackSummary[]; page: number; pages: number } | null
  feedback: FeedbackDetail | null
  flash: FeedbacksFlash | null
}

export type FeedbacksReply =
  | { intent: 'create'; values: FeedbackFormValues; errors: FeedbackFormErrors }
  | { intent: 'review'; feedbackId: number | null; values: ReviewFormValues; errors: ReviewFormErrors }

/** The page reads private feedbacks and writes a read receipt: no cache may keep or share it. */
const PRIVATE = { 'Cache-Control': 'private, no-store' }

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers(loaderHeaders)
  const retryAfter = actionHeaders.get('Retry-After')
  if (retryAfter) headers.set('Retry-After', retryAfter)
  return headers
}

const notFound = () => new Response('Not Found', { status: 404 })

/**
 * /{lang}/feedbacks — send a feedback and follow your own; staff see them all. `?feedback=:id` opens one
 * (its author's or staff's only; anyone else gets 404). Like the notifications page, opening is a read
 * receipt written after reading (markFeedbackOpened): the one documented exception to "loaders never write".
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await optionalUser(request)
  if (!user) throw loginRedirect(request)
  const url = new URL(request.url)
  const staff = isFeedbackStaff(user)
  const param = url.searchParams.get('feedback')
  let feedback: FeedbackDetail | null = null
  if (param !== null) {
    const id = feedbackIdOf(param)
    feedback = id ? await feedbackFor(user, id) : null
    if (!feedback) throw notFound()
  }
  const status = staff ? statusFilterOf(url.searchParams.get('status')) : null
  const page = Number(url.searchParams.get('page') ?? 1)
  const list = feedback ? null : await listFeedbacks(staff ? { status, page } : { authorId: user.id, page })
  const { flash, headers } = await takeFeedbacksFlash(request)
  for (const [key, value] of Object.entries(PRIVATE)) headers.set(key, value)
  if (feedback) await markFeedbackOpened(user, feedback)
  const body: FeedbacksPageData = {
    prefix: requestPrefix(request),
    viewerId: user.id,
    staff,
    status,
    list,
    feedback,
    flash,
  }
  return data(body, { headers })
}

const replyWith = (reply: FeedbacksReply, status: number, extra: Record<string, string> = {}) =>
  Response.json(reply, { status, headers: { ...PRIVATE, ...extra } })

export async function action({ request }: ActionFunctionArgs) {
  const user = await optionalUser(request)
  if (!user) throw loginRedirect(request)
  let form: UploadForm
  try {
    form = await readUploadForm(request, { image: FEEDBACK_IMAGE_MAX }, FEEDBACK_IMAGE_MAX + MiB)
  } catch (error) {
    if (isBodyTooLarge(error))
      return replyWith(
        { intent: 'create', values: blankFeedbackValues(), errors: { image: ['imageTooLarge'] } },
        413,
      )
    if (isNotAForm(error)) throw new Response('Unsupported Media Type', { status: 415 })
    throw error
  }
  const intent = form.formData.get('intent')
  if (intent === 'review') return review(request, user, form.formData)
  if (intent !== 'create') throw new Response('Bad Request', { status: 400 })
  return create(request, user, form)
}

async function create(request: Request, user: SessionUser, form: UploadForm) {
  const values = feedbackValues(form.formData)
  const limit = hit(RULES.social, String(user.id))
  if (!limit.ok)
    return replyWith({ intent: 'create', values, errors: { form: ['tooManyRequests'] } }, 429, {
      'Retry-After': String(limit.retryAfterSeconds),
    })
  const parsed = parseFeedbackForm(form.formData)
  const errors: FeedbackFormErrors = parsed.ok ? {} : { ...parsed.errors }
  let image = null
  if (form.tooLarge.includes('image')) errors.image = ['imageTooLarge']
  else if (form.files.image) {
    const prepared = await prepareFeedbackImage(form.files.image.bytes)
    if (prepared.ok) image = prepared
    else errors.image = ['imageType']
  }
  if (!parsed.ok || errors.image) return replyWith({ intent: 'create', values, errors }, 422)
  const id = await createFeedback({ userId: user.id, ...parsed.input }, image)
  const base = `/${requestPrefix(request)}/feedbacks`
  return redirect(`${base}?feedback=${id}`, {
    headers: { 'Set-Cookie': await setFeedbacksFlash(base, 'sent') },
  })
}

async function review(request: Request, user: SessionUser, formData: FormData) {
  const feedbackId = feedbackIdOf(formData.get('feedback'))
  const parsed = parseReviewForm(formData)
  if (!isFeedbackStaff(user))
    return replyWith(
      { intent: 'review', feedbackId, values: parsed.values, errors: { form: ['noAccess'] } },
      403,
    )
  if (!feedbackId) throw notFound()
  if (!parsed.ok)
    return replyWith({ intent: 'review', feedbackId, values: parsed.values, errors: parsed.errors }, 422)
  if (!(await reviewFeedback(feedbackId, user.id, parsed.input))) throw notFound()
  const base = `/${requestPrefix(request)}/feedbacks`
  return redirect(`${base}?feedback=${feedbackId}`, {
    headers: { 'Set-Cookie': await setFeedbacksFlash(base, 'reviewed') },
  })
}

export default function Feedbacks() {
  const page = useLoaderData() as FeedbacksPageData
  const reply = useActionData<FeedbacksReply>()
  const { t } = useTranslation(['feedbacks', 'common'])
  const refused = reply?.errors.form?.includes('noAccess')
  const base = `/${page.prefix}/feedbacks`
  const send = (
    <section className="card feedback-send" aria-labelledby="feedback-send-title">
      <h2 id="feedback-send-title">{t('form.title')}</h2>
      <FeedbackForm
        values={reply?.intent === 'create' ? reply.values : BLANK}
        errors={reply?.intent === 'create' ? reply.errors : {}}
      />
    </section>
  )
  return (
    <article className="page feedbacks-page">
      <h1>{t('title')}</h1>
      {page.flash ? <Notice tone="success">{t(`flash.${page.flash}`)}</Notice> : null}
      {refused ? <Notice tone="error">{t('common:errors.noAccess.message')}</Notice> : null}
      {page.feedback ? (
        <>
          <p className="feedbacks-back">
            <a href={base}>{t('view.back')}</a>
          </p>
          <FeedbackView
            feedback={page.feedback}
            prefix={page.prefix}
            staff={page.staff}
            viewerId={page.viewerId}
            reply={reply?.intent === 'review' && reply.feedbackId === page.feedback.id ? reply : undefined}
          />
        </>
      ) : (
        <>
          <p className="lead">{t('lead')}</p>
          {/* Staff come here to handle feedbacks: their list comes first. */}
          {page.staff ? null : send}
          <section className="feedbacks-index" aria-labelledby="feedbacks-list-title">
            <h2 id="feedbacks-list-title">{t(page.staff ? 'list.allTitle' : 'list.mineTitle')}</h2>
            {page.staff ? <StatusFilter status={page.status} statuses={FEEDBACK_STATUSES} /> : null}
            <FeedbackList items={page.list?.items ?? []} prefix={page.prefix} showAuthor={page.staff} />
            {page.list ? (
              <Pager page={page.list.page} pages={page.list.pages} label={t('pager.label')} />
            ) : null}
          </section>
          {page.staff ? send : null}
        </>
      )}
    </article>
  )
}

const BLANK: FeedbackFormValues = { title: '', text: '', type: 'bug' }
