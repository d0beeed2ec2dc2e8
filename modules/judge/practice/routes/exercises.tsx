import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { optionalUser } from '~/app/kernel/auth/guards.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { Pager } from '~/app/ui/Pager'
import { Field } from '~/app/ui/forms'
import { DIFFICULTIES } from '~/db/schema'
import { FilterForm, FilterSelect } from '../../ui/Filters'
import { listExercises, parseExerciseFilters } from '../listing.server'
import { sourceOptions } from '../sources.server'
import { subjectOptions } from '../subject-lists.server'
import { ExerciseTable } from '../ui/ExerciseTable'
import { PracticeLayout } from '../ui/PracticeMenu'

export const handle: RouteHandle = {
  i18n: ['common', 'judge', 'practice'],
  meta: { title: 'practice:exercises.title', description: 'practice:exercises.description' },
}

/** "exercises" (docs/product.md#judge-practice-pages): the catalogue with GET filters and paging; no JavaScript. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await optionalUser(request)
  const lng = requestLng(request)
  const filters = parseExerciseFilters(new URL(request.url).searchParams)
  const [list, subjects, sources] = await Promise.all([
    listExercises(user, filters, lng),
    subjectOptions(lng),
    sourceOptions(lng),
  ])
  return { list, subjects, sources, loggedIn: !!user, prefix: requestPrefix(request) }
}

export default function Exercises() {
  const { list, loggedIn, prefix } = useLoaderData<typeof loader>()
  const { t } = useTranslation(['practice', 'judge'])
  return (
    <PracticeLayout current="exercises">
      <article className="page">
        <h1>{t('exercises.title')}</h1>
        <p className="lead">{t('exercises.lead')}</p>
        <RandomButtons prefix={prefix} />
        <Filters />
        <p className="practice-count" aria-live="polite">
          {t('exercises.count', { count: list.total })}
        </p>
        {list.rows.length ? (
          <ExerciseTable rows={list.rows} loggedIn={loggedIn} />
        ) : (
          <p className="notice notice--info">{t('exercises.empty')}</p>
        )}
        <Pager page={list.page} pages={list.pages} label={t('pager.label')} />
        <p>
          {t('exercises.more')} <a href={`/${prefix}/sources`}>{t('menu.sources')}</a> ·{' '}
          <a href={`/${prefix}/subjects`}>{t('menu.subjects')}</a>
        </p>
      </article>
    </PracticeLayout>
  )
}

function RandomButtons({ prefix }: { prefix: string }) {
  const { t } = useTranslation(['practice', 'judge'])
  return (
    <section className="card practice-random" aria-labelledby="random-title">
      <h2 id="random-title">{t('exercises.random.title')}</h2>
      <p>{t('exercises.random.lead')}</p>
      <form method="get" action={`/${prefix}/exercises/random`} className="practice-random-buttons">
        {DIFFICULTIES.map((d) => (
          <button key={d} type="submit" name="difficulty" value={d} className="button button--ghost">
            {t(`judge:difficulties.${d}`)}
          </button>
        ))}
      </form>
    </section>
  )
}

function Filters() {
  const { list, subjects, sources, loggedIn, prefix } = useLoaderData<typeof loader>()
  const { t } = useTranslation(['practice', 'judge'])
  const f = list.filters
  return (
    <FilterForm
      clearHref={`/${prefix}/exercises`}
      row={
        <>
          <Field label={t('exercises.search')} name="q" type="search" defaultValue={f.q} maxLength={100} />
          <FilterSelect
            label={t('exercises.difficulty')}
            name="difficulty"
            value={f.difficulty}
            any={t('exercises.anyDifficulty')}
            options={DIFFICULTIES.map((d) => ({ value: d, label: t(`judge:difficulties.${d}`) }))}
          />
          <FilterSelect
            label={t('exercises.source')}
            name="source"
            value={f.source}
            any={t('exercises.anySource')}
            options={sources.map((s) => ({
              value: s.slug,
              label: `${'\u00a0\u00a0'.repeat(s.depth)}${s.title}`,
            }))}
          />
          {loggedIn ? (
            <FilterSelect
              label={t('exercises.status')}
              name="status"
              value={f.status}
              any={t('exercises.anyStatus')}
              options={[
                { value: 'solved', label: t('exercises.solved') },
                { value: 'unsolved', label: t('exercises.unsolved') },
              ]}
            />
          ) : null}
        </>
      }
    >
      {subjects.length ? (
        <fieldset className="practice-subjects">
          <legend>{t('exercises.subjects')}</legend>
          <p className="field-hint">{t('exercises.subjectsHint')}</p>
          <ul role="list">
            {subjects.map((s) => (
              <li key={s.slug}>
                <label className="practice-check">
                  <input
                    type="checkbox"
                    name="subject"
                    value={s.slug}
                    defaultChecked={f.subjects.includes(s.slug)}
                  />{' '}
                  {s.title}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
    </FilterForm>
  )
}
