// Small pieces the competitions pages share: the phase tag, a style with its rule, and the error text of codes.
import { useTranslation } from 'react-i18next'
import type { CompetitionStyle } from '~/db/schema-competitions'

export function PhaseTag({ phase }: { phase: 'upcoming' | 'running' | 'ended' }) {
  const { t } = useTranslation('competitions')
  return <span className={`tag competition-phase competition-phase--${phase}`}>{t(`phase.${phase}`)}</span>
}

/** The style's name and, beside it, the rule that ranks the participants. */
export function StyleRule({ style }: { style: CompetitionStyle }) {
  const { t } = useTranslation('competitions')
  return (
    <div className="competition-rule">
      <p className="competition-rule-name">{t('page.style', { style: t(`styles.${style}.name`) })}</p>
      <p>{t(`styles.${style}.rule`)}</p>
    </div>
  )
}

/** Form error codes ("exercisesUnavailable|12, 15" carries the ids) in the page's language. */
export function useFormErrorText() {
  const { t } = useTranslation('competitions')
  return (errors: string[] | undefined) =>
    errors?.map((e) => {
      const [code, ids] = e.split('|')
      return t(`form.errors.${code}`, { ids })
    })
}
