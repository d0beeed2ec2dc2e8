import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Field, Notice, SelectField, TextAreaField } from '~/app/ui/forms'
import { FEEDBACK_TYPES } from '~/db/schema-social'

interface Values {
  title: string
  text: string
  type: string
}
type Errors = Partial<Record<'title' | 'text' | 'type' | 'image' | 'form', string[]>>

/** Sending a feedback: a multipart POST (the optional image) that redirects to it; no JavaScript needed. */
export function FeedbackForm({ values, errors }: { values: Values; errors: Errors }) {
  const { t } = useTranslation(['feedbacks', 'common'])
  const err = (list?: string[]) => list?.map((k) => t(`errors.${k}`))
  const failed = Object.keys(errors).length > 0
  return (
    <Form method="post" encType="multipart/form-data" className="feedback-form">
      <input type="hidden" name="intent" value="create" />
      <Notice tone="error">
        {errors.form?.includes('tooManyRequests') ? t('common:errors.tooManyRequests.message') : null}
      </Notice>
      <Field
        label={t('fields.title')}
        name="title"
        required
        minLength={4}
        maxLength={120}
        defaultValue={values.title}
        errors={err(errors.title)}
      />
      <SelectField
        label={t('fields.type')}
        name="type"
        defaultValue={values.type}
        options={FEEDBACK_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        errors={err(errors.type)}
      />
      <TextAreaField
        label={t('fields.text')}
        name="text"
        rows={7}
        required
        minLength={20}
        maxLength={5000}
        hint={t('fields.textHint')}
        defaultValue={values.text}
        errors={err(errors.text)}
      />
      <Field
        label={t('fields.image')}
        name="image"
        type="file"
        accept="image/png,image/jpeg,image/webp"
        hint={failed ? t('fields.imageAgain') : t('fields.imageHint')}
        errors={err(errors.image)}
      />
      <button type="submit" className="button">
        {t('form.submit')}
      </button>
    </Form>
  )
}
