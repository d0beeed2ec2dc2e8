import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { Notice } from '~/app/ui/forms'
import type { StatusDetail } from '../../exercises/workspace-types'

const GOOD = new Set(['accepted'])
const WAITING = new Set(['in_queue', 'frozen'])

function tone(status: string) {
  if (GOOD.has(status)) return 'good'
  if (WAITING.has(status)) return 'waiting'
  return 'bad'
}

type LogLine = StatusDetail['log'][number]

/**
 * The engine names tests "sample 2" and "<group>/<file stem>" ("1/01", "2/a"): in the page's language they
 * read "Exemplo 2", "Teste 1.1" and "Grupo 2 · a".
 */
export function testName(line: Pick<LogLine, 'test' | 'sample'>, index: number, t: TFunction): string {
  if (line.sample) {
    const n = /(\d+)$/.exec(line.test)?.[1]
    return t('exercise:status.sampleName', { n: n ? Number(n) : index + 1 })
  }
  const parts = /^(\d+)\/(.+)$/.exec(line.test)
  if (!parts) return line.test || String(index + 1)
  const [, group, name] = parts
  return /^\d+$/.test(name)
    ? t('exercise:status.testName', { group: Number(group), n: Number(name) })
    : t('exercise:status.groupTest', { group: Number(group), name })
}

/** CPU time: milliseconds below one second, else seconds ("1.011 ms" reads as one millisecond in pt-BR). */
export function cpuTime(ms: number, lng: string, t: TFunction): string {
  if (ms < 1000) {
    return t('exercise:status.ms', { value: new Intl.NumberFormat(lng).format(Math.round(ms)) })
  }
  const seconds = new Intl.NumberFormat(lng, { maximumFractionDigits: 2 }).format(ms / 1000)
  return t('exercise:status.seconds', { value: seconds })
}

/** The verdict, or while in queue the stage the judge reports: compiling, test k of n (issue 16). */
function verdictName(detail: StatusDetail, t: TFunction): string {
  const p = detail.status === 'in_queue' ? detail.progress : null
  if (p?.stage === 'compiling') return t('exercise:status.compiling')
  if (p?.stage === 'testing') return t('exercise:status.testing', { test: p.test, tests: p.tests })
  return t(`judge:verdicts.${detail.status}`)
}

/** An Accepted that earned something: the XP and any level up (issue 16). */
function Celebration({ reward }: { reward: NonNullable<StatusDetail['reward']> }) {
  const { t } = useTranslation('exercise')
  return (
    <p className="celebration">
      {t('status.celebrate')}{' '}
      <strong className="celebration-xp">{t('status.xpGained', { xp: reward.xp })}</strong>
      {reward.level_ups.map((up) => (
        <span key={up.category} className="celebration-level">
          {' '}
          {t('status.levelUp', { level: up.level, category: t(`judge:categories.${up.category}`) })}
        </span>
      ))}
    </p>
  )
}

/** A failed sample: the program's output beside the expected one (samples only: they are on the statement). */
function SampleComparison({
  failure,
  own,
}: { failure: NonNullable<StatusDetail['sample_failure']>; own: boolean }) {
  const { t } = useTranslation('exercise')
  return (
    <section className="sample-failure">
      <p>{t(own ? 'status.sampleFailed' : 'status.sampleFailedOther', { n: failure.sample })}</p>
      <div className="sample-diff">
        <figure>
          <figcaption>{t('status.sampleExpected')}</figcaption>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the output scrolls; keyboards reach it */}
          <pre tabIndex={0}>
            <samp>{failure.expected}</samp>
          </pre>
        </figure>
        <figure>
          <figcaption>{t('status.sampleOutput')}</figcaption>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the output scrolls; keyboards reach it */}
          <pre tabIndex={0}>
            <samp>{failure.output ? failure.output : t('status.sampleOutputEmpty')}</samp>
          </pre>
        </figure>
      </div>
      <details>
        <summary>{t('status.sampleInput')}</summary>
        <pre>
          <samp>{failure.input}</samp>
        </pre>
      </details>
    </section>
  )
}

/** Where the buttons under a verdict lead; any may be absent. */
export interface StatusLinks {
  nextHref: string | null
  failedTestHref: string | null
  /** Back to the solution form (the exercise or the lesson): the main action after anything but Accepted. */
  retryHref?: string | null
}

function Actions({
  status,
  nextHref,
  failedTestHref,
  retryHref,
}: StatusLinks & { status: StatusDetail['status'] }) {
  const { t } = useTranslation('exercise')
  if (WAITING.has(status)) return null
  const accepted = status === 'accepted'
  const retry = !accepted && retryHref ? retryHref : null
  if (!retry && !failedTestHref && !nextHref) return null
  return (
    <p className="form-actions">
      {retry ? (
        <a className="button" href={retry}>
          {t('status.tryAgain')}
        </a>
      ) : null}
      {failedTestHref ? (
        <a className="button button--ghost" href={failedTestHref} download>
          {t('status.downloadFailedTest')}
        </a>
      ) : null}
      {nextHref ? (
        <a className={accepted ? 'button' : 'button button--ghost'} href={nextHref}>
          {t('status.nextExercise')}
        </a>
      ) : null}
    </p>
  )
}

/** The verdict, score, messages and per-test log of one submission (docs/product.md#judge-submissions: status detail). */
export function StatusDetails({
  detail,
  nextHref,
  failedTestHref,
  retryHref = null,
  own = true,
  headingLevel = 2,
}: StatusLinks & {
  detail: StatusDetail
  /** False for someone else's public submission: the notices speak of "this solution", not "yours". */
  own?: boolean
  headingLevel?: 2 | 3
}) {
  const { t, i18n } = useTranslation('exercise')
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 })
  // Memory stays below a few thousand MiB: no grouping, so "1024 MiB" cannot read as 1 MiB.
  const mib = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1, useGrouping: false })
  const waiting = WAITING.has(detail.status)
  // The judge's own failure says nothing about the solution: no score to mislead anyone.
  const internal = detail.status === 'internal_error'
  return (
    <div className="status-details">
      <p className={`verdict verdict--${tone(detail.status)}`} data-status={detail.status}>
        <span className="verdict-name">{verdictName(detail, t)}</span>
        {detail.score !== null && !internal ? (
          <span className="verdict-score">{t('status.score', { score: number.format(detail.score) })}</span>
        ) : null}
      </p>
      {detail.status === 'accepted' && detail.reward ? <Celebration reward={detail.reward} /> : null}
      {detail.status === 'in_queue' ? <p className="muted">{t('status.inQueue')}</p> : null}
      {detail.status === 'frozen' ? <p className="muted">{t('status.frozen')}</p> : null}
      {internal ? (
        <Notice tone="info">{t(own ? 'status.internalError' : 'status.internalErrorOther')}</Notice>
      ) : null}
      {detail.error_on_sample ? (
        <Notice tone="warning">{t(own ? 'status.errorOnSample' : 'status.errorOnSampleOther')}</Notice>
      ) : null}
      {detail.sample_failure ? <SampleComparison failure={detail.sample_failure} own={own} /> : null}
      {detail.compilation_error_message ? (
        <section>
          <Heading>{t('status.compilationError')}</Heading>
          {/* Focusable: it scrolls sideways (gcc's carets keep their columns), keyboards scroll it too. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
          <pre className="judge-message" tabIndex={0}>
            {detail.compilation_error_message}
          </pre>
        </section>
      ) : null}
      {detail.runtime_error_message ? (
        <section>
          <Heading>{t('status.runtimeError')}</Heading>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
          <pre className="judge-message" tabIndex={0}>
            {detail.runtime_error_message}
          </pre>
        </section>
      ) : null}
      {!waiting && detail.log.length > 0 ? (
        <div className="test-log-wrap">
          <table className="data-table test-log">
            <caption>{t('status.tests')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('status.test')}</th>
                <th scope="col">{t('status.verdict')}</th>
                <th scope="col" className="num">
                  {t('status.time')}
                </th>
                <th scope="col" className="num">
                  {t('status.memory')}
                </th>
              </tr>
            </thead>
            <tbody>
              {detail.log.map((line, index) => (
                <tr key={`${line.test}-${index}`} data-verdict={line.verdict}>
                  <th scope="row">{testName(line, index, t)}</th>
                  <td className={`verdict--${tone(line.verdict)}`}>{line.label}</td>
                  <td className="num">{cpuTime(line.cpu_ms, i18n.language, t)}</td>
                  <td className="num">{t('status.mib', { value: mib.format(line.memory_kib / 1024) })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Actions
        status={detail.status}
        nextHref={nextHref}
        failedTestHref={failedTestHref}
        retryHref={retryHref}
      />
    </div>
  )
}
