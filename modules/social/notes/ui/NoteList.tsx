import { useTranslation } from 'react-i18next'
import { formatWhen } from './when'

interface Item {
  id: number
  title: string
  updatedAt: string
}

/** The author's notes: title and last change, the open one marked. */
export function NoteList({
  notes,
  prefix,
  current,
}: { notes: Item[]; prefix: string; current: number | null }) {
  const { t, i18n } = useTranslation('notes')
  if (!notes.length) return <p className="notes-empty">{t('empty')}</p>
  return (
    <ul className="note-list" role="list">
      {notes.map((n) => (
        <li key={n.id} className="note-item">
          <a href={`/${prefix}/notes?note=${n.id}`} aria-current={n.id === current ? 'page' : undefined}>
            {n.title}
          </a>
          <time dateTime={n.updatedAt}>{formatWhen(n.updatedAt, i18n.language)}</time>
        </li>
      ))}
    </ul>
  )
}
