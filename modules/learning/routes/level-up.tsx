import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { requireUser } from '~/app/kernel/guards.server'
import type { RouteHandle } from '~/app/kernel/handle'
import { safeRedirectPath } from '~/app/kernel/locale'
import { requestPrefix } from '~/app/kernel/request.server'
import { dismissLevelUps, levelUpNotice } from '../progress/levels.server'

export const handle: RouteHandle = {
  i18n: ['common', 'progress'],
  meta: { title: 'progress:levelUp.title', description: 'progress:levelUp.description' },
}

/** The spec's level-up popup as a page: the new category levels, and a form that marks them seen. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const prefix = requestPrefix(request)
  const back = safeRedirectPath(new URL(request.url).searchParams.get('back'), `/${prefix}/dashboard`)
  return { prefix, back, levelUps: await levelUpNotice(user.id) }
}

const dismissSchema = z.object({ redirectTo: z.string().max(500).optional() })

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const fallback = `/${requestPrefix(request)}/dashboard`
  const submission = parseWithZod(await request.formData(), { schema: dismissSchema })
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
      {levelUps.length === 0 ? (
        <p>{t('levelUp.none')}</p>
      ) : (
        <>
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
        </>
      )}
      <p>
        <a href={back}>{t('levelUp.back')}</a>
      </p>
    </article>
  )
}
