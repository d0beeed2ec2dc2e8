import type { SerializeFrom } from '@remix-run/node'
import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Field, Notice } from '~/app/ui/forms'
import type { TeamFormErrors, TeamFormValues } from '../teams-actions.server'

/** What the team page's action answers when it refuses a form. */
export interface TeamReply {
  error?: 'wrongPassword' | 'tooManyPasswords' | 'notCaptain' | 'lastMember' | 'notMember' | 'notCaptainEdit'
  /** The captain's edit form, refused: what was typed and why. */
  edit?: { values: TeamFormValues; errors: TeamFormErrors }
  /** The captain's image upload, refused. */
  image?: 'imageInvalid' | 'imageTooLarge' | 'imageMissing' | 'saveFailed'
}

/** Only the captain sees these (the action refuses anyone else at 403). */
export function TeamEdit({
  team,
  reply,
}: {
  team: { name: string; description: string }
  reply: SerializeFrom<TeamReply> | undefined
}) {
  const { t } = useTranslation('social')
  const err = (list?: string[]) => list?.map((k) => t(`teams.errors.${k}`))
  // The current invite password is stored hashed: the form can only set a new one (blank keeps it).
  const values = reply?.edit?.values ?? { name: team.name, description: team.description, invitePassword: '' }
  const errors = reply?.edit?.errors
  return (
    <section className="card team-edit" aria-labelledby="team-edit-title">
      <h2 id="team-edit-title">{t('teams.edit.title')}</h2>
      <Form method="post" className="team-form">
        <input type="hidden" name="intent" value="edit" />
        <Notice tone="error">{err(errors?.form)?.join(' ')}</Notice>
        <Field
          id="team-edit-name"
          label={t('teams.fields.name')}
          name="name"
          required
          minLength={2}
          maxLength={80}
          defaultValue={values.name}
          errors={err(errors?.name)}
        />
        <div className="field">
          <label htmlFor="team-edit-description">{t('teams.fields.description')}</label>
          <textarea
            id="team-edit-description"
            name="description"
            rows={4}
            maxLength={2000}
            defaultValue={values.description}
          />
          {errors?.description ? <p className="field-errors">{err(errors.description)?.join(' ')}</p> : null}
        </div>
        <Field
          id="team-edit-password"
          label={t('teams.fields.newInvitePassword')}
          name="invitePassword"
          minLength={4}
          maxLength={100}
          autoComplete="off"
          hint={t('teams.fields.newInvitePasswordHint')}
          defaultValue={values.invitePassword}
          errors={err(errors?.invitePassword)}
        />
        <button type="submit" className="button">
          {t('teams.edit.submit')}
        </button>
      </Form>
      <Form method="post" encType="multipart/form-data" className="team-image-form">
        <input type="hidden" name="intent" value="image" />
        <Field
          id="team-edit-image"
          label={t('teams.edit.image')}
          name="image"
          type="file"
          required
          accept="image/png,image/jpeg,image/webp"
          hint={t('teams.edit.imageHint')}
          errors={reply?.image ? [t(`teams.errors.${reply.image}`)] : null}
        />
        <button type="submit" className="button">
          {t('teams.edit.imageSubmit')}
        </button>
      </Form>
    </section>
  )
}
