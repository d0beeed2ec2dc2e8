import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { optionalUser, requireLogin } from '~/app/kernel/auth/guards.server'
import { tFor } from '~/app/kernel/i18n/i18n.server'
import type { Prefix } from '~/app/kernel/i18n/locale'
import { TOURS, TOUR_PAGES, type TourName, isTour } from '~/app/kernel/people/tours'
import { showTour } from '~/app/kernel/people/tours.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { Notice } from '~/app/ui/forms'
import { dismissTour, restoreTour } from '../tours/tours.server'

// /{lang}/tours/:tour (issue 22): "how this page works", the guided tour's steps as a page — what a student
// without JavaScript gets instead of the island. Logged in, a form hides the tour or brings it back.

export const handle: RouteHandle = { i18n: ['common', 'tours'] }

interface TourPageData {
  tour: TourName
  prefix: Prefix
  steps: string[]
  /** Null for visitors: the island is for logged-in users only. */
  showing: boolean | null
  changed: 'hidden' | 'shown' | null
  meta: { title: string; description: string }
}

const notFound = () => new Response('Not Found', { status: 404 })

export async function loader({ request, params }: LoaderFunctionArgs) {
  const tour = params.tour
  if (!isTour(tour)) throw notFound()
  const user = await optionalUser(request)
  const t = await tFor(request, 'tours')
  const state = new URL(request.url).searchParams.get('tour')
  const page: TourPageData = {
    tour,
    prefix: requestPrefix(request),
    steps: [...TOURS[tour]],
    showing: user ? await showTour(user.id, tour) : null,
    changed: state === 'hidden' || state === 'shown' ? state : null,
    meta: { title: t('page.title', { page: t(`tours.${tour}.name`) }), description: t('page.intro') },
  }
  return data(page, { headers: { 'Cache-Control': 'private, no-store' } })
}

export async function action({ request, params }: ActionFunctionArgs) {
  const tour = params.tour
  if (!isTour(tour)) throw notFound()
  const user = await requireLogin(request)
  const hide = (await request.formData()).get('intent') !== 'show'
  await (hide ? dismissTour(user.id, tour) : restoreTour(user.id, tour))
  return redirect(`/${requestPrefix(request)}/tours/${tour}?tour=${hide ? 'hidden' : 'shown'}`)
}

export default function TourPage() {
  const { tour, prefix, steps, showing, changed } = useLoaderData() as TourPageData
  const { t } = useTranslation('tours')
  return (
    <article className="page narrow tour-page">
      <h1>{t('page.title', { page: t(`tours.${tour}.name`) })}</h1>
      <p className="lead">{t('page.intro')}</p>
      <Notice tone="success">{changed ? t(`page.${changed}`) : null}</Notice>
      <ol className="tour-steps">
        {steps.map((step) => (
          <li key={step}>
            <h2>{t(`tours.${tour}.steps.${step}.title`)}</h2>
            <p>{t(`tours.${tour}.steps.${step}.text`)}</p>
          </li>
        ))}
      </ol>
      <p>
        <a className="button" href={`/${prefix}/${TOUR_PAGES[tour]}`}>
          {t('page.back')}
        </a>
      </p>
      {showing === null ? null : (
        <Form method="post">
          <button
            type="submit"
            name="intent"
            value={showing ? 'hide' : 'show'}
            className="button button--ghost"
          >
            {showing ? t('page.hide') : t('page.show')}
          </button>
        </Form>
      )}
    </article>
  )
}
