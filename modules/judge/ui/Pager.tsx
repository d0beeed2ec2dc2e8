import { Pager as SharedPager } from '~/app/ui/Pager'

/** Page links that keep every filter of the current URL (plain links, no JS). */
export function Pager({ page, pages }: { page: number; pages: number }) {
  return <SharedPager page={page} pages={pages} ns="practice" className="practice-pager" />
}
