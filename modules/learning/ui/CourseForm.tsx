import { useTranslation } from 'react-i18next'
import { CheckboxField, Field, SelectField } from '~/app/ui/forms'
import { TRACKS, TRACK_TYPES } from '~/db/schema-learning'
import { BilingualFields } from '~/modules/judge/ui'
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
}: {
  values: CourseFormValues
  errors: Record<string, string[]>
  hasIcon: boolean
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
    </>
  )
}
