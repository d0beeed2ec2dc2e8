import { type LoaderFunctionArgs, data, redirect } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { optionalUser } from '~/app/kernel/auth/guards.server'
import { can } from '~/app/kernel/auth/policy'
import { tFor } from '~/app/kernel/i18n/i18n.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { FeatureLink } from '~/app/ui/FeatureLink'
import { DIFFICULTIES, type Difficulty } from '~/db/schema'
import { isJudgeStaff } from '../../access'
import { randomExercise } from '../listing.server'
import { PracticeLayout } from '../ui/PracticeMenu'

export const handle: RouteHandle = {
  i18n: ['common', 'judge', 'practice'],
  meta: { title: 'practice:random.title' },
}

/** What the page shows when there is nothing to redirect to (the loader's data() payload). */
interface RandomPage {
  problem: 'invalid' | 'all_solved' | 'pro_only' | 'none'
  message: string
  prefix: string
}

const isDifficulty = (v: unknown): v is Difficulty => (DIFFICULTIES as readonly unknown[]).includes(v)

/**
 * 302 to a random exercise at that difficulty the user has not solved (PRO ones only for those who may
 * read them); otherwise 404 with docs/product.md#judge-practice-pages "all exercises at this difficulty are solved" when that is true,
 * or a message naming the difficulty when there is nothing this person may open (none yet, or PRO only).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await optionalUser(request)
  const prefix = requestPrefix(request)
  const t = await tFor(request, 'practice')
  const difficulty = new URL(request.url).searchParams.get('difficulty')
  if (!isDifficulty(difficulty)) {
    return data(
      {
        problem: 'invalid',
        message: t('random.invalid'),
        prefix,
        meta: { title: t('random.title') },
      } satisfies RandomPage & { meta: unknown },
      { status: 422 },
    )
  }
  const readsPro = can(user, 'pro_or_admin') || isJudgeStaff(user)
  const outcome = await randomExercise(user?.id ?? null, difficulty, readsPro)
  if ('id' in outcome) return redirect(`/${prefix}/exercise/${outcome.id}`)
  const level = t(`judge:difficulties.${difficulty}`).toLocaleLowerCase(requestLng(request))
  const message =
    outcome.reason === 'all_solved'
      ? t('random.allSolved')
      : t(outcome.reason === 'pro_only' ? 'random.proOnly' : 'random.none', { difficulty: level })
  const page = { problem: outcome.reason, message, prefix, meta: { title: message } } satisfies RandomPage & {
    meta: unknown
  }
  return data(page, { status: 404 })
}

export default function RandomExercise() {
  const { problem, message, prefix } = useLoaderData<RandomPage>()
  const { t } = useTranslation(['practice', 'judge'])
  return (
    <PracticeLayout current="exercises">
      <article className="page narrow">
        <h1>{t('random.title')}</h1>
        <p className={`notice notice--${problem === 'invalid' ? 'error' : 'info'}`} role="status">
          {message}
        </p>
        {problem === 'pro_only' ? (
          <p>
            <FeatureLink feature="pro" prefix={prefix}>
              {t('random.subscribe')}
            </FeatureLink>
          </p>
        ) : null}
        {problem === 'invalid' ? null : <p>{t('random.allSolvedLead')}</p>}
        <form method="get" className="practice-random-buttons">
          {DIFFICULTIES.map((d) => (
            <button key={d} type="submit" name="difficulty" value={d} className="button button--ghost">
              {t(`judge:difficulties.${d}`)}
            </button>
          ))}
        </form>
        <p>
          <a href={`/${prefix}/exercises`}>{t('random.back')}</a>
        </p>
      </article>
    </PracticeLayout>
  )
}
