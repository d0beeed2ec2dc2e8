import { type SubmissionResult, getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { recordBirthdate } from '~/app/kernel/auth/age.server'
import { requireUser } from '~/app/kernel/auth/guards.server'
import { RULES, hit } from '~/app/kernel/auth/rate-limit.server'
import { sessionIdOf } from '~/app/kernel/auth/session.server'
import { type RouteHandle, passRetryAfter } from '~/app/kernel/requests/handle'
import { uploadBody } from '~/app/kernel/requests/limits'
import { clientIp, requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import {
  type UploadForm,
  isBodyTooLarge,
  isNotAForm,
  readUploadForm,
} from '~/app/kernel/requests/upload-form.server'
import { Field, Notice } from '~/app/ui/forms'
import { subscriptionCard } from '~/modules/billing'
import {
  type EditIntent,
  PICTURE_MAX_BYTES,
  handleProfileEdit,
  isEditIntent,
  profileEditData,
  setProfileNotice,
  takeProfileNotice,
} from '~/modules/social'
import { changePassword } from '../accounts.server'
import { PrivacyCard } from '../privacy/ui/PrivacyCard'
import { changePasswordSchema } from '../schemas'
import { NewPasswordFields, inputProps, useErrorText } from '../ui/AuthForms'
import { ExternalResults, Jobs } from '../ui/ExternalActivities'
import { BasicInfoForm, PictureForms } from '../ui/ProfileBasics'
import { InstitutionForms, PreferencesForm, ProCard, SocialLinkForms } from '../ui/ProfileSettings'

export const handle: RouteHandle = {
  maxBody: uploadBody(5),
  i18n: ['common', 'account', 'profile', 'rankings', 'subscription', 'privacy', 'age'],
  meta: { title: 'account:edit.title', description: 'account:edit.description' },
}

export const headers = passRetryAfter

async function pageData(request: Request) {
  const user = await requireUser(request)
  const saved = new URL(request.url).searchParams.get('saved')
  const { flash, headers } = await takeProfileNotice(request)
  const body = {
    prefix: requestPrefix(request),
    userId: user.id,
    saved: saved === 'basic' || saved === 'password' ? saved : null,
    notice: flash,
    profile: await profileEditData(user.id),
    lng: requestLng(request),
    subscription: await subscriptionCard(user.id),
  }
  return { body, headers }
}
type LoaderData = Awaited<ReturnType<typeof pageData>>['body']

export async function loader({ request }: LoaderFunctionArgs) {
  const { body, headers } = await pageData(request)
  return data(body, { headers })
}

type ActionData = { intent: EditIntent | 'password'; result: SubmissionResult<string[]> }

const reply = (body: ActionData, status: number, headers?: HeadersInit) =>
  Response.json(body, { status, headers })

/** Profile edit (docs/product.md#social-profiles): each form posts its own `intent`; a refused one comes back with what was typed. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const base = `/${requestPrefix(request)}/user/edit`
  let form: UploadForm
  try {
    // A picture of 5 MiB and the form's few text fields.
    form = await readUploadForm(request, { picture: PICTURE_MAX_BYTES }, PICTURE_MAX_BYTES + 256 * 1024)
  } catch (error) {
    if (isBodyTooLarge(error)) {
      const result = {
        status: 'error' as const,
        error: { picture: ['profile:edit.errors.picture_tooLarge'] },
      }
      return reply({ intent: 'picture', result }, 413)
    }
    if (isNotAForm(error)) throw new Response('Unsupported Media Type', { status: 415 })
    throw error
  }
  const intent = form.formData.get('intent')
  if (intent === 'password') return changePasswordAction(user.id, form.formData, request, context, base)
  if (!isEditIntent(intent)) throw new Response('Bad Request', { status: 400 })
  const text = (name: string) => String(form.formData.get(name) ?? '').trim()
  // The profile's text is public: it waits for the guardian like posts do (ADR 023); what was typed stays.
  if (intent === 'basic' && user.awaitingGuardian && text('biography')) {
    const initialValue = Object.fromEntries(
      [...form.formData].filter((e): e is [string, string] => typeof e[1] === 'string'),
    )
    return reply(
      { intent, result: { status: 'error', initialValue, error: { biography: ['age:errors.biography'] } } },
      403,
    )
  }
  const outcome = await handleProfileEdit(user.id, intent, form)
  if (!outcome.ok) {
    const retry = outcome.retryAfter ? { 'Retry-After': String(outcome.retryAfter) } : undefined
    return reply({ intent: outcome.intent, result: outcome.result }, outcome.status, retry)
  }
  // The basic form's confirmation keeps its original address (?saved=basic); the others use the flash.
  if (intent === 'basic') {
    // The age rules apply to a birth date saved here as at registration (under 14 → a guardian's confirmation).
    await recordBirthdate(user.id, text('birthdate') || null)
    return redirect(`${base}?saved=basic`)
  }
  return redirect(base, { headers: { 'Set-Cookie': await setProfileNotice(base, outcome.notice) } })
}

async function changePasswordAction(
  userId: number,
  formData: FormData,
  request: Request,
  context: ActionFunctionArgs['context'],
  base: string,
) {
  const submission = parseWithZod(formData, { schema: changePasswordSchema })
  const hide = { hideFields: ['currentPassword', 'newPassword', 'confirmPassword'] }
  const limit = hit(RULES.auth, clientIp(context))
  if (!limit.ok) {
    return reply(
      { intent: 'password', result: submission.reply({ formErrors: ['errors.tooManyRequests'], ...hide }) },
      429,
      { 'Retry-After': String(limit.retryAfterSeconds) },
    )
  }
  if (submission.status !== 'success')
    return reply({ intent: 'password', result: submission.reply(hide) }, 422)
  const { currentPassword, newPassword } = submission.value
  const result = await changePassword(userId, currentPassword, newPassword, await sessionIdOf(request))
  if (!result.ok && result.reason === 'weak_password') {
    const fieldErrors = { newPassword: [result.error] }
    return reply({ intent: 'password', result: submission.reply({ fieldErrors, ...hide }) }, 422)
  }
  if (!result.ok) {
    const fieldErrors = { currentPassword: ['errors.wrongCurrentPassword'] }
    return reply({ intent: 'password', result: submission.reply({ fieldErrors, ...hide }) }, 400)
  }
  return redirect(`${base}?saved=password`)
}

export default function UserEdit() {
  const {
    prefix,
    userId,
    saved: savedParam,
    notice,
    profile,
    lng,
    subscription,
  } = useLoaderData() as LoaderData
  const actionData = useActionData<ActionData>()
  // A form refused after a save posts to the ?saved= address too: its answer replaces the old notice.
  const saved = actionData ? null : savedParam
  const { t } = useTranslation('account')
  const { t: tp } = useTranslation('profile')
  const last = (intent: ActionData['intent']) => (actionData?.intent === intent ? actionData.result : null)
  const removeError = (intent: EditIntent) => last(intent)?.error?.[''] ?? undefined
  const noticeFor = (...names: string[]) =>
    notice && names.includes(notice) ? <Notice tone="success">{tp(`edit.notices.${notice}`)}</Notice> : null
  return (
    <article className="page narrow profile-edit">
      <h1>{t('edit.title')}</h1>
      <p>
        <a href={`/${prefix}/user/${userId}`}>{tp('edit.viewProfile')}</a>
      </p>
      <section className="card" aria-labelledby="basic-title">
        <h2 id="basic-title">{t('edit.basicTitle')}</h2>
        {saved === 'basic' ? <Notice tone="success">{t('edit.basicSaved')}</Notice> : null}
        {noticeFor('pictureSaved', 'pictureRemoved')}
        <PictureForms profile={profile} lastResult={last('picture')} />
        <BasicInfoForm profile={profile} lastResult={last('basic')} />
      </section>
      <PasswordSection saved={saved === 'password'} lastResult={last('password')} />
      <PrivacyCard prefix={prefix} />
      <section className="card" aria-labelledby="external-title">
        <h2 id="external-title">{tp('edit.external.title')}</h2>
        <p className="field-hint">{tp('edit.external.lead')}</p>
        {noticeFor('resultAdded', 'resultRemoved', 'jobAdded', 'jobRemoved')}
        <ExternalResults
          profile={profile}
          lastResult={last('result')}
          removeError={removeError('removeResult')}
        />
        <Jobs profile={profile} lastResult={last('job')} removeError={removeError('removeJob')} />
      </section>
      <section className="card" aria-labelledby="institution-title">
        <h2 id="institution-title">{tp('edit.institution.title')}</h2>
        {noticeFor('institutionSaved', 'institutionCreated')}
        <InstitutionForms
          profile={profile}
          prefix={prefix}
          choice={last('institution')}
          created={last('newInstitution')}
        />
      </section>
      <section className="card" aria-labelledby="preferences-title">
        <h2 id="preferences-title">{tp('edit.preferences.title')}</h2>
        {noticeFor('preferencesSaved')}
        <PreferencesForm profile={profile} lastResult={last('preferences')} />
      </section>
      <section className="card" aria-labelledby="links-title">
        <h2 id="links-title">{tp('edit.links.title')}</h2>
        {noticeFor('linkSaved', 'linkRemoved')}
        <SocialLinkForms
          profile={profile}
          lastResult={last('socialLink')}
          removeError={removeError('removeSocialLink')}
        />
      </section>
      <ProCard isPro={profile.isPro} prefix={prefix} lng={lng} subscription={subscription} />
    </article>
  )
}

function PasswordSection({
  saved,
  lastResult,
}: { saved: boolean; lastResult: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation('account')
  const errorText = useErrorText()
  const [pwForm, pw] = useForm<{ currentPassword: string; newPassword: string; confirmPassword: string }>({
    id: 'password-form',
    lastResult,
  })
  return (
    <section className="card" aria-labelledby="password-title">
      <h2 id="password-title">{t('edit.passwordTitle')}</h2>
      {saved ? <Notice tone="success">{t('edit.passwordSaved')}</Notice> : null}
      <Form method="post" className="auth-form" {...getFormProps(pwForm)}>
        <Notice tone="error">{errorText(pwForm.errors)?.join(' ')}</Notice>
        <input type="hidden" name="intent" value="password" />
        <Field
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          errors={errorText(pw.currentPassword.errors)}
          {...inputProps(pw.currentPassword, { type: 'password' })}
        />
        <NewPasswordFields
          password={pw.newPassword}
          confirm={pw.confirmPassword}
          label={t('fields.newPassword')}
        />
        <button type="submit" className="button">
          {t('edit.changePassword')}
        </button>
      </Form>
    </section>
  )
}
