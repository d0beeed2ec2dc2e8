import { useTranslation } from 'react-i18next'
import type { ManageParticipant, ManageSubmission } from '../organizing/manage-types'
import { formatDateTime } from './scoreboard-format'

export function ManageParticipants({
  participants,
  lng,
}: { participants: ManageParticipant[]; lng: string }) {
  const { t } = useTranslation('scoreboard')
  return (
    <section>
      <h2 id="manage-participants-title">
        {t('managePage.participants.title')} ({participants.length})
      </h2>
      {participants.length === 0 ? (
        <p>{t('managePage.participants.none')}</p>
      ) : (
        <div className="sb-scroll">
          <table className="data-table manage-table" aria-labelledby="manage-participants-title">
            <thead>
              <tr>
                <th scope="col">{t('managePage.participants.who')}</th>
                <th scope="col">{t('managePage.participants.type')}</th>
                <th scope="col">{t('managePage.participants.members')}</th>
                <th scope="col">{t('managePage.participants.kind')}</th>
                <th scope="col">{t('managePage.participants.joinedAt')}</th>
              </tr>
            </thead>
            <tbody>
              {participants.map((p) => {
                const who = p.team ?? p.members[0]
                return (
                  <tr key={p.id}>
                    <th scope="row">{who ? <a href={who.href}>{who.name}</a> : '—'}</th>
                    <td>
                      {t(p.team ? 'managePage.participants.team' : 'managePage.participants.individual')}
                    </td>
                    <td>
                      {p.team ? (
                        <ul role="list">
                          {p.members.map((m) => (
                            <li key={m.id}>
                              <a href={m.href}>{m.name}</a>
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </td>
                    <td>{t(`managePage.participants.${p.kind}`)}</td>
                    <td>{formatDateTime(p.joinedAt, lng)}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

export function ManageSubmissions({ submissions, lng }: { submissions: ManageSubmission[]; lng: string }) {
  const { t } = useTranslation(['scoreboard', 'judge'])
  return (
    <section>
      <h2 id="manage-submissions-title">{t('managePage.submissions.title')}</h2>
      {submissions.length === 0 ? (
        <p>{t('managePage.submissions.none')}</p>
      ) : (
        <>
          <p>{t('managePage.submissions.lead', { count: submissions.length })}</p>
          <div className="sb-scroll">
            <table className="data-table manage-table" aria-labelledby="manage-submissions-title">
              <thead>
                <tr>
                  <th scope="col">{t('managePage.submissions.id')}</th>
                  <th scope="col">{t('managePage.submissions.author')}</th>
                  <th scope="col">{t('managePage.submissions.exercise')}</th>
                  <th scope="col">{t('managePage.submissions.status')}</th>
                  <th scope="col">{t('managePage.submissions.score')}</th>
                  <th scope="col">{t('managePage.submissions.when')}</th>
                </tr>
              </thead>
              <tbody>
                {submissions.map((s) => (
                  <tr key={s.id}>
                    <th scope="row">
                      <a href={s.href}>#{s.id}</a>
                    </th>
                    <td>
                      <a href={s.author.href}>{s.author.name}</a>
                      {s.participant ? null : (
                        <span className="tag sb-tag">{t('managePage.submissions.test')}</span>
                      )}
                    </td>
                    <td>{s.letter}</td>
                    <td>{t(`judge:verdicts.${s.status}`)}</td>
                    <td>{s.score ?? '—'}</td>
                    <td>{formatDateTime(s.createdAt, lng)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  )
}
