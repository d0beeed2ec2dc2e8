// The workspace form (POST /{lang}/exercise/:id): send a solution or save the draft. Without JavaScript it
// posts and redirects; with JavaScript the editor autosaves through the same action asking for JSON.
import { parseWithZod } from '@conform-to/zod'
import { data, redirect } from '@remix-run/node'
import { z } from 'zod'
import { RULES, hit } from '~/app/kernel/auth/rate-limit.server'
import { sessionUser } from '~/app/kernel/auth/session.server'
import type { Lng } from '~/app/kernel/i18n/locale'
import { requestLng, requestPrefix, wantsJson } from '~/app/kernel/requests/request.server'
import { exerciseAccess } from '../access'
import { competitionGate } from '../competition-gate.server'
import { LANGUAGE_IDS, MAX_CODE_BYTES } from '../constants'
import { type JudgeErrorKey, idParam, judgeCopy } from '../copy.server'
import { type SubmitRefusal, submitSolution } from '../submissions/submissions.server'
import { SUBMIT_REFUSALS, type SubmitRefusalKind } from '../submissions/submit-refusals'
import { customRunPath, customRunView, startCustomRun } from './custom-run.server'
import { saveDraft } from './drafts.server'
import { findExercise } from './exercises.server'
import type { WorkspaceFormError } from './workspace-types'
import { exercisePath, returnPath } from './workspace.server'

// An empty hidden field (or none) is practice; anything else must be a competition id.
const optionalId = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? undefined : v),
  z.coerce.number().int().positive().optional(),
)

const fitsLimit = (code: string) => Buffer.byteLength(code, 'utf8') <= MAX_CODE_BYTES

export const workspaceFormSchema = z.object({
  intent: z.enum(['submit', 'draft', 'run']).default('submit'),
  language: z.enum(LANGUAGE_IDS, { message: 'invalidLanguage' }),
  // conform turns an empty textarea into undefined.
  code: z.string().default('').refine(fitsLimit, 'codeTooLong'),
  return_to: z.string().optional(),
  // A custom test's input (intent=run); empty input is a valid one.
  input: z.string().default(''),
})

function copyOf(lng: Lng, key: JudgeErrorKey) {
  const entry = judgeCopy(lng).errors[key]
  return typeof entry === 'string' ? { message: entry } : { title: entry.title, message: entry.message }
}

/** Appends a query parameter and an anchor to a same-site path. */
function withParam(path: string, name: string, value: string, hash = '') {
  const url = new URL(path, 'http://x')
  url.searchParams.set(name, value)
  url.hash = hash
  return url.pathname + url.search + url.hash
}

const str = (value: unknown) => (typeof value === 'string' ? value : '')

export async function workspaceAction(request: Request, exerciseId: number) {
  const prefix = requestPrefix(request)
  const lng = requestLng(request)
  const json = wantsJson(request)
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema: workspaceFormSchema })
  const typed = submission.payload
  const intent: WorkspaceFormError['intent'] =
    typed.intent === 'draft' || typed.intent === 'run' ? typed.intent : 'submit'
  const back = returnPath(typed.return_to)
  // The page this form sits on keeps its competition mode (`?competition=`) after a save.
  const pageCompetition = idParam(new URL(request.url).searchParams.get('competition') ?? undefined)

  const refuse = (kind: SubmitRefusalKind, headers?: HeadersInit, retryAfter?: number) => {
    const { status, key } = SUBMIT_REFUSALS[kind]
    const copy = copyOf(lng, key)
    if (json) return Response.json({ error: key, ...copy }, { status, headers })
    const body: WorkspaceFormError = {
      intent,
      error: key,
      language: str(typed.language),
      code: str(typed.code),
      ...(intent === 'run' ? { input: str(typed.input) } : {}),
      ...copy,
      ...(retryAfter ? { retryAfter } : {}),
    }
    return data(body, { status, headers })
  }

  const user = await sessionUser(request)
  // docs/product.md#judge-submissions: nothing is sent (nor saved); the page comes back with the notice, a login link and what was typed.
  if (!user) return refuse('not_logged_in')
  // Competition mode: the solution counts for this competition (the gate decides whether it may).
  const competition = optionalId.safeParse(typed.competition_id)
  if (!competition.success) return refuse('competition_not_found')
  const competitionId = competition.data ?? null
  if (competitionId !== null) {
    // A competition's rules replace the exercise's own visibility (its private problems open to participants).
    const gate = await competitionGate({ user, competitionId, exerciseId, now: new Date(), intent: 'read' })
    if (!gate.ok) return refuse(gate.reason)
  } else {
    const access = exerciseAccess(user, await findExercise(exerciseId))
    if (access === 'not_found') throw new Response('Not Found', { status: 404 })
    if (access === 'pro_needed') return refuse('pro_needed')
  }

  if (submission.status !== 'success') {
    return refuse(submission.error?.language ? 'invalid_language' : 'code_too_long')
  }
  const { language, code } = submission.value

  // What was typed is the student's draft whatever happens next (a save, a flood, a refusal by the judge);
  // a queued solution is saved again with its submission, in the same transaction (submitSolution).
  await saveDraft(user.id, exerciseId, { language, code })
  if (intent === 'draft') {
    if (json) return Response.json({ ok: true })
    const page = back ?? exercisePath(prefix, exerciseId, pageCompetition)
    return redirect(withParam(page, 'draft', 'saved', 'solution'))
  }

  if (intent === 'run') {
    const started = await startCustomRun({ user, exerciseId, language, code, stdin: submission.value.input })
    if (!started.ok) {
      if (started.reason === 'not_found') throw new Response('Not Found', { status: 404 })
      const retry = started.retryAfter
      return refuse(started.reason, retry ? { 'Retry-After': String(retry) } : undefined, retry)
    }
    if (json) return Response.json({ run: customRunView(started.run) })
    const page = customRunPath(prefix, exerciseId, started.run.id)
    return redirect(back ? withParam(page, 'return_to', back) : page, 303)
  }

  const limit = hit(RULES.submit, String(user.id))
  if (!limit.ok) {
    const retryAfter = limit.retryAfterSeconds
    return refuse('too_many_requests', { 'Retry-After': String(retryAfter) }, retryAfter)
  }
  const result = await submitSolution({
    user,
    exerciseId,
    language,
    code,
    competitionId,
    submittingTime: new Date().toISOString(),
  })
  if (!result.ok) return refuse(result.reason)
  if (json) return Response.json({ id: result.id, status: result.status })
  const target = `/${prefix}/submission/${result.id}`
  return redirect(back ? withParam(target, 'return_to', back) : target)
}
