import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../ui/format'

interface Props {
  title: string
  letter: string
  href: string
  /** The participant's end (exercise page); the submission page leaves it out. */
  endsAt?: string
  ended?: boolean
}

/** "Competição X · Exercício B · termina em …" above an exercise or a submission sent in a competition. */
export function CompetitionBanner({ title, letter, href, endsAt, ended }: Props) {
  const { t, i18n } = useTranslation('exercise')
  return (
    <aside className="competition-banner" aria-label={t('competition.label')}>
      <p className="competition-banner__line">
        <a href={href}>{title}</a>
        {letter ? <span> · {t('competition.exercise', { letter })}</span> : null}
        {endsAt ? (
          <span>
            {' · '}
            {t(ended ? 'competition.ended' : 'competition.endsAt', {
              date: formatDateTime(endsAt, i18n.language),
            })}
          </span>
        ) : null}
      </p>
      <a className="competition-banner__back" href={href}>
        {t('competition.back')}
      </a>
    </aside>
  )
}
