// The post's edit page (namespace `blog`): fields, the image (its 900×600 PNG rule stated by the field),
// and deleting with a confirmation box — all plain forms.
import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { CheckboxField, Field, Notice, SelectField, TextAreaField } from '~/app/ui/forms'
import { BLOG_TAGS, BLOG_VISIBILITIES } from '~/db/schema-social'
import { CONTENT_IMAGE_MIB, POST_IMAGE, POST_TEXT_MAX, SLUG_MAX, TITLE_MAX } from '../types'

interface Values {
  url: string
  title_br: string
  title_gb: string
  text: string
  tag: string
  visibility: string
  is_tutorial: boolean
  is_assistant_knowledge: boolean
}

/** The limits the editor states: the numbers the server checks. */
const LIMITS = {
  url: SLUG_MAX,
  title: TITLE_MAX,
  text: POST_TEXT_MAX,
  width: POST_IMAGE.width,
  height: POST_IMAGE.height,
  mib: CONTENT_IMAGE_MIB,
}

export function PostEditor({
  prefix,
  id,
  values,
  hasImage,
  saved,
  created,
  reply,
}: {
  prefix: string
  id: number
  values: Values
  hasImage: boolean
  saved: boolean
  created: boolean
  reply?: { intent: 'save' | 'delete'; errors: Partial<Record<string, string[]>> }
}) {
  const { t } = useTranslation('blog')
  const errors = reply?.errors ?? {}
  const err = (name: string) => errors[name]?.map((k) => t(`manage.errors.${k}`, LIMITS))
  const saveFailed = reply?.intent === 'save' && Object.keys(errors).length > 0
  return (
    <article className="page content-page">
      <p>
        <a href={`/${prefix}/content/posts`}>← {t('manage.title')}</a>
      </p>
      <h1>{t('manage.editTitle')}</h1>
      {saved ? <Notice tone="success">{t('flash.saved')}</Notice> : null}
      {created ? <Notice tone="success">{t('flash.created')}</Notice> : null}
      {saveFailed ? <Notice tone="error">{t('manage.saveError')}</Notice> : null}
      <p>
        <a href={`/${prefix}/blog/${values.url}`}>{t('manage.view')}</a>
      </p>
      <Form method="post" encType="multipart/form-data" className="content-form post-editor" noValidate>
        <input type="hidden" name="intent" value="save" />
        <Field
          label={t('manage.fields.url')}
          name="url"
          required
          maxLength={LIMITS.url}
          hint={t('manage.fields.urlHint', { max: LIMITS.url })}
          defaultValue={values.url}
          errors={err('url')}
        />
        <Field
          label={t('manage.fields.titleBr')}
          name="title_br"
          required
          maxLength={LIMITS.title}
          defaultValue={values.title_br}
          errors={err('title_br')}
        />
        <Field
          label={t('manage.fields.titleGb')}
          name="title_gb"
          maxLength={LIMITS.title}
          hint={t('manage.fields.titleGbHint')}
          defaultValue={values.title_gb}
          errors={err('title_gb')}
        />
        <TextAreaField
          label={t('manage.fields.text')}
          name="text"
          rows={18}
          className="code-text"
          hint={t('manage.fields.textHint', { max: LIMITS.text })}
          defaultValue={values.text}
          errors={err('text')}
        />
        <div className="feed-form-row">
          <SelectField
            label={t('manage.fields.tag')}
            name="tag"
            defaultValue={values.tag}
            errors={err('tag')}
            options={BLOG_TAGS.map((v) => ({ value: v, label: t(`blog.tags.${v}`) }))}
          />
          <SelectField
            label={t('manage.fields.visibility')}
            name="visibility"
            defaultValue={values.visibility}
            errors={err('visibility')}
            options={BLOG_VISIBILITIES.map((v) => ({ value: v, label: t(`blog.visibilities.${v}`) }))}
          />
        </div>
        <CheckboxField
          name="is_tutorial"
          label={t('manage.fields.isTutorial')}
          defaultChecked={values.is_tutorial}
        />
        <CheckboxField
          name="is_assistant_knowledge"
          label={t('manage.fields.isAssistantKnowledge')}
          hint={t('manage.fields.isAssistantKnowledgeHint')}
          defaultChecked={values.is_assistant_knowledge}
        />
        <fieldset className="post-image-fields">
          <legend>{t('manage.fields.image')}</legend>
          {hasImage ? (
            <img
              className="post-image-preview"
              src={`/image/post/${id}.webp`}
              alt={t('manage.fields.currentImage')}
              width={300}
              height={200}
            />
          ) : (
            <p>{t('manage.fields.noImage')}</p>
          )}
          <Field
            label={t('manage.fields.imageFile')}
            name="image"
            type="file"
            accept="image/png"
            hint={t('manage.fields.imageHint', LIMITS)}
            errors={err('image')}
          />
          {hasImage ? (
            <CheckboxField
              name="remove_image"
              label={t('manage.fields.removeImage')}
              defaultChecked={false}
            />
          ) : null}
        </fieldset>
        <div className="form-actions">
          <button type="submit" className="button">
            {t('manage.save')}
          </button>
        </div>
      </Form>
      <section className="card post-delete" aria-labelledby="post-delete-title">
        <h2 id="post-delete-title">{t('manage.deleteTitle')}</h2>
        <Form method="post" encType="multipart/form-data">
          <input type="hidden" name="intent" value="delete" />
          <CheckboxField
            name="confirm"
            id="f-confirm"
            label={t('manage.deleteConfirm')}
            defaultChecked={false}
          />
          {err('confirm') ? <Notice tone="error">{err('confirm')}</Notice> : null}
          <button type="submit" className="button button--ghost">
            {t('manage.delete')}
          </button>
        </Form>
      </section>
    </article>
  )
}
