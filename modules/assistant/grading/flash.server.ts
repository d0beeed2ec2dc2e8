import { createFlash } from '~/app/kernel/requests/flash.server'

// The review page's one-shot "grade saved" after its POST → 303 → GET.
const channel = createFlash('trilha_grading_flash', (v): v is 'saved' => v === 'saved')
export const setGradingFlash = (target: string) => channel.set(target, 'saved')
export const takeGradingFlash = (request: Request) => channel.take(request)
