import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireContentCreator } from '~/app/kernel/auth/guards.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { Field, Notice } from '~/app/ui/forms'
import { blogFlash, redirectWith } from '../flash.server'
import { createPost, listAllPosts } from '../manage.server'
import { type PostFormErrors, parseNewPostForm } from '../post-form.server'
import { SLUG_MAX, TITLE_MAX } from '../types'
import { formatDate } from '../ui/format'

export const handle: RouteHandle = {
  i18n: ['common', 'blog'],
  meta: { title: 'blog:manage.title', description: 'blog:manage.description' },
}

export interface NewPostReply {
  values: { url: string; title_br: string }
  errors: PostFormErrors
}

type LoaderData = Awaited<ReturnType<typeof loader>>['data']

/** /{lang}/content/posts — every post, drafts included, and the form that starts a new one (a draft). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireContentCreator(request)
  const { flash, headers } = await blogFlash.take(request)
  return data(
    { prefix: requestPrefix(request), posts: await listAllPosts(user, requestLng(request)), flash },
    { headers },
  )
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireContentCreator(request)
  const prefix = requestPrefix(request)
  const parsed = parseNewPostForm(await request.formData())
  const values = { url: parsed.values.url, title_br: parsed.values.title_br }
  if (!parsed.ok) return data({ values, errors: parsed.errors } satisfies NewPostReply, { status: 422 })
  const saved = await createPost(user, parsed.input)
  if (!saved.ok)
    return data({ values, errors: { url: ['urlTaken'] } } satisfies NewPostReply, { status: 422 })
  return redirectWith(`/${prefix}/content/posts/${saved.id}`, 'created')
}

export default function ContentPosts() {
  const { prefix, posts, flash } = useLoaderData() as LoaderData
  const reply = useActionData<NewPostReply>()
  const { t, i18n } = useTranslation('blog')
  // The same numbers as the edit page (ui/post-editor.tsx): `slug` names its limit {{url}}.
  const err = (list?: string[]) =>
    list?.map((k) => t(`manage.errors.${k}`, { url: SLUG_MAX, title: TITLE_MAX }))
  return (
    <article className="page content-page">
      <h1>{t('manage.title')}</h1>
      <p className="lead">{t('manage.lead')}</p>
      {flash === 'postDeleted' ? <Notice tone="success">{t('flash.postDeleted')}</Notice> : null}
      <section className="card" aria-labelledby="new-post-title">
        <h2 id="new-post-title">{t('manage.newTitle')}</h2>
        <Form method="post" className="content-form">
          <Field
            label={t('manage.fields.url')}
            name="url"
            required
            maxLength={SLUG_MAX}
            hint={t('manage.fields.urlHint', { max: SLUG_MAX })}
            defaultValue={reply?.values.url}
            errors={err(reply?.errors.url)}
          />
          <Field
            label={t('manage.fields.titleBr')}
            name="title_br"
            required
            maxLength={TITLE_MAX}
            defaultValue={reply?.values.title_br}
            errors={err(reply?.errors.title_br)}
          />
          <button type="submit" className="button">
            {t('manage.create')}
          </button>
        </Form>
      </section>
      {posts.length === 0 ? (
        <p className="content-empty">{t('manage.empty')}</p>
      ) : (
        <div className="content-table-wrap">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('manage.columns.title')}</th>
                <th scope="col">{t('manage.columns.visibility')}</th>
                <th scope="col">{t('manage.columns.tag')}</th>
                <th scope="col">{t('manage.columns.author')}</th>
                <th scope="col">{t('manage.columns.date')}</th>
              </tr>
            </thead>
            <tbody>
              {posts.map((p) => (
                <tr key={p.id}>
                  <th scope="row">
                    {p.editable ? (
                      <a href={`/${prefix}/content/posts/${p.id}`}>{p.title}</a>
                    ) : (
                      <span>{p.title}</span>
                    )}{' '}
                    <a className="post-view-link" href={`/${prefix}/blog/${p.url}`}>
                      {t('manage.view')}
                      <span className="visually-hidden"> {p.title}</span>
                    </a>
                  </th>
                  <td>{t(`blog.visibilities.${p.visibility}`)}</td>
                  <td>{t(`blog.tags.${p.tag}`)}</td>
                  <td>{p.author ?? '—'}</td>
                  <td>{formatDate(p.created, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p>
        <a href={`/${prefix}/content/images`}>{t('images.title')}</a> ·{' '}
        <a href={`/${prefix}/content/files`}>{t('files.title')}</a>
      </p>
    </article>
  )
}
