import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { requireUser } from '~/app/kernel/auth/guards.server'
import { safeRedirectPath } from '~/app/kernel/i18n/locale'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestPrefix } from '~/app/kernel/requests/request.server'
import { dismissLevelUps, levelUpNotice } from '../progress/levels.server'
import { isFormRequest } from '../uploads/uploads.server'

export const handle: RouteHandle = {
  i18n: ['common', 'progress'],
  meta: { title: 'progress:levelUp.title', description: 'progress:levelUp.description' },
}

/**
 * The product's level-up popup as a page: the new category levels, and a form that marks them seen. With
 * nothing new (an old link, the page reloaded after "got it") it goes back instead of "You levelled up!".
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const prefix = requestPrefix(request)
  const back = safeRedirectPath(new URL(request.url).searchParams.get('back'), `/${prefix}/dashboard`)
  const levelUps = await levelUpNotice(user.id)
  if (levelUps.length === 0) throw redirect(back)
  return { prefix, back, levelUps }
}

const dismissSchema = z.object({ redirectTo: z.string().max(500).optional() })

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const fallback = `/${requestPrefix(request)}/dashboard`
  // The dismissal needs no field: a body that is not a form only loses the way back.
  const formData = isFormRequest(request) ? await request.formData() : new FormData()
  const submission = parseWithZod(formData, { schema: dismissSchema })
  await dismissLevelUps(user.id)
  const target = submission.status === 'success' ? submission.value.redirectTo : undefined
  return redirect(safeRedirectPath(target, fallback))
}

export default function LevelUp() {
  const { back, levelUps, prefix } = useLoaderData<typeof loader>()
  const { t } = useTranslation('progress')
  return (
    <article className="page narrow level-up">
      <h1>{t('levelUp.title')}</h1>
      <p className="lead">{t('levelUp.intro')}</p>
      <ul className="level-up-list" role="list">
        {levelUps.map((u) => (
          <li key={u.category}>
            <span className={`level-chip level--${u.colour}`}>{t(`colours.${u.colour}`)}</span>{' '}
            {t('levelUp.item', {
              category: t(`categories.${u.category}`),
              colour: t(`colours.${u.colour}`).toLowerCase(),
              score: u.score,
            })}
          </li>
        ))}
      </ul>
      <Form method="post" action={`/${prefix}/progress/level-up`}>
        <input type="hidden" name="redirectTo" value={back} />
        <button type="submit" className="button">
          {t('levelUp.dismiss')}
        </button>
      </Form>
      <p className="level-up-back">
        <a href={back}>{t('levelUp.back')}</a>
      </p>
    </article>
  )
}
