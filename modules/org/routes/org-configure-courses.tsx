import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import type { RouteHandle } from '~/app/kernel/requests/handle'
import { requestLng, requestPrefix } from '~/app/kernel/requests/request.server'
import { SelectField } from '~/app/ui/forms'
import {
  addCourse,
  configuredCourses,
  coursesToAdd,
  moveCourse,
  removeCourse,
  setShownLessons,
} from '../courses/courses.server'
import { requireOrgPage } from '../guard.server'
import { OrgTabs } from '../ui/OrgTabs'

// "Configure courses" (docs/product.md#org, ADR 024): the organization's managers choose the courses its students are
// offered, their order (↑/↓) and which lessons of each. Every button is its own small form: POST, one service
// call, 303 back here. Works without JavaScript.

export const handle: RouteHandle = { i18n: ['common', 'org', 'orgcourses'] }

const id = z.coerce.number().int().positive().max(999_999_999)
const Action = z.discriminatedUnion('intent', [
  z.object({ intent: z.enum(['add', 'remove', 'up', 'down']), courseId: id }),
  z.object({ intent: z.literal('lessons'), courseId: id, lesson: z.array(id).max(2000).default([]) }),
])

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { org } = await requireOrgPage(request, params.id, 'org.area')
  const lng = requestLng(request)
  const [courses, choices] = await Promise.all([configuredCourses(org.id, lng), coursesToAdd(org.id, lng)])
  return { prefix: requestPrefix(request), org, courses, choices, meta: { title: org.name } }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { org } = await requireOrgPage(request, params.id, 'org.area')
  const form = await request.formData()
  const back = `/${requestPrefix(request)}/organization/${org.id}/configure-courses`
  const parsed = Action.safeParse({
    intent: form.get('intent'),
    courseId: form.get('courseId'),
    lesson: form.getAll('lesson'),
  })
  // A tampered form changes nothing: the page is shown again as it is.
  if (!parsed.success) return redirect(back, 303)
  const input = parsed.data
  if (input.intent === 'add') await addCourse(org.id, input.courseId)
  else if (input.intent === 'remove') await removeCourse(org.id, input.courseId)
  else if (input.intent === 'lessons') await setShownLessons(org.id, input.courseId, input.lesson)
  else await moveCourse(org.id, input.courseId, input.intent)
  return redirect(`${back}#course-${input.courseId}`, 303)
}

function Button({ intent, courseId, label }: { intent: string; courseId: number; label: string }) {
  return (
    <form method="post" className="inline-form">
      <input type="hidden" name="courseId" value={courseId} />
      <button type="submit" name="intent" value={intent} className="button button--ghost" aria-label={label}>
        {label}
      </button>
    </form>
  )
}

export default function ConfigureCourses() {
  const { prefix, org, courses, choices } = useLoaderData<typeof loader>()
  const { t } = useTranslation('orgcourses')
  const base = `/${prefix}/organization/${org.id}`
  return (
    <article className="page org">
      <h1>{org.name}</h1>
      <OrgTabs base={base} name={org.name} current="configure-courses" />
      <p>{t('configure.lead')}</p>
      {courses.length === 0 ? <p>{t('configure.none')}</p> : null}
      <ol className="org-course-config" role="list">
        {courses.map((course, i) => {
          const shown = course.lessons.filter((l) => l.shown).length
          return (
            <li key={course.id} id={`course-${course.id}`}>
              <h2>
                {i + 1}. <a href={`/${prefix}/course/${course.slug}`}>{course.title}</a>
              </h2>
              <p className="muted">{t('lessonsShown', { shown, total: course.lessons.length })}</p>
              <div className="org-course-actions">
                {i > 0 ? (
                  <Button
                    intent="up"
                    courseId={course.id}
                    label={t('configure.up', { course: course.title })}
                  />
                ) : null}
                {i < courses.length - 1 ? (
                  <Button
                    intent="down"
                    courseId={course.id}
                    label={t('configure.down', { course: course.title })}
                  />
                ) : null}
                <Button
                  intent="remove"
                  courseId={course.id}
                  label={t('configure.remove', { course: course.title })}
                />
              </div>
              {course.lessons.length ? (
                <details>
                  <summary>{t('configure.lessons', { course: course.title })}</summary>
                  <form method="post" className="org-checks">
                    <input type="hidden" name="courseId" value={course.id} />
                    <fieldset>
                      <legend>{t('configure.lessonsLegend')}</legend>
                      {course.lessons.map((lesson) => (
                        <label key={lesson.id}>
                          <input
                            type="checkbox"
                            name="lesson"
                            value={lesson.id}
                            defaultChecked={lesson.shown}
                          />{' '}
                          {lesson.title}
                        </label>
                      ))}
                    </fieldset>
                    <button type="submit" name="intent" value="lessons" className="button">
                      {t('configure.saveLessons')}
                    </button>
                  </form>
                </details>
              ) : null}
            </li>
          )
        })}
      </ol>
      {choices.length ? (
        <form method="post" className="org-course-add">
          <SelectField
            label={t('configure.addLabel')}
            name="courseId"
            options={choices.map((c) => ({ value: String(c.id), label: c.title }))}
          />
          <button type="submit" name="intent" value="add" className="button">
            {t('configure.add')}
          </button>
        </form>
      ) : null}
    </article>
  )
}
