import { useTranslation } from 'react-i18next'
import { CheckboxField, Field, FieldErrors, SelectField, TextAreaField } from '~/app/ui/forms'
import { TRACKS, TRACK_TYPES } from '~/db/schema-learning'
import { BilingualFields } from '~/modules/judge/ui'
import { MORE_FLAGS } from '../authoring/course-flags'
import type { CourseFormValues } from '../authoring/course-form.server'

/** A form error code in the page's language: the editors' own codes, else the content forms' shared ones. */
export function useAuthoringErrors(errors: Record<string, string[]>) {
  const { t } = useTranslation('authoring')
  const { t: tc } = useTranslation('content')
  return (name: string) =>
    errors[name]?.map((c) => t(`errors.${c}`, { defaultValue: '' }) || tc(`form.errors.${c}`))
}

/** The course editor's fields (the form element and its buttons are the route's). */
export function CourseFields({
  values,
  errors,
  hasIcon,
  languages,
  courses,
}: {
  values: CourseFormValues
  errors: Record<string, string[]>
  hasIcon: boolean
  /** The judge's languages, for "allowed languages". */
  languages: { id: string; label: string }[]
  /** The other courses, for "courses required first". */
  courses: { id: number; title: string }[]
}) {
  const { t } = useTranslation('authoring')
  const err = useAuthoringErrors(errors)
  return (
    <>
      <BilingualFields
        stem="title"
        labels={{ br: t('fields.titleBr'), gb: t('fields.titleGb') }}
        values={{ br: values.title_br, gb: values.title_gb }}
        err={err}
      />
      <Field
        label={t('course.slug')}
        name="slug"
        defaultValue={values.slug}
        hint={t('course.slugHint')}
        maxLength={100}
        errors={err('slug')}
      />
      <BilingualFields
        stem="subtitle"
        labels={{ br: t('course.subtitleBr'), gb: t('course.subtitleGb') }}
        values={{ br: values.subtitle_br, gb: values.subtitle_gb }}
        err={err}
      />
      <BilingualFields
        stem="description"
        labels={{ br: t('course.descriptionBr'), gb: t('course.descriptionGb') }}
        values={{ br: values.description_br, gb: values.description_gb }}
        rows={8}
        err={err}
      />
      <BilingualFields
        stem="requirements"
        labels={{ br: t('course.requirementsBr'), gb: t('course.requirementsGb') }}
        values={{ br: values.requirements_br, gb: values.requirements_gb }}
        rows={4}
        err={err}
      />
      <BilingualFields
        stem="prerequisites"
        labels={{ br: t('course.prerequisitesBr'), gb: t('course.prerequisitesGb') }}
        values={{ br: values.prerequisites_br, gb: values.prerequisites_gb }}
        rows={4}
        err={err}
      />
      {(['br', 'gb'] as const).map((l) => (
        <TextAreaField
          key={l}
          label={t(`course.willLearn${l === 'br' ? 'Br' : 'Gb'}`)}
          name={`will_learn_${l}`}
          defaultValue={values[`will_learn_${l}`]}
          rows={4}
          hint={t('course.willLearnHint')}
          errors={err(`will_learn_${l}`)}
        />
      ))}
      <VideoFields
        labels={{ br: t('course.videoBr'), gb: t('course.videoGb') }}
        values={{ br: values.video_br, gb: values.video_gb }}
        err={err}
      />
      <Field
        label={t('course.tag')}
        name="tag"
        defaultValue={values.tag}
        hint={t('course.tagHint')}
        maxLength={40}
        errors={err('tag')}
      />
      <Field
        label={t('course.icon')}
        name="icon"
        type="file"
        accept="image/png"
        hint={hasIcon ? t('course.iconReplace') : t('course.iconHint')}
        errors={err('icon')}
      />
      <SelectField
        label={t('course.track')}
        name="track"
        defaultValue={values.track}
        errors={err('track')}
        options={TRACKS.map((v) => ({ value: v, label: t(`course.tracks.${v}`) }))}
      />
      <SelectField
        label={t('course.trackType')}
        name="track_type"
        defaultValue={values.track_type}
        errors={err('track_type')}
        options={TRACK_TYPES.map((v) => ({ value: v, label: t(`course.trackTypes.${v}`) }))}
      />
      <Field
        label={t('course.workload')}
        name="workload_hours"
        type="number"
        min={0}
        max={1000}
        defaultValue={values.workload_hours}
        errors={err('workload_hours')}
      />
      <Field
        label={t('course.position')}
        name="position"
        type="number"
        min={0}
        max={9999}
        hint={t('course.positionHint')}
        defaultValue={values.position}
        errors={err('position')}
      />
      <CheckboxField
        name="is_free"
        label={t('fields.isFree')}
        hint={t('fields.isFreeHint')}
        defaultChecked={values.is_free}
      />
      <CheckboxField
        name="is_published"
        label={t('course.published')}
        hint={t('course.publishedHint')}
        defaultChecked={values.is_published}
      />
      <fieldset className="authoring-checks">
        <legend>{t('course.flags')}</legend>
        {MORE_FLAGS.map((f) => (
          <CheckboxField
            key={f}
            name={f}
            label={t(`course.flag.${f}`)}
            hint={t(`course.flagHint.${f}`)}
            defaultChecked={values[f]}
          />
        ))}
      </fieldset>
      <fieldset className="authoring-checks" aria-describedby="allowed-languages-hint">
        <legend>{t('course.allowedLanguages')}</legend>
        <p className="field-hint" id="allowed-languages-hint">
          {t('course.allowedLanguagesHint')}
        </p>
        <ListErrors errors={err('allowed_languages')} />
        {languages.map((l) => (
          <CheckboxField
            key={l.id}
            id={`f-language-${l.id}`}
            name="allowed_languages"
            value={l.id}
            label={l.label}
            defaultChecked={values.allowed_languages.includes(l.id)}
          />
        ))}
      </fieldset>
      <fieldset className="authoring-checks" aria-describedby="required-course-hint">
        <legend>{t('course.requiredCourses')}</legend>
        <p className="field-hint" id="required-course-hint">
          {t('course.requiredCoursesHint')}
        </p>
        <ListErrors errors={err('required_course')} />
        {courses.length === 0 ? <p>{t('course.noOtherCourses')}</p> : null}
        {courses.map((c) => (
          <CheckboxField
            key={c.id}
            id={`f-required-${c.id}`}
            name="required_course"
            value={String(c.id)}
            label={c.title}
            defaultChecked={values.required_course.includes(String(c.id))}
          />
        ))}
      </fieldset>
    </>
  )
}

function ListErrors({ errors }: { errors: string[] | undefined }) {
  return errors?.length ? <FieldErrors errors={errors} /> : null
}

/** A video per language (a YouTube id or a /media/… path): a lesson's and a course's. */
export function VideoFields({
  labels,
  values,
  err,
}: {
  labels: { br: string; gb: string }
  values: { br: string; gb: string }
  err: (name: string) => string[] | undefined
}) {
  const { t } = useTranslation('authoring')
  return (
    <>
      <Field
        label={labels.br}
        name="video_br"
        defaultValue={values.br}
        hint={t('lesson.videoHint')}
        maxLength={200}
        errors={err('video_br')}
      />
      <Field
        label={labels.gb}
        name="video_gb"
        defaultValue={values.gb}
        maxLength={200}
        errors={err('video_gb')}
      />
    </>
  )
}
