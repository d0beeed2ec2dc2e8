// The piscina worker that renders rich text off the request's event loop (issue 15, item 2). Bundled to a
// real file (build/rich-text/worker.js by scripts/build-tools.mjs; RICH_TEXT_WORKER in tests): piscina loads
// its worker by file name. A render that overruns its budget is ended by terminating this thread.
import type { MessagePort } from 'node:worker_threads'
import type { Prefix } from '~/app/kernel/i18n/locale'
import { render } from './pipeline.server'

export interface RenderTask {
  markdown: string
  prefix: Prefix
  /** Told when the render starts: the budget counts the render, not the wait for a free thread. */
  started?: MessagePort
}

export default function renderTask({ markdown, prefix, started }: RenderTask): string {
  started?.postMessage('started')
  started?.close()
  return render(markdown, prefix)
}
