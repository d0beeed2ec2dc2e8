import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Field } from '~/app/ui/forms'

export interface PickItem {
  id: number
  title: string
}

/**
 * Picking rows without JS (authoring/picks.server.ts): a GET search form (`?q=`), then one POST form listing the
 * current picks checked and the search's results unchecked, each named in a hidden `shown` field.
 */
export function PickList({
  id,
  title,
  action,
  intent,
  q,
  picked,
  results,
  labels,
}: {
  id: string
  title: string
  action: string
  intent: string
  q: string
  picked: PickItem[]
  results: PickItem[]
  labels: { search: string; searchButton: string; none: string; noResults: string; save: string }
}) {
  const { t } = useTranslation('authoring')
  return (
    <section className="card" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <form method="get" action={`${action}#${id}`} className="authoring-filters" role="search">
        <Field id={`${id}-q`} label={labels.search} name="q" type="search" maxLength={100} defaultValue={q} />
        <button type="submit" className="button button--secondary">
          {labels.searchButton}
        </button>
      </form>
      <Form method="post" action={action} reloadDocument>
        <input type="hidden" name="intent" value={intent} />
        {picked.length === 0 ? <p>{labels.none}</p> : null}
        <ul className="authoring-picks" aria-label={t('picks.current')}>
          {picked.map((p) => (
            <PickRow key={p.id} item={p} checked />
          ))}
        </ul>
        {q ? (
          results.length ? (
            <ul className="authoring-picks" aria-label={t('picks.results', { q })}>
              {results.map((r) => (
                <PickRow key={r.id} item={r} checked={false} />
              ))}
            </ul>
          ) : (
            <p>{labels.noResults}</p>
          )
        ) : null}
        <button type="submit" className="button">
          {labels.save}
        </button>
      </Form>
    </section>
  )
}

function PickRow({ item, checked }: { item: PickItem; checked: boolean }) {
  return (
    <li>
      <input type="hidden" name="shown" value={item.id} />
      <label>
        <input type="checkbox" name="pick" value={item.id} defaultChecked={checked} /> {item.title}{' '}
        <span className="field-hint">#{item.id}</span>
      </label>
    </li>
  )
}
