import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireUser } from '~/app/kernel/auth/guards.server'
import type { SessionUser } from '~/app/kernel/auth/policy'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { uploadBody } from '~/app/kernel/requests/limits'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { isJudgeStaff } from '../../access'
import { exerciseSamples, localized } from '../../exercises/exercises.server'
import { exerciseStarterCodes, starterLanguages } from '../../exercises/starter-code.server'
import { exerciseFormAction } from '../exercise-action.server'
import { editableExercise, exerciseSubjectSlugs, subjectOptions } from '../exercise-admin.server'
import { exerciseValues } from '../exercise-form.server'
import { ExerciseFormPage } from '../ui/ExerciseForm'

export const handle: RouteHandle = {
  // A 20 MiB test package plus the statement, samples and checker fields.
  maxBody: uploadBody(36),
  i18n: ['common', 'content', 'judge'],
  meta: { title: 'content:exerciseForm.editTitle', description: 'content:exerciseForm.description' },
}

/** The author or staff; anyone else gets 403, an unknown id 404. */
async function load(request: Request, user: SessionUser, param: string | undefined) {
  const id = /^\d{1,9}$/.test(param ?? '') ? Number(param) : 0
  const found = id ? await editableExercise(user, id) : ({ status: 'not_found' } as const)
  if (found.status === 'not_found') throw new Response('Not Found', { status: 404 })
  if (found.status === 'forbidden') throw new Response('Forbidden', { status: 403 })
  const exercise = found.exercise
  const [samples, subjects, starter] = await Promise.all([
    exerciseSamples(id),
    exerciseSubjectSlugs(id),
    exerciseStarterCodes(id),
  ])
  return { exercise, values: exerciseValues(exercise, samples, subjects, starter) }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const { exercise, values } = await load(request, user, params.id)
  const lng = requestLng(request)
  return {
    values,
    subjects: await subjectOptions(lng),
    languages: await starterLanguages(),
    staff: isJudgeStaff(user),
    prefix: requestPrefix(request),
    exercise: {
      id: exercise.id,
      title: localized(exercise.title_br, exercise.title_gb, lng),
      visibility: exercise.visibility,
      test_count: exercise.test_count,
      has_package: exercise.package_hash !== null,
    },
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request)
  const { exercise, values } = await load(request, user, params.id)
  return exerciseFormAction(request, user, exercise, values)
}

export default function EditExercise() {
  const { values, subjects, languages, staff, prefix, exercise } = useLoaderData<typeof loader>()
  const { t } = useTranslation('content')
  return (
    <ExerciseFormPage
      prefix={prefix}
      title={t('exerciseForm.editTitle')}
      lead={exercise.title}
      values={values}
      subjects={subjects}
      languages={languages}
      staff={staff}
      exercise={exercise}
    />
  )
}
