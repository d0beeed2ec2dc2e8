import { useTranslation } from 'react-i18next'
import { Notice } from '~/app/ui/forms'
import type { StatusDetail } from '../workspace-types'

const GOOD = new Set(['accepted'])
const WAITING = new Set(['in_queue', 'frozen'])

function tone(status: string) {
  if (GOOD.has(status)) return 'good'
  if (WAITING.has(status)) return 'waiting'
  return 'bad'
}

/** The verdict, score, messages and per-test log of one submission (spec §3 status detail). */
export function StatusDetails({
  detail,
  nextHref,
  failedTestHref,
  headingLevel = 2,
}: {
  detail: StatusDetail
  nextHref: string | null
  failedTestHref: string | null
  headingLevel?: 2 | 3
}) {
  const { t, i18n } = useTranslation('exercise')
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 })
  const waiting = WAITING.has(detail.status)
  return (
    <div className="status-details">
      <p className={`verdict verdict--${tone(detail.status)}`} data-status={detail.status}>
        <span className="verdict-name">{t(`judge:verdicts.${detail.status}`)}</span>
        {detail.score !== null ? (
          <span className="verdict-score">{t('status.score', { score: number.format(detail.score) })}</span>
        ) : null}
      </p>
      {detail.status === 'in_queue' ? <p className="muted">{t('status.inQueue')}</p> : null}
      {detail.status === 'frozen' ? <p className="muted">{t('status.frozen')}</p> : null}
      {detail.error_on_sample ? <Notice tone="warning">{t('status.errorOnSample')}</Notice> : null}
      {detail.compilation_error_message ? (
        <section>
          <Heading>{t('status.compilationError')}</Heading>
          <pre className="judge-message">{detail.compilation_error_message}</pre>
        </section>
      ) : null}
      {detail.runtime_error_message ? (
        <section>
          <Heading>{t('status.runtimeError')}</Heading>
          <pre className="judge-message">{detail.runtime_error_message}</pre>
        </section>
      ) : null}
      {!waiting && detail.log.length > 0 ? (
        <table className="data-table test-log">
          <caption>{t('status.tests')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('status.test')}</th>
              <th scope="col">{t('status.verdict')}</th>
              <th scope="col">{t('status.time')}</th>
              <th scope="col">{t('status.memory')}</th>
            </tr>
          </thead>
          <tbody>
            {detail.log.map((line, index) => (
              <tr key={`${line.test}-${index}`} data-verdict={line.verdict}>
                <th scope="row">
                  {line.test || index + 1}
                  {line.sample ? <span className="tag">{t('status.sample')}</span> : null}
                </th>
                <td className={`verdict--${tone(line.verdict)}`}>{line.label}</td>
                <td>{t('status.ms', { value: number.format(line.cpu_ms) })}</td>
                <td>{t('status.mib', { value: number.format(line.memory_kib / 1024) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {failedTestHref || nextHref ? (
        <p className="form-actions">
          {failedTestHref ? (
            <a className="button button--ghost" href={failedTestHref} download>
              {t('status.downloadFailedTest')}
            </a>
          ) : null}
          {nextHref ? (
            <a className="button" href={nextHref}>
              {t('status.nextExercise')}
            </a>
          ) : null}
        </p>
      ) : null}
    </div>
  )
}
