// Keeps the user's clicks and keys away from React until the page has hydrated (issue 24: the editor on a slow
// link). React 18.3.1 answers a discrete event (keydown, click, input…) on a root that is still hydrating by
// hydrating it synchronously; while Remix's <RemixBrowser> is suspended on the streamed loader data, that
// synchronous render cannot complete, and react-dom throws "Root did not complete" (#345): the page never
// hydrates, and the editor never arrives. A student who starts typing on a cheap phone before the scripts have
// run hits exactly that. Until the first commit the events stay native — typing lands in the textarea, a click
// submits its form the no-JavaScript way — and the island reads what is there when it wakes up.

const DISCRETE_EVENTS = [
  'keydown',
  'keypress',
  'keyup',
  'input',
  'beforeinput',
  'textInput',
  'compositionstart',
  'compositionend',
  'change',
  'submit',
  'reset',
  'click',
  'auxclick',
  'dblclick',
  'contextmenu',
  'mousedown',
  'mouseup',
  'pointerdown',
  'pointerup',
  'pointercancel',
  'touchstart',
  'touchend',
  'touchcancel',
  'dragstart',
  'dragend',
  'drop',
  'copy',
  'cut',
  'paste',
] as const

let hydrated = false

function hold(event: Event) {
  // Capture on window runs before React's listeners on the document: the event never reaches them, and its
  // default action (the character typed, the form submitted) still happens.
  if (!hydrated) event.stopPropagation()
}

/** Called once, before hydrateRoot. */
export function holdEventsUntilHydrated() {
  for (const type of DISCRETE_EVENTS) window.addEventListener(type, hold, true)
}

/** Called from the document's first effect: the tree is hydrated, React may have every event from now on. */
export function markHydrated() {
  if (hydrated) return
  hydrated = true
  for (const type of DISCRETE_EVENTS) window.removeEventListener(type, hold, true)
}
