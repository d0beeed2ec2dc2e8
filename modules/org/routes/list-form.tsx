import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { DefaultSubmit, Field, Notice, SelectField, TextAreaField } from '~/app/ui/forms'
import { idOf, notFound, requireClassPage } from '../guard.server'
import type { ItemRef } from '../lists/items'
import {
  type ListErrors,
  type ListValues,
  listValues,
  moveItem,
  pickedItems,
  readItems,
  readListForm,
  searchItems,
  validateList,
} from '../lists/list-form.server'
import { findList, listItems, saveList } from '../lists/lists.server'
import { ItemKind } from '../ui/StatusBadge'

type PickedItem = ItemRef & { key: string; title: string }

// Creating (/programming-class/:id/list/new) and editing (/programming-class/:id/list/:listId/edit) an exercise
// list. Works without JavaScript: see list-form.server.ts.

export const handle: RouteHandle = {
  i18n: ['common', 'org', 'orglists'],
  meta: { title: 'org:listForm.title' },
}

async function load(request: Request, params: Record<string, string | undefined>) {
  const access = await requireClassPage(request, params.id, 'list.edit')
  const list = params.listId ? await findList(access.cls.id, idOf(params.listId)) : undefined
  if (params.listId && !list) throw notFound()
  return { ...access, list }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, cls, list } = await load(request, params)
  const lng = requestLng(request)
  const items = list ? ((await listItems([list.id], lng)).get(list.id) ?? []) : []
  const picked = await pickedItems(items, user, lng)
  return {
    prefix: requestPrefix(request),
    cls: { id: cls.id, title: cls.title },
    listId: list?.id ?? null,
    values: listValues(list),
    picked,
    results: await searchItems(user, '', items, lng),
  }
}

type Reply = {
  values: ListValues
  picked: PickedItem[]
  results: PickedItem[]
  errors: ListErrors
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, cls, list } = await load(request, params)
  const lng = requestLng(request)
  const form = await request.formData()
  const values = readListForm(form)
  const intent = String(form.get('intent') ?? 'save')
  const items = moveItem(readItems(form), intent)
  const picked = await pickedItems(items, user, lng)
  const reply = async (errors: ListErrors, status = 200) =>
    data({ values, picked, results: await searchItems(user, values.q, items, lng), errors } satisfies Reply, {
      status,
    })
  if (intent !== 'save') return reply({})
  const checked = validateList(
    values,
    picked.map((p) => ({ kind: p.kind, id: p.id })),
  )
  if ('errors' in checked) return reply(checked.errors, 422)
  const id = await saveList(cls.id, list?.id ?? null, checked.input)
  return redirect(`/${requestPrefix(request)}/programming-class/${cls.id}/list/${id}`)
}

export default function ListForm() {
  const loaded = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as Reply | undefined
  const { t } = useTranslation('org')
  const values = reply?.values ?? loaded.values
  const picked = reply?.picked ?? loaded.picked
  const results = reply?.results ?? loaded.results
  const errors = reply?.errors ?? {}
  const err = (name: keyof ListErrors) => (errors[name] ? [t(`listForm.errors.${errors[name]}`)] : null)
  const { prefix, cls, listId } = loaded
  return (
    <article className="page narrow org">
      <p className="muted">
        <a href={`/${prefix}/programming-class/${cls.id}`}>{cls.title}</a>
      </p>
      <h1>{listId ? t('listForm.editTitle') : t('listForm.title')}</h1>
      <Notice tone="error" focus>
        {Object.keys(errors).length ? t('listForm.errors.summary') : null}
      </Notice>
      <form method="post" className="card org-list-form">
        {/* Enter in a field presses the form's first button: let that be "save", not a move of the first item. */}
        <DefaultSubmit name="intent" value="save">
          {t('listForm.save')}
        </DefaultSubmit>
        <Field
          label={t('listForm.fields.title')}
          name="title"
          required
          maxLength={120}
          defaultValue={values.title}
          errors={err('title')}
        />
        <TextAreaField
          label={t('listForm.fields.description')}
          name="description"
          rows={3}
          maxLength={2000}
          defaultValue={values.description}
        />
        <Field
          label={t('listForm.fields.startsAt')}
          name="startsAt"
          type="datetime-local"
          required
          hint={t('listForm.zoneHint')}
          defaultValue={values.startsAt}
          errors={err('startsAt')}
        />
        <Field
          label={t('listForm.fields.endsAt')}
          name="endsAt"
          type="datetime-local"
          required
          defaultValue={values.endsAt}
          errors={err('endsAt')}
        />
        <SelectField
          label={t('listForm.fields.latePolicy')}
          name="latePolicy"
          defaultValue={values.latePolicy}
          options={[
            { value: 'closed', label: t('listForm.late.closed') },
            { value: 'penalty', label: t('listForm.late.penalty') },
          ]}
        />
        <Field
          label={t('listForm.fields.latePenalty')}
          name="latePenalty"
          type="number"
          min={0}
          max={100}
          defaultValue={values.latePenalty}
          errors={err('latePenalty')}
        />
        <fieldset className="org-picked">
          <legend>{t('listForm.picked', { count: picked.length })}</legend>
          {errors.items ? (
            <p className="field-errors" role="alert">
              {t(`listForm.errors.${errors.items}`)}
            </p>
          ) : null}
          <ol>
            {picked.map((p, i) => (
              <li key={p.key}>
                <label>
                  <input type="checkbox" name="item" value={p.key} defaultChecked /> {p.title}{' '}
                  <ItemKind kind={p.kind} />
                </label>{' '}
                <button
                  type="submit"
                  name="intent"
                  value={`up:${p.key}`}
                  className="button button--ghost"
                  disabled={i === 0}
                >
                  {t('listForm.up', { title: p.title })}
                </button>
                <button
                  type="submit"
                  name="intent"
                  value={`down:${p.key}`}
                  className="button button--ghost"
                  disabled={i === picked.length - 1}
                >
                  {t('listForm.down', { title: p.title })}
                </button>
              </li>
            ))}
          </ol>
        </fieldset>
        <fieldset className="org-search">
          <legend>{t('listForm.search')}</legend>
          <Field
            label={t('listForm.fields.q')}
            name="q"
            type="search"
            maxLength={100}
            defaultValue={values.q}
          />
          <button type="submit" name="intent" value="search" className="button button--ghost">
            {t('listForm.searchSubmit')}
          </button>
          {results.length === 0 ? <p>{t('listForm.noResults')}</p> : null}
          <ul role="list">
            {results.map((r) => (
              <li key={r.key}>
                <label>
                  <input type="checkbox" name="item" value={r.key} /> {r.title} <ItemKind kind={r.kind} />
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <button type="submit" name="intent" value="save" className="button">
          {t('listForm.save')}
        </button>
      </form>
    </article>
  )
}
