import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { can } from '~/app/kernel/auth/policy'
import { sessionUser } from '~/app/kernel/auth/session.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { Pager } from '~/app/ui/Pager'
import { SelectField } from '~/app/ui/forms'
import { DIFFICULTIES } from '~/db/schema'
import { MATH_KINDS } from '~/db/schema-learning'
import { listMathExercises, mathFilters } from '../math/math-pages.server'

// /{lang}/math-exercises — math exercises outside lessons (issue 21): filters by difficulty and kind as a GET
// form (no JS), the student's latest answer status, the pager. Content creators also see private rows.
export const handle: RouteHandle = {
  i18n: ['common', 'learning', 'authoring'],
  meta: { title: 'authoring:math.title', description: 'authoring:math.description' },
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await sessionUser(request)
  const filters = mathFilters(new URL(request.url).searchParams)
  return {
    prefix: requestPrefix(request),
    canCreate: can(user, 'create_content'),
    ...(await listMathExercises(user, filters, requestLng(request))),
  }
}

export default function MathExercises() {
  const data = useLoaderData<typeof loader>()
  const { t } = useTranslation('authoring')
  const { t: tl } = useTranslation('learning')
  const { prefix, filters } = data
  const any = { value: '', label: t('math.any') }
  return (
    <article className="page math-exercises">
      <h1>{t('math.title')}</h1>
      <p className="lead">{t('math.description')}</p>
      {data.canCreate ? (
        <p>
          <a className="button" href={`/${prefix}/math-exercise/new/edit`}>
            {t('math.new')}
          </a>
          {/* The AI creation is the assistant's page (issue 19); learning only links to it. */}{' '}
          <a className="button button--ghost" href={`/${prefix}/math-exercises/ai`}>
            {t('math.newWithAi')}
          </a>
        </p>
      ) : null}
      <form method="get" className="authoring-filters" aria-label={t('math.filters')}>
        <SelectField
          label={t('math.difficulty')}
          name="difficulty"
          defaultValue={filters.difficulty ?? ''}
          options={[any, ...DIFFICULTIES.map((d) => ({ value: d, label: tl(`difficulties.${d}`) }))]}
        />
        <SelectField
          label={t('math.kind')}
          name="kind"
          defaultValue={filters.kind ?? ''}
          options={[any, ...MATH_KINDS.map((k) => ({ value: k, label: tl(`math.kinds.${k}`) }))]}
        />
        <button type="submit" className="button button--ghost">
          {t('math.filter')}
        </button>
      </form>
      {data.items.length === 0 ? (
        <p>{t('math.empty')}</p>
      ) : (
        <ul className="authoring-list" role="list">
          {data.items.map((m) => (
            <li key={m.id} className="card">
              <h2>
                <a href={`/${prefix}/math-exercise/${m.id}`}>{m.title}</a>
              </h2>
              <ul className="tag-list" role="list">
                <li className="tag">{tl(`difficulties.${m.difficulty}`)}</li>
                <li className="tag tag--muted">{tl(`math.kinds.${m.kind}`)}</li>
                <li className="tag tag--muted">{m.isFree ? t('math.free') : t('math.pro')}</li>
                {m.isPrivate ? <li className="tag tag--muted">{t('math.private')}</li> : null}
                {m.status ? <li className="tag">{tl(`math.status.${m.status}`)}</li> : null}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <Pager page={data.page} pages={data.pages} label={t('math.pages')} />
    </article>
  )
}
