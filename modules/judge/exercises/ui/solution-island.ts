// The exercise page's island without the framework (ADR 031): a plain module that enhances the server-rendered
// solution form, where the page would otherwise hydrate React, Remix and i18next (~115 KiB) for one form. It
// does what the React workspace (SolutionForm) does on a hydrated page, through the same calls
// (workspace-client.ts) and the same markup: the notices, hints and buttons it shows are <template>s the server
// rendered in the page's language, and a verdict is HTML the server renders with the React workspace's own
// component (routes/submission-status.tsx). Without JavaScript none of this runs and the form posts as always.
import { debounce } from '~/app/ui/editor/sync'
import { POLL_INTERVAL_MS } from '../../constants'
import { pollStatus } from '../../submissions/ui/poll'
import { type StarterCodes, isStarterCode, starterCode } from '../starter-code'
import { type Refusal, postDraft, runCustom, sendSolution } from './workspace-client'

const AUTOSAVE_MS = 2000
/** The long poll's first token (LiveStatus.tsx INITIAL_TOKEN; not imported: that module is React). */
const INITIAL_TOKEN = 'in_queue:queued'

/** What the page says about the form, in data-* attributes of the <form> (SolutionForm, `island`). */
interface Config {
  exerciseId: number
  prefix: string
  loggedIn: boolean
  returnTo: string | null
  inCompetition: boolean
  starters: StarterCodes
}

function configOf(form: HTMLFormElement): Config {
  const d = form.dataset
  let starters: StarterCodes = {}
  try {
    starters = JSON.parse(d.starters ?? '{}')
  } catch {}
  return {
    exerciseId: Number(d.exerciseId),
    prefix: d.prefix === 'gb' ? 'gb' : 'br',
    loggedIn: d.loggedIn === 'true',
    returnTo: d.returnTo || null,
    inCompetition: d.competition === 'true',
    starters,
  }
}

/** A copy of one of the form's server-rendered <template>s (null when the page has none of that name). */
function fromTemplate(root: ParentNode, name: string): DocumentFragment | null {
  const template = root.querySelector<HTMLTemplateElement>(`template[data-template="${name}"]`)
  return template ? (template.content.cloneNode(true) as DocumentFragment) : null
}

function refusalNotice(form: HTMLFormElement, refusal: Refusal): DocumentFragment | null {
  if (refusal.kind !== 'refused') return fromTemplate(form, refusal.kind)
  const notice = fromTemplate(form, 'refused')
  if (!notice) return null
  const slot = (name: string) => notice.querySelector<HTMLElement>(`[data-slot="${name}"]`)
  const title = slot('title')
  if (refusal.title && title) title.textContent = `${refusal.title}. `
  else title?.remove()
  const message = slot('message')
  if (refusal.message && message) message.textContent = refusal.message
  if (!refusal.pro) slot('pro')?.remove()
  return notice
}

export function enhance(form: HTMLFormElement) {
  const config = configOf(form)
  const textarea = form.querySelector<HTMLTextAreaElement>('textarea[name="code"]')
  const select = form.querySelector<HTMLSelectElement>('select[name="language"]')
  const messages = form.querySelector<HTMLElement>('[data-messages]')
  const buttons = () => [...form.querySelectorAll<HTMLButtonElement>('button[type="submit"]')]
  if (!textarea || !select || !messages) return
  let editor: import('~/app/ui/editor/code-editor').CodeEditor | null = null
  let busy = false

  const autosave = debounce(() => void postDraft(form), AUTOSAVE_MS)
  const changed = () => {
    if (config.loggedIn) autosave()
  }
  const say = (notice: DocumentFragment | null) => messages.replaceChildren(...(notice ? [notice] : []))

  // The editor, in its own chunk (preloaded by the page with its grammar); until then, or if it fails, the
  // textarea works and posts.
  const label = form.querySelector(`label[for="${textarea.id}"]`)?.textContent ?? ''
  void import('~/app/ui/editor/code-editor')
    .then(({ createCodeEditor }) => {
      const hint = fromTemplate(form, 'keyboardHint')
      const hintId = hint?.firstElementChild?.id
      if (hint) textarea.closest('.code-field')?.append(hint)
      editor = createCodeEditor(textarea, {
        language: select.value,
        label,
        describedBy: hintId,
        onChange: changed,
      })
    })
    .catch(() => {})

  select.addEventListener('change', () => {
    const language = select.value
    void editor?.setLanguage(language)
    // Still a starter (or blank): the new language's starter replaces it; typed code stays.
    const starter = starterCode(language, config.starters)
    if (isStarterCode(textarea.value, config.starters) && starter) {
      if (editor) editor.replaceText(starter)
      else textarea.value = starter
    }
    showLanguageHint(form, select)
    changed()
  })

  form.addEventListener('submit', (event) => {
    const submitter = event.submitter as HTMLButtonElement | null
    const intent = submitter?.value === 'draft' || submitter?.value === 'run' ? submitter.value : 'submit'
    event.preventDefault()
    // docs/product.md#judge-submissions: without login a notice shows and nothing is sent.
    if (!config.loggedIn) return say(fromTemplate(form, 'notLoggedIn'))
    if (busy) return
    autosave.cancel()
    busy = true
    for (const b of buttons()) b.disabled = true
    const runButton = form.querySelector<HTMLButtonElement>('button[value="run"]')
    const runLabel = runButton?.textContent ?? ''
    if (intent === 'run' && runButton?.dataset.busyLabel) runButton.textContent = runButton.dataset.busyLabel
    void act(intent).finally(() => {
      busy = false
      for (const b of buttons()) b.disabled = false
      if (runButton) runButton.textContent = runLabel
    })
  })

  async function act(intent: 'submit' | 'draft' | 'run') {
    if (intent === 'draft') {
      say(fromTemplate(form, (await postDraft(form)) ? 'draftSaved' : 'tooMany'))
      return
    }
    if (intent === 'run') {
      const outcome = await runCustom(form, config.exerciseId, config.prefix)
      if (!outcome.ok) return say(refusalNotice(form, outcome.refusal))
      say(null)
      await showCustomRun(form, config, outcome.run.id)
      return
    }
    const outcome = await sendSolution(form, config.exerciseId, config.prefix)
    if (!outcome.ok) return say(refusalNotice(form, outcome.refusal))
    say(null)
    followStatus(form, config, outcome.id)
  }

  enhanceCopyButtons(form.ownerDocument, form)
}

/** The hint under the picker follows the language (Java's class name, the Portugol guide). */
function showLanguageHint(form: HTMLFormElement, select: HTMLSelectElement) {
  const slot = form.querySelector<HTMLElement>('[data-language-hint]')
  if (!slot) return
  const hint = fromTemplate(form, `hint-${select.value}`)
  slot.replaceChildren(...(hint ? [hint] : []))
  slot.hidden = !hint
  if (hint) select.setAttribute('aria-describedby', slot.id)
  else select.removeAttribute('aria-describedby')
}

/** The element after the form where results go (the custom run, the verdict), replaced on each use. */
function outlet(form: HTMLFormElement, name: string): HTMLElement {
  const existing = form.parentElement?.querySelector<HTMLElement>(`[data-outlet="${name}"]`)
  if (existing) return existing
  const element = form.ownerDocument.createElement('div')
  element.dataset.outlet = name
  form.after(element)
  return element
}

/** A custom run's result: the run's own page (where the form lands without JavaScript) has it rendered. */
async function showCustomRun(form: HTMLFormElement, config: Config, runId: number) {
  try {
    const res = await fetch(`/${config.prefix}/exercise/${config.exerciseId}/run/${runId}`, {
      credentials: 'same-origin',
    })
    const page = new DOMParser().parseFromString(await res.text(), 'text/html')
    const result = page.querySelector('.custom-run-result')
    if (!res.ok || !result) return
    // The page's heading id is its own; here it must not clash with anything else on the exercise page.
    const heading = result.querySelector('[id]')
    if (heading) {
      heading.id = `custom-run-${config.exerciseId}`
      result.setAttribute('aria-labelledby', heading.id)
    }
    outlet(form, 'run').replaceChildren(form.ownerDocument.importNode(result, true))
  } catch {}
}

/** The verdict in place: the server's HTML of it, asked again (a long poll) while the judge works. */
function followStatus(form: HTMLFormElement, config: Config, id: number) {
  const box = outlet(form, 'status')
  stopPolling?.()
  const query = new URLSearchParams()
  if (config.returnTo) query.set('return_to', config.returnTo)
  if (config.inCompetition) query.set('competition', '1')
  stopPolling = pollStatus<{ status: string; token: string; element: Element }>({
    async fetchStatus(wait) {
      if (wait) query.set('wait', wait)
      const res = await fetch(`/${config.prefix}/submission-status/${id}?${query}`, {
        credentials: 'same-origin',
      })
      if (!res.ok) return { ok: false, status: res.status }
      const element = new DOMParser().parseFromString(await res.text(), 'text/html').body.firstElementChild
      if (!element) return { ok: false, status: 0 }
      const status = element.getAttribute('data-status') ?? 'in_queue'
      return { ok: true, detail: { status, token: element.getAttribute('data-token') ?? status, element } }
    },
    token: (d) => d.token,
    initialToken: INITIAL_TOKEN,
    isPending: (d) => d.status === 'in_queue',
    onDetail: (d) => box.replaceChildren(form.ownerDocument.importNode(d.element, true)),
    onError: (status) => {
      const name = status === 401 ? 'notLoggedIn' : status === 404 ? 'notFound' : 'tooMany'
      const notice = fromTemplate(form, name)
      if (notice) box.replaceChildren(notice)
    },
    interval: POLL_INTERVAL_MS,
  })
}
let stopPolling: (() => void) | undefined

/** "Copy" beside each sample's input and output (clipboard needs JavaScript; the server renders none). */
function enhanceCopyButtons(doc: Document, form: HTMLFormElement) {
  for (const figure of doc.querySelectorAll<HTMLElement>('.samples figure')) {
    const part = figure.dataset.part === 'output' ? 'copyOutput' : 'copyInput'
    const button = fromTemplate(form, part)?.firstElementChild as HTMLButtonElement | null | undefined
    const text = figure.querySelector('samp')?.textContent ?? ''
    if (!button) continue
    const label = button.textContent
    button.addEventListener('click', () => {
      void navigator.clipboard?.writeText(text).then(() => {
        button.textContent = button.dataset.copied ?? label
        setTimeout(() => {
          button.textContent = label
        }, 2000)
      })
    })
    figure.querySelector('figcaption')?.append(button)
  }
}

const solutionForm = document.querySelector<HTMLFormElement>('form[data-solution-island]')
if (solutionForm) enhance(solutionForm)
