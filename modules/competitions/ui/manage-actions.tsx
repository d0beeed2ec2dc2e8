import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Field, Notice } from '~/app/ui/forms'
import type { ManageActionData, ManagePageData } from '../organizing/manage-types'
import { formatDateTime } from './scoreboard-format'

type C = ManagePageData['competition']

export function ManagePassword({ password }: { password: string | null }) {
  const { t } = useTranslation('scoreboard')
  return (
    <section className="card">
      <h2>{t('managePage.password.title')}</h2>
      {password ? (
        <details className="manage-password">
          <summary>{t('managePage.password.show')}</summary>
          <p>
            <code>{password}</code>
          </p>
        </details>
      ) : (
        <p>{t('managePage.password.none')}</p>
      )}
    </section>
  )
}

function Intent({ value, label }: { value: string; label: string }) {
  return (
    <Form method="post" className="manage-action">
      <input type="hidden" name="intent" value={value} />
      <button type="submit" className="button">
        {label}
      </button>
    </Form>
  )
}

function FreezeState({ c, lng }: { c: C; lng: string }) {
  const { t } = useTranslation('scoreboard')
  if (c.frozenMinutes === 0) return <p>{t('managePage.actions.noFreeze')}</p>
  if (c.unfrozenAt)
    return <p>{t('managePage.actions.unfrozenAt', { time: formatDateTime(c.unfrozenAt, lng) })}</p>
  if (!c.frozen || !c.frozeAt)
    return <p>{t('managePage.actions.notFrozenYet', { minutes: c.frozenMinutes })}</p>
  return (
    <>
      <p>{t('managePage.actions.frozenSince', { time: formatDateTime(c.frozeAt, lng) })}</p>
      <p className="field-hint">{t('managePage.actions.unfreezeHint')}</p>
      <Intent value="unfreeze" label={t('managePage.actions.unfreeze')} />
    </>
  )
}

/** Refresh, unfreeze, rejudge: each a plain POST that comes back with a one-shot confirmation. */
export function ManageActions({
  c,
  lng,
  refused,
}: { c: C; lng: string; refused: ManageActionData | undefined }) {
  const { t } = useTranslation('scoreboard')
  const oneError = refused?.intent === 'rejudge_one' ? [t(`managePage.errors.${refused.error}`)] : null
  return (
    <section className="card manage-actions">
      <h2>{t('managePage.actions.title')}</h2>
      {refused && refused.intent !== 'rejudge_one' ? (
        <Notice tone="error">{t(`managePage.errors.${refused.error}`)}</Notice>
      ) : null}
      <p className="field-hint">{t('managePage.actions.refreshHint')}</p>
      <Intent value="refresh" label={t('managePage.actions.refresh')} />
      <FreezeState c={c} lng={lng} />
      <p className="field-hint">{t('managePage.actions.rejudgeAllHint')}</p>
      <Intent value="rejudge_all" label={t('managePage.actions.rejudgeAll')} />
      <Form method="post" className="manage-action">
        <h3>{t('managePage.actions.rejudgeOne')}</h3>
        <input type="hidden" name="intent" value="rejudge_one" />
        <Field
          label={t('managePage.actions.submissionId')}
          name="submission_id"
          inputMode="numeric"
          defaultValue={refused?.intent === 'rejudge_one' ? (refused.submissionId ?? '') : ''}
          errors={oneError}
          required
        />
        <button type="submit" className="button">
          {t('managePage.actions.rejudgeOneButton')}
        </button>
      </Form>
    </section>
  )
}
