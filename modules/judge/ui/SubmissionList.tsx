import { useTranslation } from 'react-i18next'
import { type Lng, PREFIX_BY_LNG } from '~/app/kernel/locale'
import { SelectField } from '~/app/ui/forms'
import type { PublicStatus } from '../constants'
import { Pager } from './Pager'
import { formatDateTime } from './format'

export interface SubmissionListData {
  rows: {
    id: number
    exercise: { id: number; title: string }
    languageLabel: string
    status: PublicStatus
    score: number | null
    created_at: string
    author: { id: number; name: string; color: string } | null
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
  const f = list.filters
  return (
    <>
      <form method="get" className="practice-filters" role="search">
        <fieldset>
          <legend>{t('filters.legend')}</legend>
          <div className="practice-filter-row">
            <SelectField
              label={t('submissions.exercise')}
              name="exercise"
              defaultValue={f.exercise ? String(f.exercise) : ''}
              options={[
                { value: '', label: t('submissions.anyExercise') },
                ...list.exercises.map((e) => ({ value: String(e.id), label: `#${e.id} ${e.title}` })),
              ]}
            />
            <SelectField
              label={t('submissions.status')}
              name="status"
              defaultValue={f.status ?? ''}
              options={[
                { value: '', label: t('submissions.anyStatus') },
                ...statuses.map((s) => ({ value: s, label: t(`judge:verdicts.${s}`) })),
              ]}
            />
            <SelectField
              label={t('submissions.language')}
              name="language"
              defaultValue={f.language ?? ''}
              options={[
                { value: '', label: t('submissions.anyLanguage') },
                ...languages.map((l) => ({ value: l.id, label: l.label })),
              ]}
            />
          </div>
          <div className="form-actions">
            <button type="submit" className="button">
              {t('filters.apply')}
            </button>
            <a href={path}>{t('filters.clear')}</a>
          </div>
        </fieldset>
      </form>
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
              <th scope="col">{t('submissions.table.status')}</th>
              <th scope="col" className="num">
                {t('submissions.table.score')}
              </th>
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
                </td>
                <td className="num">{r.score ?? t('noValue')}</td>
                <td>
                  <time dateTime={r.created_at}>{formatDateTime(r.created_at, i18n.language)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager page={list.page} pages={list.pages} />
    </>
  )
}
