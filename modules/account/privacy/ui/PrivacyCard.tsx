import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

/**
 * The profile edit page's privacy card: "download my data" posts from here (to the privacy page's action, which
 * comes back to the privacy page with the progress), and a link to the rest (exports made, delete my account).
 */
export function PrivacyCard({ prefix }: { prefix: string }) {
  const { t } = useTranslation('privacy')
  return (
    <section className="card" aria-labelledby="privacy-card-title">
      <h2 id="privacy-card-title">{t('page.title')}</h2>
      <p>{t('page.lead')}</p>
      <Form method="post" action={`/${prefix}/user/privacy`} reloadDocument>
        <input type="hidden" name="intent" value="export" />
        <button type="submit" className="button">
          {t('export.submit')}
        </button>
      </Form>
      <p>
        <a href={`/${prefix}/user/privacy`}>{t('page.link')}</a>
      </p>
    </section>
  )
}
