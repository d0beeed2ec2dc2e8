import { useTranslation } from 'react-i18next'
import { FeatureLink } from '~/app/ui/FeatureLink'
import { Notice } from '~/app/ui/forms'
import type { ExerciseWorkspaceData, WorkspaceFormError } from '../workspace-types'

type OkData = Extract<ExerciseWorkspaceData, { access: 'ok' }>

/**
 * Custom tests inside the solution form (issue 21): the input and a "run" button posting the form with
 * intent=run, so the code typed above is the code run. PRO only; others read why, with the subscription link.
 */
export function CustomTestFields({
  data,
  result,
  busy,
}: { data: OkData; result?: WorkspaceFormError | null; busy: boolean }) {
  const { t } = useTranslation('exercise')
  if (!data.viewer.loggedIn || data.competition?.mode === 'contest') return null
  const id = `custom-input-${data.exerciseId}`
  return (
    <details className="custom-test" open={result?.intent === 'run' || undefined}>
      <summary>
        {t('customTest.title')} <span className="badge">{t('customTest.pro')}</span>
      </summary>
      {data.viewer.isPro ? (
        <>
          <p className="field-hint">{t('customTest.intro')}</p>
          <div className="field">
            <label htmlFor={id}>{t('customTest.input')}</label>
            <textarea
              id={id}
              name="input"
              rows={4}
              className="custom-test-input"
              defaultValue={result?.input ?? ''}
              aria-describedby={`${id}-hint`}
              spellCheck={false}
            />
            <p className="field-hint" id={`${id}-hint`}>
              {t('customTest.inputHint')}
            </p>
          </div>
          <button
            type="submit"
            name="intent"
            value="run"
            className="button button--ghost"
            disabled={busy}
            data-busy-label={t('customTest.running')}
          >
            {busy ? t('customTest.running') : t('customTest.run')}
          </button>
        </>
      ) : (
        <Notice tone="info">
          {t('customTest.notPro')}{' '}
          <FeatureLink feature="pro" prefix={data.prefix}>
            {t('form.subscribe')}
          </FeatureLink>
        </Notice>
      )}
    </details>
  )
}
