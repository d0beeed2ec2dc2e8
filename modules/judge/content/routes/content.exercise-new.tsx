import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireUser } from '~/app/kernel/auth/guards.server'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { uploadBody } from '~/app/kernel/requests/limits'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { isJudgeStaff } from '../../access'
import { starterLanguages } from '../../exercises/starter-code.server'
import { exerciseFormAction } from '../exercise-action.server'
import { subjectOptions } from '../exercise-admin.server'
import { blankExerciseValues } from '../exercise-form.server'
import { ExerciseFormPage } from '../ui/ExerciseForm'

export const handle: RouteHandle = {
  // A 20 MiB test package plus the statement, samples and checker fields.
  maxBody: uploadBody(36),
  i18n: ['common', 'content', 'judge'],
  meta: { title: 'content:exerciseForm.newTitle', description: 'content:exerciseForm.description' },
}

/** docs/product.md#judge-exercises: free and PRO users create their own programming exercises; content creators any. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  return {
    values: blankExerciseValues(),
    subjects: await subjectOptions(requestLng(request)),
    languages: await starterLanguages(),
    staff: isJudgeStaff(user),
    prefix: requestPrefix(request),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  return exerciseFormAction(request, user, null, blankExerciseValues())
}

export default function NewExercise() {
  const { values, subjects, languages, staff, prefix } = useLoaderData<typeof loader>()
  const { t } = useTranslation('content')
  return (
    <ExerciseFormPage
      prefix={prefix}
      title={t('exerciseForm.newTitle')}
      lead={t('exerciseForm.description')}
      values={values}
      subjects={subjects}
      languages={languages}
      staff={staff}
      exercise={null}
    />
  )
}
