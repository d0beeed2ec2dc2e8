import { redirect } from '@remix-run/node'

/** `/` → `/br` (pt-BR is the default locale). */
export function loader() {
  return redirect('/br', 302)
}
