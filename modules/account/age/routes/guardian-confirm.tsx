import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { Notice } from '~/app/ui/forms'
import { type ConfirmState, confirmGuardian, guardianLink } from '../guardian.server'

// /{lang}/guardian/confirm?token=: the mailed link (ADR 023). It works logged out, whoever's session the browser
// has: the token is the identity. A GET only shows what confirming means; the button's POST confirms (mail
// scanners open links, and no GET writes).

export const handle: RouteHandle = {
  i18n: ['common', 'age'],
  meta: { title: 'age:confirm.title', description: 'age:confirm.what' },
}

/** A link that opens nothing is not a server error: 404 unknown, 410 expired or retired, 200 otherwise. */
const STATUS: Record<ConfirmState['state'], number> = {
  valid: 200,
  done: 200,
  confirmed: 200,
  expired: 410,
  used: 410,
  invalid: 404,
}

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const link = await guardianLink(token)
  return Response.json({ prefix: requestPrefix(request), token, link }, { status: STATUS[link.state] })
}

export async function action({ request }: ActionFunctionArgs) {
  const token = String((await request.formData()).get('token') ?? '')
  const link = await confirmGuardian(token)
  return Response.json({ link }, { status: STATUS[link.state] })
}

export default function GuardianConfirm() {
  const {
    prefix,
    token,
    link: shown,
  } = useLoaderData<{ prefix: string; token: string; link: ConfirmState }>()
  const posted = useActionData<{ link: ConfirmState }>()
  const { t } = useTranslation('age')
  const link = posted?.link ?? shown
  const name = 'childName' in link ? link.childName : ''
  return (
    <article className="page narrow guardian-confirm">
      <h1>{t('confirm.title')}</h1>
      {link.state === 'valid' ? (
        <>
          <p className="lead">{t('confirm.lead', { name })}</p>
          <p>{t('confirm.what')}</p>
          <p>
            {t('confirm.privacy')} <a href={`/${prefix}/privacy-policy`}>{t('confirm.privacyLink')}</a>
          </p>
          <Form method="post">
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="button">
              {t('confirm.button')}
            </button>
          </Form>
          <p className="form-aside">{t('confirm.notYou')}</p>
        </>
      ) : link.state === 'done' || link.state === 'confirmed' ? (
        <Notice tone="success">
          {t(link.state === 'done' ? 'confirm.done' : 'confirm.already', { name })}
        </Notice>
      ) : (
        <Notice tone="error">{t(`confirm.${link.state}`)}</Notice>
      )}
    </article>
  )
}
