import type { ReactNode } from 'react'

/** A content list page: its title with the "new" button, the intro, then the table or the empty note. */
export function ContentListPage({
  title,
  newHref,
  newLabel,
  intro,
  empty,
  columns,
  children,
}: {
  title: string
  newHref: string
  newLabel: string
  intro: string
  /** Shown instead of the table when there are no rows. */
  empty: string | null
  columns: string[]
  /** The table's rows. */
  children: ReactNode
}) {
  return (
    <article className="page content-page">
      <div className="content-heading">
        <h1>{title}</h1>
        <a className="button" href={newHref}>
          {newLabel}
        </a>
      </div>
      <p className="lead">{intro}</p>
      {empty ? (
        <p className="content-empty">{empty}</p>
      ) : (
        <div className="content-table-wrap">
          <table className="data-table">
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      )}
    </article>
  )
}
