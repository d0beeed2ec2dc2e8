import type { ReactNode } from 'react'

// What every chart shares: a <figure> whose caption says what it shows, the SVG labelled by a one-line summary
// (role="img": screen readers read the summary, not the shapes), and the numbers as a visually hidden table for
// whoever wants every value. Server-rendered; no script; no style attributes (the CSP forbids them).

export interface ChartTable {
  /** Header of the label column and of the value column. */
  columns: [string, string]
  rows: { label: string; value: string }[]
}

export interface ChartFrameProps {
  /** Unique on the page: the caption's and the summary's ids derive from it. */
  id: string
  caption: ReactNode
  /** One sentence with the numbers that matter: the SVG's accessible name. */
  summary: string
  table: ChartTable
  /** Said instead of an empty drawing when there is nothing to show. */
  empty?: string | null
}

export function ChartFigure({
  id,
  caption,
  summary,
  table,
  empty,
  viewBox,
  className,
  children,
}: ChartFrameProps & { viewBox: string; className: string; children: ReactNode }) {
  return (
    <figure className={`chart ${className}`} aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>{caption}</figcaption>
      {empty ? (
        <p className="chart-empty">{empty}</p>
      ) : (
        <>
          <svg className="chart-svg" viewBox={viewBox} role="img" aria-label={summary}>
            {children}
          </svg>
          <table className="visually-hidden">
            <thead>
              <tr>
                <th scope="col">{table.columns[0]}</th>
                <th scope="col">{table.columns[1]}</th>
              </tr>
            </thead>
            <tbody>
              {table.rows.map((r) => (
                <tr key={r.label}>
                  <th scope="row">{r.label}</th>
                  <td>{r.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  )
}
