import { useTranslation } from 'react-i18next'
import { CheckboxField, Field, SelectField } from '~/app/ui/forms'
import { LESSON_TYPES } from '~/db/schema-learning'
import { BilingualFields } from '~/modules/judge/ui'
import type { LessonFormValues } from '../authoring/course-lessons.server'
import { useAuthoringErrors } from './CourseForm'

/** The fields of a lesson in the course editor. */
export function LessonFields({
  values,
  errors,
}: {
  values: LessonFormValues
  errors: Record<string, string[]>
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
      <SelectField
        label={t('lesson.type')}
        name="type"
        defaultValue={values.type}
        errors={err('type')}
        options={LESSON_TYPES.map((v) => ({ value: v, label: t(`lesson.types.${v}`) }))}
      />
      <Field
        label={t('lesson.contentId')}
        name="content_id"
        inputMode="numeric"
        defaultValue={values.content_id}
        hint={t('lesson.contentIdHint')}
        errors={err('content_id')}
      />
      <Field
        label={t('lesson.videoBr')}
        name="video_br"
        defaultValue={values.video_br}
        hint={t('lesson.videoHint')}
        maxLength={200}
        errors={err('video_br')}
      />
      <Field
        label={t('lesson.videoGb')}
        name="video_gb"
        defaultValue={values.video_gb}
        maxLength={200}
        errors={err('video_gb')}
      />
      <Field
        label={t('lesson.depth')}
        name="layer_depth"
        type="number"
        min={0}
        max={5}
        defaultValue={values.layer_depth}
        errors={err('layer_depth')}
      />
      <Field
        label={t('lesson.xp')}
        name="xp"
        type="number"
        min={0}
        max={1000}
        defaultValue={values.xp}
        errors={err('xp')}
      />
      <CheckboxField
        name="is_free_preview"
        label={t('lesson.freePreview')}
        hint={t('lesson.freePreviewHint')}
        defaultChecked={values.is_free_preview}
      />
    </>
  )
}
