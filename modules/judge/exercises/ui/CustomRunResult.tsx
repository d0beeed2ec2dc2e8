import { useTranslation } from 'react-i18next'
import { Notice } from '~/app/ui/forms'
import type { CustomRunView } from '../workspace-types'

/** A custom test's result: status, CPU time, memory, output (the run page and the editor island show it alike). */
export function CustomRunResult({ run, headingId }: { run: CustomRunView; headingId: string }) {
  const { t, i18n } = useTranslation('exercise')
  const number = new Intl.NumberFormat(i18n.language)
  const tone = run.status === 'ok' ? 'success' : run.status === 'internal_error' ? 'error' : 'warning'
  return (
    <section className="custom-run-result" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('customTest.resultTitle')}</h3>
      <Notice tone={tone}>{t(`customTest.statuses.${run.status}`)}</Notice>
      <dl className="exercise-facts">
        <div>
          <dt>{t('customTest.time')}</dt>
          <dd>{run.cpuMs === null ? '—' : t('customTest.ms', { value: number.format(run.cpuMs) })}</dd>
        </div>
        <div>
          <dt>{t('customTest.memory')}</dt>
          <dd>
            {run.memoryKiB === null ? '—' : t('customTest.kib', { value: number.format(run.memoryKiB) })}
          </dd>
        </div>
      </dl>
      <p className="field-hint">
        {t('customTest.limits', {
          seconds: number.format(run.timeLimitMs / 1000),
          mib: number.format(run.memoryLimitMib),
        })}
      </p>
      {run.compilationMessage ? (
        <figure>
          <figcaption>{t('customTest.compilation')}</figcaption>
          <pre className="compiler-output">{run.compilationMessage}</pre>
        </figure>
      ) : (
        <figure>
          <figcaption>{t('customTest.output')}</figcaption>
          <pre>
            <samp>{run.stdout || t('customTest.empty')}</samp>
          </pre>
        </figure>
      )}
      {run.stderr ? (
        <figure>
          <figcaption>{t('customTest.stderr')}</figcaption>
          <pre>{run.stderr}</pre>
        </figure>
      ) : null}
    </section>
  )
}
