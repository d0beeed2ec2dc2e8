import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { optionalUser } from '~/app/kernel/auth/guards.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { isJudgeStaff } from '../../access'
import { type SourceNode, getSourceTree } from '../sources.server'
import { EditorCard } from '../ui/EditorCard'
import { ExerciseTitleCell, StatusMark } from '../ui/ExerciseTable'
import { GroupSummary } from '../ui/GroupSummary'

export const handle: RouteHandle = { i18n: ['common', 'judge', 'practice'] }

/** One source: its own exercises and every subcategory's, recursively. Unknown slug → 404 page. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await optionalUser(request)
  const source = await getSourceTree(user, params.slug ?? '', requestLng(request))
  if (!source) throw new Response('Not Found', { status: 404 })
  return {
    source,
    loggedIn: !!user,
    // Content creators edit sources (learning's editor, issue 21).
    canEdit: isJudgeStaff(user),
    prefix: requestPrefix(request),
    meta: { title: source.title },
  }
}

export default function Source() {
  const { source, prefix, canEdit } = useLoaderData<typeof loader>()
  const { t } = useTranslation('practice')
  return (
    <article className="page">
      <p>
        <a href={`/${prefix}/sources`}>← {t('source.back')}</a>
      </p>
      <h1>{source.title}</h1>
      {source.date ? <p className="lead">{source.date}</p> : null}
      {canEdit ? <EditorCard kind="source" href={`/${prefix}/content/sources/${source.id}`} /> : null}
      <SourceBody node={source} depth={0} />
      <p className="field-hint">{t('average.explain')}</p>
    </article>
  )
}

function SourceBody({ node, depth }: { node: SourceNode; depth: number }) {
  const { loggedIn } = useLoaderData<typeof loader>()
  return (
    <>
      <GroupSummary stats={node.stats} loggedIn={loggedIn} />
      {node.exercises.length ? <SourceExercises node={node} /> : null}
      {node.children.map((child) => {
        const Heading = `h${Math.min(depth + 2, 6)}` as 'h2'
        return (
          <section key={child.id} className="practice-source-part" aria-labelledby={`source-${child.id}`}>
            <Heading id={`source-${child.id}`}>{child.title}</Heading>
            <SourceBody node={child} depth={depth + 1} />
          </section>
        )
      })}
    </>
  )
}

function SourceExercises({ node }: { node: SourceNode }) {
  const { loggedIn } = useLoaderData<typeof loader>()
  const { t } = useTranslation(['practice', 'judge'])
  return (
    <table className="data-table practice-table">
      <thead>
        <tr>
          <th scope="col">{t('source.table.title')}</th>
          <th scope="col">{t('source.table.difficulty')}</th>
          {loggedIn ? <th scope="col">{t('source.table.solved')}</th> : null}
          <th scope="col" className="num">
            {t('source.table.average')}
          </th>
        </tr>
      </thead>
      <tbody>
        {node.exercises.map((e) => (
          <tr key={e.id}>
            <ExerciseTitleCell id={e.id} title={e.title} pro={e.pro} />
            <td>{t(`judge:difficulties.${e.difficulty}`)}</td>
            {loggedIn ? (
              <td>
                <StatusMark status={e.status} />
              </td>
            ) : null}
            <td className="num">{e.average ?? t('noValue')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
