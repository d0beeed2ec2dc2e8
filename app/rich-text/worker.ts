// The piscina worker that renders rich text off the request's event loop (issue 15, item 2). Bundled to a
// real file (build/rich-text/worker.js by scripts/build-tools.mjs; RICH_TEXT_WORKER in tests): piscina loads
// its worker by file name. A render that overruns its budget is ended by terminating this thread.
import type { Prefix } from '~/app/kernel/locale'
import { render } from './pipeline.server'

export interface RenderTask {
  markdown: string
  prefix: Prefix
}

export default function renderTask({ markdown, prefix }: RenderTask): string {
  return render(markdown, prefix)
}
