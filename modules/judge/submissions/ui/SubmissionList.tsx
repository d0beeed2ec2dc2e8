import { useTranslation } from 'react-i18next'
import { type Lng, PREFIX_BY_LNG } from '~/app/kernel/i18n/locale'
import { Pager } from '~/app/ui/Pager'
import type { PublicStatus } from '../../constants'
import { FilterForm, FilterSelect } from '../../ui/Filters'
import { formatDateTime } from '../../ui/format'

export interface SubmissionListData {
  rows: {
    id: number
    exercise: { id: number; title: string }
    languageLabel: string
    status: PublicStatus
    score: number | null
    created_at: string
    author: { id: number; name: string; color: string } | null
    /** Own list only (the community list is public by definition). */
    visibility: 'private' | 'public' | null
  }[]
  total: number
  page: number
  pages: number
  filters: { exercise: number | null; status: PublicStatus | null; language: string | null }
  exercises: { id: number; title: string }[]
}

interface Props {
  list: SubmissionListData
  statuses: readonly PublicStatus[]
  languages: { id: string; label: string }[]
  /** The list's own path, for "clear filters". */
  path: string
}

/** Filters, table and pages of a submission list (own or community); never any code. */
export function SubmissionList({ list, statuses, languages, path }: Props) {
  const { t, i18n } = useTranslation(['practice', 'judge'])
  const prefix = PREFIX_BY_LNG[i18n.language as Lng] ?? 'br'
  const showAuthor = list.rows.some((r) => r.author)
  const showVisibility = list.rows.some((r) => r.visibility)
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 })
  const f = list.filters
  return (
    <>
      <FilterForm
        clearHref={path}
        row={
          <>
            <FilterSelect
              label={t('submissions.exercise')}
              name="exercise"
              value={f.exercise ? String(f.exercise) : null}
              any={t('submissions.anyExercise')}
              options={list.exercises.map((e) => ({ value: String(e.id), label: `#${e.id} ${e.title}` }))}
            />
            <FilterSelect
              label={t('submissions.status')}
              name="status"
              value={f.status}
              any={t('submissions.anyStatus')}
              options={statuses.map((s) => ({ value: s, label: t(`judge:verdicts.${s}`) }))}
            />
            <FilterSelect
              label={t('submissions.language')}
              name="language"
              value={f.language}
              any={t('submissions.anyLanguage')}
              options={languages.map((l) => ({ value: l.id, label: l.label }))}
            />
          </>
        }
      />
      <p className="practice-count">{t('submissions.count', { count: list.total })}</p>
      {list.rows.length === 0 ? (
        <p className="notice notice--info">{t('submissions.empty')}</p>
      ) : (
        <table className="data-table practice-table">
          <thead>
            <tr>
              <th scope="col">{t('submissions.table.id')}</th>
              <th scope="col">{t('submissions.table.exercise')}</th>
              {showAuthor ? <th scope="col">{t('submissions.table.author')}</th> : null}
              <th scope="col">{t('submissions.table.language')}</th>
              <th scope="col">{t('submissions.table.result')}</th>
              {showVisibility ? <th scope="col">{t('submissions.table.visibility')}</th> : null}
              <th scope="col">{t('submissions.table.date')}</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((r) => (
              <tr key={r.id}>
                <th scope="row">
                  <a href={`/${prefix}/submission/${r.id}`}>#{r.id}</a>
                </th>
                <td>
                  <a href={`/${prefix}/exercise/${r.exercise.id}`}>{r.exercise.title}</a>
                </td>
                {showAuthor ? (
                  <td>
                    {r.author ? (
                      <a className={`name--${r.author.color}`} href={`/${prefix}/user/${r.author.id}`}>
                        {r.author.name}
                      </a>
                    ) : null}
                  </td>
                ) : null}
                <td>{r.languageLabel}</td>
                <td>
                  <span className={`practice-verdict practice-verdict--${r.status}`}>
                    {t(`judge:verdicts.${r.status}`)}
                  </span>
                  {/* The judge's own failure has no meaningful score. */}
                  {r.score !== null && r.status !== 'internal_error' ? (
                    <>
                      {' · '}
                      <span className="practice-score">
                        {t('submissions.score', { score: number.format(r.score) })}
                      </span>
                    </>
                  ) : null}
                </td>
                {showVisibility ? (
                  <td>{r.visibility ? t(`submissions.visibility.${r.visibility}`) : null}</td>
                ) : null}
                <td>
                  <time dateTime={r.created_at}>{formatDateTime(r.created_at, i18n.language)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager page={list.page} pages={list.pages} label={t('pager.label')} />
    </>
  )
}
