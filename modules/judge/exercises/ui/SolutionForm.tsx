import { Form } from '@remix-run/react'
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FeatureLink } from '~/app/ui/FeatureLink'
import type { CodeEditor } from '~/app/ui/editor/code-editor'
import { debounce } from '~/app/ui/editor/sync'
import { Notice } from '~/app/ui/forms'
import { LiveStatus } from '../../submissions/ui/LiveStatus'
import { isStarterCode, starterCode } from '../starter-code'
import type { CustomRunView, ExerciseWorkspaceData, WorkspaceFormError } from '../workspace-types'
import { CodeTextarea } from './CodeTextarea'
import { CustomRunResult } from './CustomRunResult'
import { CustomTestFields } from './CustomTestFields'

type OkData = Extract<ExerciseWorkspaceData, { access: 'ok' }>
type Message = {
  tone: 'error' | 'warning' | 'success' | 'info'
  title?: string
  message: string
  pro?: boolean
  /** Not logged in: the notice links to the login page (which comes back here). */
  login?: boolean
}

const AUTOSAVE_MS = 2000

/** The form's fields as an urlencoded body (what the action reads with or without JavaScript). */
function formBody(form: HTMLFormElement, intent: 'draft' | 'submit' | 'run') {
  const body = new URLSearchParams()
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string' && key !== 'intent') body.append(key, value)
  })
  body.set('intent', intent)
  return body
}

async function postDraft(form: HTMLFormElement) {
  try {
    const res = await fetch(form.action, {
      method: 'POST',
      body: formBody(form, 'draft'),
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    })
    return res.ok
  } catch {
    return false
  }
}

function initialMessage(result: WorkspaceFormError | null | undefined, draftSaved: boolean, saved: string) {
  if (result) {
    return {
      tone: result.retryAfter ? 'warning' : 'error',
      title: result.title,
      message: result.message,
      pro: result.error === 'proNeeded',
      login: result.error === 'notLoggedIn',
    } satisfies Message
  }
  return draftSaved ? ({ tone: 'success', message: saved } satisfies Message) : null
}

/**
 * A plain form (language picker + `<textarea name="code">`) that posts and redirects without JavaScript.
 * After hydration CodeMirror replaces the textarea (keeping it in sync), sending goes through the submit
 * API and the verdict is polled in place.
 */
export function SolutionForm({ data, result }: { data: OkData; result?: WorkspaceFormError | null }) {
  const { t } = useTranslation('exercise')
  const hintId = useId()
  const initialLanguage = result?.language || data.draft.language
  const [language, setLanguage] = useState(initialLanguage)
  const [enhanced, setEnhanced] = useState(false)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<Message | null>(() =>
    initialMessage(result, data.draftSaved, t('form.draftSaved')),
  )
  const [liveId, setLiveId] = useState<number | null>(null)
  const [customRun, setCustomRun] = useState<CustomRunView | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const textareaRef = useRef<HTMLTextAreaElement>(null)
  const editorRef = useRef<CodeEditor | null>(null)
  const languageRef = useRef(language)
  languageRef.current = language
  const loggedIn = data.viewer.loggedIn
  // Solutions count for the competition only while it takes them; after the end they are practice.
  const contest = data.competition?.mode === 'contest' ? data.competition.id : null

  const autosave = useMemo(
    () =>
      debounce(() => {
        if (formRef.current) void postDraft(formRef.current)
      }, AUTOSAVE_MS),
    [],
  )
  useEffect(() => () => autosave.cancel(), [autosave])

  // The editor loads after hydration, in its own chunk; until then (or if it fails) the textarea works.
  const label = t('form.code')
  useEffect(() => {
    const textarea = textareaRef.current
    if (!textarea) return
    let cancelled = false
    let editor: CodeEditor | undefined
    import('~/app/ui/editor/code-editor')
      .then(({ createCodeEditor }) => {
        if (cancelled) return
        editor = createCodeEditor(textarea, {
          language: languageRef.current,
          label,
          describedBy: hintId,
          onChange: () => {
            if (loggedIn) autosave()
          },
        })
        editorRef.current = editor
        setEnhanced(true)
      })
      .catch(() => {})
    return () => {
      cancelled = true
      editor?.destroy()
      editorRef.current = null
      setEnhanced(false)
    }
  }, [autosave, hintId, label, loggedIn])

  useEffect(() => {
    void editorRef.current?.setLanguage(language)
  }, [language])

  const notLoggedIn: Message = {
    tone: 'error',
    title: t('judge:errors.notLoggedIn.title'),
    message: t('judge:errors.notLoggedIn.message'),
    login: true,
  }
  const tooMany: Message = {
    tone: 'warning',
    title: t('judge:errors.tooManyRequests.title'),
    message: t('judge:errors.tooManyRequests.message'),
  }

  /** A refused JSON answer (the submit API, a custom run) as the form's notice. */
  function showRefusal(res: Response, body: { title?: string; message?: string }) {
    if (res.status === 401) setMessage(notLoggedIn)
    else if (res.status === 429 || res.status >= 500) setMessage(tooMany)
    else
      setMessage({
        tone: 'error',
        title: body.title,
        message: body.message ?? t('common:errors.invalidData'),
        pro: res.status === 403,
      })
  }

  async function send(form: HTMLFormElement) {
    const fields = new FormData(form)
    let res: Response
    try {
      res = await fetch(`/api/programming-exercise/${data.exerciseId}/submit?locale=${data.prefix}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({
          language: fields.get('language'),
          code: fields.get('code'),
          exercise_id: data.exerciseId,
          submittingTime: new Date().toISOString(),
          // Competition mode: the same hidden field the form posts without JavaScript.
          competition_id: fields.get('competition_id') || null,
        }),
      })
    } catch {
      // docs/product.md#judge-submissions: a failed submit raises the too-many-requests notice.
      setMessage(tooMany)
      return
    }
    const body = (await res.json().catch(() => ({}))) as {
      id?: number
      error?: string
      title?: string
      message?: string
    }
    if (res.ok && typeof body.id === 'number') {
      setMessage(null)
      setLiveId(body.id)
      return
    }
    showRefusal(res, body)
  }

  /** A custom test in place, through the API (without JavaScript the form lands on the run's own page). */
  async function runCustom(form: HTMLFormElement) {
    let res: Response
    try {
      res = await fetch(`/api/programming-exercise/${data.exerciseId}/run?locale=${data.prefix}`, {
        method: 'POST',
        body: formBody(form, 'run'),
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
      })
    } catch {
      setMessage(tooMany)
      return
    }
    const body = (await res.json().catch(() => ({}))) as {
      run?: CustomRunView
      title?: string
      message?: string
    }
    if (res.ok && body.run) {
      setMessage(null)
      setCustomRun(body.run)
      return
    }
    showRefusal(res, body)
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    const intent = submitter?.value === 'draft' || submitter?.value === 'run' ? submitter.value : 'submit'
    event.preventDefault()
    // docs/product.md#judge-submissions: without login a notice shows and nothing is sent.
    if (!loggedIn) {
      setMessage(notLoggedIn)
      return
    }
    if (busy) return
    const form = event.currentTarget
    autosave.cancel()
    setBusy(true)
    try {
      if (intent === 'run') {
        await runCustom(form)
      } else if (intent === 'draft') {
        const ok = await postDraft(form)
        setMessage(ok ? { tone: 'success', message: t('form.draftSaved') } : tooMany)
      } else {
        await send(form)
      }
    } finally {
      setBusy(false)
    }
  }

  const code = result ? result.code : data.draft.code
  // Server-side from the draft's (or the re-rendered post's) language; the picker changes it with JavaScript.
  const languageHint =
    language === 'java' ? (
      t('form.javaMain')
    ) : language === 'portugol' ? (
      <a href={`/${data.prefix}/judge/portugol`}>{t('form.portugolGuide')}</a>
    ) : null
  return (
    <>
      {!loggedIn ? (
        <Notice tone="info">
          {t('form.loginFirst')} <a href={data.loginHref}>{t('form.login')}</a>
        </Notice>
      ) : null}
      <Form
        method="post"
        action={data.formAction}
        reloadDocument
        ref={formRef}
        onSubmit={onSubmit}
        className="solution-form"
      >
        {data.returnTo ? <input type="hidden" name="return_to" value={data.returnTo} /> : null}
        {contest ? <input type="hidden" name="competition_id" value={contest} /> : null}
        <div className="field">
          <label htmlFor={`language-${data.exerciseId}`}>{t('form.language')}</label>
          <select
            id={`language-${data.exerciseId}`}
            name="language"
            defaultValue={initialLanguage}
            onChange={(event) => {
              const next = event.currentTarget.value
              setLanguage(next)
              // Still a starter (or blank): the new language's starter (the exercise's own, else the template)
              // replaces it; typed code stays.
              const textarea = textareaRef.current
              const starter = starterCode(next, data.starters)
              if (textarea && isStarterCode(textarea.value, data.starters) && starter) {
                if (editorRef.current) editorRef.current.replaceText(starter)
                else textarea.value = starter
              }
              if (loggedIn) autosave()
            }}
            aria-describedby={languageHint ? `language-hint-${data.exerciseId}` : undefined}
          >
            {data.languages.map((l) => (
              <option key={l.id} value={l.id} disabled={!l.available && l.id !== initialLanguage}>
                {l.available ? l.label : t('form.unavailable', { language: l.label })}
              </option>
            ))}
          </select>
          {languageHint ? (
            <p className="field-hint" id={`language-hint-${data.exerciseId}`}>
              {languageHint}
            </p>
          ) : null}
        </div>
        <div className="field code-field">
          <label htmlFor={`code-${data.exerciseId}`}>{t('form.code')}</label>
          <CodeTextarea id={`code-${data.exerciseId}`} code={code} textareaRef={textareaRef} />
          {enhanced ? (
            // Keyboard users only: CSS hides it on touch screens unless the editor has the focus (exercise.css).
            <p className="field-hint keyboard-hint" id={hintId}>
              {t('editor.keyboard')}
            </p>
          ) : null}
        </div>
        {message ? (
          <Notice tone={message.tone}>
            {message.title ? <strong>{message.title}. </strong> : null}
            {message.message}
            {message.pro ? (
              <>
                {' '}
                <FeatureLink feature="pro" prefix={data.prefix}>
                  {t('form.subscribe')}
                </FeatureLink>
              </>
            ) : null}
            {message.login ? (
              <>
                {' '}
                <a href={data.loginHref}>{t('form.login')}</a>
              </>
            ) : null}
          </Notice>
        ) : null}
        <div className="form-actions">
          <button type="submit" name="intent" value="submit" className="button" disabled={busy}>
            {t('form.submit')}
          </button>
          <button type="submit" name="intent" value="draft" className="button button--ghost" disabled={busy}>
            {t('form.saveDraft')}
          </button>
        </div>
        <CustomTestFields data={data} result={result} busy={busy} />
      </Form>
      {customRun ? <CustomRunResult run={customRun} headingId={`custom-run-${data.exerciseId}`} /> : null}
      {liveId !== null ? (
        <LiveStatus id={liveId} prefix={data.prefix} returnTo={data.returnTo} inCompetition={!!contest} />
      ) : null}
    </>
  )
}
