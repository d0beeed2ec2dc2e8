// The content images and files pages (namespace `blog`): upload form, then the list with what to paste into
// a text (a Markdown snippet) and a delete button for the uploader and admins.
import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Field, Notice } from '~/app/ui/forms'
import { CONTENT_FILE_MIB, CONTENT_IMAGE_MIB } from '../types'
import { formatDate, formatSize } from './format'

export interface UploadItem {
  id: number
  name: string
  mime: string
  size: number
  width: number | null
  height: number | null
  created: string
  owner: string | null
  canDelete: boolean
}

const altOf = (name: string) => name.replace(/\.[a-z0-9]{1,5}$/i, '').replace(/[[\]]/g, '')

/** What a text embeds: an image, or a link to the download. */
export function snippetOf(kind: 'image' | 'file', item: { id: number; name: string }) {
  return kind === 'image'
    ? `![${altOf(item.name)}](/image/${item.id})`
    : `[${altOf(item.name)}](/file/${item.id})`
}

export function UploadsPage({
  kind,
  prefix,
  items,
  flash,
  error,
}: {
  kind: 'image' | 'file'
  prefix: string
  items: UploadItem[]
  flash: string | null
  error?: string
}) {
  const { t, i18n } = useTranslation('blog')
  const ns = kind === 'image' ? 'images' : 'files'
  const mib = kind === 'image' ? CONTENT_IMAGE_MIB : CONTENT_FILE_MIB
  return (
    <article className="page content-page">
      <p>
        <a href={`/${prefix}/content/posts`}>← {t('manage.title')}</a>
      </p>
      <h1>{t(`${ns}.title`)}</h1>
      <p className="lead">{t(`${ns}.lead`)}</p>
      {flash === 'uploaded' || flash === 'removed' ? (
        <Notice tone="success">{t(`flash.${flash}`)}</Notice>
      ) : null}
      <section className="card" aria-labelledby="upload-title">
        <h2 id="upload-title">{t(`${ns}.upload`)}</h2>
        <Form method="post" encType="multipart/form-data" className="content-form">
          <input type="hidden" name="intent" value="upload" />
          <Field
            label={t(`${ns}.file`)}
            name="file"
            type="file"
            required
            accept={kind === 'image' ? 'image/png,image/jpeg,image/webp,image/gif' : undefined}
            hint={t(`${ns}.hint`, { mib })}
            errors={error ? [t(`uploads.errors.${error}`, { mib })] : null}
          />
          <button type="submit" className="button">
            {t(`${ns}.submit`)}
          </button>
        </Form>
      </section>
      {items.length === 0 ? (
        <p className="content-empty">{t(`${ns}.empty`)}</p>
      ) : (
        <ul className="upload-list" role="list">
          {items.map((item) => (
            <li key={item.id} className="card upload-item">
              {kind === 'image' ? (
                <img
                  className="upload-preview"
                  src={`/image/${item.id}`}
                  alt={altOf(item.name)}
                  width={item.width ?? undefined}
                  height={item.height ?? undefined}
                  loading="lazy"
                />
              ) : null}
              <div className="upload-body">
                <p className="upload-name">
                  {kind === 'image' ? (
                    <strong>{item.name}</strong>
                  ) : (
                    <a href={`/file/${item.id}`}>{item.name}</a>
                  )}
                </p>
                <p className="upload-meta">
                  {formatSize(item.size, i18n.language)}
                  {item.width && item.height ? ` · ${item.width}×${item.height}` : ''}
                  {' · '}
                  {formatDate(item.created, i18n.language)}
                  {item.owner ? ` · ${item.owner}` : ''}
                </p>
                <label className="upload-snippet">
                  <span>{t('uploads.snippet')}</span>
                  <input type="text" readOnly value={snippetOf(kind, item)} />
                </label>
                {item.canDelete ? (
                  <Form method="post" encType="multipart/form-data">
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id" value={item.id} />
                    <button type="submit" className="button button--ghost">
                      {t('uploads.delete')}
                      <span className="visually-hidden"> {item.name}</span>
                    </button>
                  </Form>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </article>
  )
}
