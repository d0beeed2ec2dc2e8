import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { optionalUser } from '~/app/kernel/auth/guards.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { Pager } from '~/app/ui/Pager'
import { isJudgeStaff } from '../../access'
import { listExercises, parseExerciseFilters } from '../listing.server'
import { subjectLessons } from '../subject-lessons.server'
import { getSubject } from '../subject-lists.server'
import { EditorCard } from '../ui/EditorCard'
import { ExerciseTable } from '../ui/ExerciseTable'
import { GroupSummary } from '../ui/GroupSummary'

export const handle: RouteHandle = { i18n: ['common', 'judge', 'practice'] }

/** One subject's exercises (the exercises list narrowed to it, with paging). Unknown slug → 404 page. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await optionalUser(request)
  const lng = requestLng(request)
  const subject = await getSubject(user, params.slug ?? '', lng)
  if (!subject) throw new Response('Not Found', { status: 404 })
  const { page } = parseExerciseFilters(new URL(request.url).searchParams)
  const filters = { ...parseExerciseFilters(new URLSearchParams()), subjects: [subject.slug], page }
  const [list, lessons] = await Promise.all([
    listExercises(user, filters, lng),
    subjectLessons(subject.id, lng),
  ])
  return {
    subject,
    list,
    lessons,
    loggedIn: !!user,
    // Content creators edit subjects (learning's editor, issue 21).
    canEdit: isJudgeStaff(user),
    prefix: requestPrefix(request),
    meta: { title: subject.title },
  }
}

export default function Subject() {
  const { subject, list, lessons, loggedIn, prefix, canEdit } = useLoaderData<typeof loader>()
  const { t } = useTranslation(['practice', 'judge'])
  return (
    <article className="page">
      <p>
        <a href={`/${prefix}/subjects`}>← {t('subject.back')}</a>
      </p>
      <h1>{subject.title}</h1>
      <p className="lead">{t('subject.category', { category: t(`judge:categories.${subject.category}`) })}</p>
      {canEdit ? <EditorCard kind="subject" href={`/${prefix}/content/subjects/${subject.id}`} /> : null}
      {lessons.length ? (
        <section aria-labelledby="subject-lessons">
          <h2 id="subject-lessons">{t('subject.lessons')}</h2>
          <ul>
            {lessons.map((l) => (
              <li key={l.href}>
                <a href={l.href}>{l.title}</a> <span className="muted">· {l.course}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <GroupSummary stats={subject.stats} loggedIn={loggedIn} />
      {list.rows.length ? (
        <ExerciseTable rows={list.rows} loggedIn={loggedIn} />
      ) : (
        <p className="notice notice--info">{t('subject.empty')}</p>
      )}
      <Pager page={list.page} pages={list.pages} label={t('pager.label')} />
      <p className="field-hint">{t('average.explain')}</p>
      <p>
        <a href={`/${prefix}/exercises?subject=${subject.slug}`}>{t('subject.more')}</a>
      </p>
    </article>
  )
}
