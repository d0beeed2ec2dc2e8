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
import { IslandTemplates } from './IslandTemplates'
import { type Refusal, postDraft, runCustom, sendSolution } from './workspace-client'

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
export function SolutionForm({
  data,
  result,
  island = false,
}: {
  data: OkData
  result?: WorkspaceFormError | null
  /** The page does not hydrate: solution-island.ts enhances this form (ADR 031), told what it needs here. */
  island?: boolean
}) {
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

  /** A refused submission or custom run as the form's notice. */
  function showRefusal(refusal: Refusal) {
    if (refusal.kind === 'notLoggedIn') setMessage(notLoggedIn)
    else if (refusal.kind === 'tooMany') setMessage(tooMany)
    else
      setMessage({
        tone: 'error',
        title: refusal.title,
        message: refusal.message ?? t('common:errors.invalidData'),
        pro: refusal.pro,
      })
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
        // Without JavaScript the form lands on the run's own page.
        const outcome = await runCustom(form, data.exerciseId, data.prefix)
        if (!outcome.ok) return showRefusal(outcome.refusal)
        setMessage(null)
        setCustomRun(outcome.run)
      } else if (intent === 'draft') {
        const ok = await postDraft(form)
        setMessage(ok ? { tone: 'success', message: t('form.draftSaved') } : tooMany)
      } else {
        const outcome = await sendSolution(form, data.exerciseId, data.prefix)
        if (!outcome.ok) return showRefusal(outcome.refusal)
        setMessage(null)
        setLiveId(outcome.id)
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
        {...(island
          ? {
              'data-solution-island': '',
              'data-exercise-id': data.exerciseId,
              'data-prefix': data.prefix,
              'data-logged-in': loggedIn,
              'data-return-to': data.returnTo ?? '',
              'data-competition': !!contest,
              'data-starters': JSON.stringify(data.starters),
            }
          : {})}
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
          {languageHint || island ? (
            // The island fills it when the language changes (its templates hold each hint).
            <p
              className="field-hint"
              id={`language-hint-${data.exerciseId}`}
              data-language-hint=""
              hidden={!languageHint}
            >
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
        <div data-messages="">
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
        </div>
        <div className="form-actions">
          <button type="submit" name="intent" value="submit" className="button" disabled={busy}>
            {t('form.submit')}
          </button>
          <button type="submit" name="intent" value="draft" className="button button--ghost" disabled={busy}>
            {t('form.saveDraft')}
          </button>
        </div>
        <CustomTestFields data={data} result={result} busy={busy} />
        {island ? (
          <IslandTemplates
            prefix={data.prefix}
            loginHref={data.loginHref}
            hintId={`keyboard-hint-${data.exerciseId}`}
          />
        ) : null}
      </Form>
      {customRun ? <CustomRunResult run={customRun} headingId={`custom-run-${data.exerciseId}`} /> : null}
      {liveId !== null ? (
        <LiveStatus id={liveId} prefix={data.prefix} returnTo={data.returnTo} inCompetition={!!contest} />
      ) : null}
    </>
  )
}
