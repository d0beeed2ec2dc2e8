// The clarifications a viewer may read, newest first: question, answer (or "waiting"), the problem it is about.
import { useTranslation } from 'react-i18next'
import type { Lng } from '~/app/kernel/i18n/locale'
import type { ClarificationView } from '../running/clarifications.server'
import { AnswerForm, type ClarificationReply } from './clarification-forms'
import { formatWhen } from './competition-time'

function Item({
  item,
  organizer,
  reply,
  lng,
}: { item: ClarificationView; organizer: boolean; reply?: ClarificationReply; lng: Lng }) {
  const { t } = useTranslation('contest')
  const about = item.letter
    ? t('clarifications.list.problem', { letter: item.letter, title: item.exerciseTitle ?? '' })
    : t('clarifications.list.general')
  const announcement = item.question === null
  return (
    <li id={`clarification-${item.id}`} className="card contest-clarification">
      <header className="contest-clarification__head">
        <ul className="tag-list">
          <li className="tag">{about}</li>
          {announcement ? <li className="tag">{t('clarifications.list.announcement')}</li> : null}
          {item.isBroadcast && !announcement ? (
            <li className="tag">{t('clarifications.list.broadcast')}</li>
          ) : null}
          {item.own ? <li className="tag">{t('clarifications.list.own')}</li> : null}
        </ul>
        <p className="contest-clarification__meta">
          {item.asker ? <span>{t('clarifications.list.askedBy', { name: item.asker })} · </span> : null}
          <time dateTime={item.createdAt}>
            {t(announcement ? 'clarifications.list.postedAt' : 'clarifications.list.askedAt', {
              date: formatWhen(item.createdAt, lng),
            })}
          </time>
        </p>
      </header>
      {announcement ? null : (
        <div className="contest-clarification__question">
          <h3>{t('clarifications.list.question')}</h3>
          <p className="contest-text">{item.question}</p>
        </div>
      )}
      {item.answer !== null ? (
        <div className="contest-clarification__answer">
          {announcement ? null : <h3>{t('clarifications.list.answer')}</h3>}
          <p className="contest-text">{item.answer}</p>
          {item.answeredAt && !announcement ? (
            <p className="contest-clarification__meta">
              <time dateTime={item.answeredAt}>
                {t('clarifications.list.answeredAt', { date: formatWhen(item.answeredAt, lng) })}
              </time>
            </p>
          ) : null}
        </div>
      ) : (
        <p className="contest-clarification__pending">{t('clarifications.list.pending')}</p>
      )}
      {organizer && !announcement ? (
        <AnswerForm id={item.id} answer={item.answer} broadcast={item.isBroadcast} reply={reply} />
      ) : null}
    </li>
  )
}

export function ClarificationList({
  items,
  organizer,
  reply,
  lng,
}: { items: ClarificationView[]; organizer: boolean; reply?: ClarificationReply; lng: Lng }) {
  const { t } = useTranslation('contest')
  return (
    <section className="contest-clarifications" aria-labelledby="clarifications-title">
      <h2 id="clarifications-title">{t('clarifications.list.title')}</h2>
      {items.length === 0 ? (
        <p className="notice notice--info">{t('clarifications.list.empty')}</p>
      ) : (
        <ol className="contest-clarification-list" role="list">
          {items.map((item) => (
            <Item key={item.id} item={item} organizer={organizer} reply={reply} lng={lng} />
          ))}
        </ol>
      )}
    </section>
  )
}
