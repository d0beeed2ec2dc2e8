import { useTranslation } from 'react-i18next'

interface HeaderClass {
  id: number
  title: string
  caption: string
  professor: string
  institution: string
  inviteOnly: boolean
  archived: boolean
  hidden: boolean
}

/** A class's title, who teaches it and, for its teachers, the links to manage it. */
export function ClassHeader({
  prefix,
  cls,
  teacher,
}: { prefix: string; cls: HeaderClass; teacher: boolean }) {
  const { t } = useTranslation('org')
  const base = `/${prefix}/programming-class/${cls.id}`
  return (
    <header className="org-header">
      <p className="muted">
        <a href={`/${prefix}/programming-classes`}>{t('classes.title')}</a> · {cls.institution}
      </p>
      <h1>
        <a href={base}>{cls.title}</a>
      </h1>
      <p>
        {t('class.professor', { name: cls.professor })}
        {cls.inviteOnly ? ` · ${t('classes.inviteOnly')}` : ''}
        {cls.archived ? ` · ${t('classes.archived')}` : ''}
        {cls.hidden ? ` · ${t('classes.hidden')}` : ''}
      </p>
      {cls.caption ? <p>{cls.caption}</p> : null}
      {teacher ? (
        <ul className="org-actions" role="list">
          <li>
            <a href={`${base}/edit`}>{t('class.edit')}</a>
          </li>
          <li>
            <a href={`${base}/grid`}>{t('class.grid')}</a>
          </li>
          <li>
            <a href={`${base}/report.csv`} download>
              {t('class.reportCsv')}
            </a>
          </li>
          <li>
            <a href={`${base}/report.xlsx`} download>
              {t('class.reportXlsx')}
            </a>
          </li>
          <li>
            <a href={`${base}/weekly`}>{t('class.weekly')}</a>
          </li>
        </ul>
      ) : (
        <ul className="org-actions" role="list">
          <li>
            <a href={`${base}/weekly`}>{t('class.weeklyFill')}</a>
          </li>
        </ul>
      )}
    </header>
  )
}
