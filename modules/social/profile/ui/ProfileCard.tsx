import { useTranslation } from 'react-i18next'
import type { FriendshipState } from '../../friends/friends.server'
import { FriendButton } from '../../friends/ui/FriendButton'
import type { ProfileUser } from '../profile.server'

/** The PRO crown (docs/product.md#site-shell: the top bar's avatar badge, larger). */
export function Crown({ label }: { label: string }) {
  return (
    <svg className="profile-crown" width="22" height="22" viewBox="0 0 24 24" role="img" aria-label={label}>
      <path d="M2 18h20l-2-11-5 5-3-7-3 7-5-5z" fill="#f5b301" stroke="#8a5a00" strokeWidth="1.5" />
    </svg>
  )
}

/** The picture, or the initials in the user's colour when there is none. */
export function ProfilePicture({ user, size = 128 }: { user: ProfileUser; size?: number }) {
  if (user.picture) {
    return (
      <img
        className="profile-picture"
        src={user.picture}
        alt=""
        width={size}
        height={size}
        decoding="async"
      />
    )
  }
  return (
    <span className={`avatar profile-picture profile-initials avatar--${user.color}`} aria-hidden="true">
      {user.initials}
    </span>
  )
}

interface CardProps {
  user: ProfileUser
  prefix: 'br' | 'gb'
  isSelf: boolean
  friendship: FriendshipState
  teams: { id: number; name: string }[]
}

/** "general information card" (docs/product.md#social-profiles): picture, name in colour, PRO, level, XP, institution, tags, teams. */
export function ProfileCard({ user, prefix, isSelf, friendship, teams }: CardProps) {
  const { t } = useTranslation('profile')
  return (
    <section className="card profile-card" aria-labelledby="profile-name">
      <ProfilePicture user={user} />
      <div className="profile-identity">
        <h1 id="profile-name" className="profile-name">
          <span className={`name--${user.color}`}>{user.name}</span>
          {user.isPro ? (
            <span className="profile-pro">
              <Crown label={t('card.pro')} />
              <span className="tag profile-pro-tag">PRO</span>
            </span>
          ) : null}
        </h1>
        {user.memberTags.length > 0 ? (
          <ul className="tag-list profile-member-tags" aria-label={t('card.memberTags')}>
            {user.memberTags.map((tag) => (
              <li key={tag} className="tag">
                {t(`memberTags.${tag}`)}
              </li>
            ))}
          </ul>
        ) : null}
        <dl className="profile-facts">
          <div>
            <dt>{t('card.level')}</dt>
            <dd>{user.level}</dd>
          </div>
          <div>
            <dt>{t('card.xp')}</dt>
            <dd>{t('card.xpValue', { xp: user.xp })}</dd>
          </div>
          <div>
            <dt>{t('card.institution')}</dt>
            <dd>
              {user.institution
                ? `${user.institution.name} (${user.institution.shortName})`
                : t('card.noInstitution')}
            </dd>
          </div>
          {teams.length > 0 ? (
            <div>
              <dt>{t('card.teams')}</dt>
              <dd>
                <ul className="profile-teams" role="list">
                  {teams.map((team) => (
                    <li key={team.id}>
                      <a href={`/${prefix}/team/${team.id}`}>{team.name}</a>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
        </dl>
        <div className="profile-actions">
          {isSelf ? (
            <a className="button" href={`/${prefix}/user/edit`}>
              {t('card.edit')}
            </a>
          ) : (
            <FriendButton
              state={friendship}
              userId={user.id}
              prefix={prefix}
              redirectTo={`/${prefix}/user/${user.id}`}
            />
          )}
        </div>
      </div>
    </section>
  )
}
