import { useTranslation } from 'react-i18next'
import { CheckboxField, Field, SelectField } from '~/app/ui/forms'
import { LESSON_TYPES } from '~/db/schema-learning'
import { BilingualFields } from '~/modules/judge/ui'
import type { LessonFormValues } from '../authoring/course-lessons.server'
import { VideoFields, useAuthoringErrors } from './CourseForm'

/** The fields of a lesson in the course editor. */
export function LessonFields({
  values,
  errors,
  topics,
}: {
  values: LessonFormValues
  errors: Record<string, string[]>
  /** The course's topics; choosing another moves the lesson to its end. */
  topics: { id: number; title: string }[]
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
        label={t('lesson.topic')}
        name="topic_id"
        defaultValue={values.topic_id}
        errors={err('topic_id')}
        options={[
          { value: '', label: t('lesson.noTopic') },
          ...topics.map((topic) => ({ value: String(topic.id), label: topic.title })),
        ]}
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
      <VideoFields
        labels={{ br: t('lesson.videoBr'), gb: t('lesson.videoGb') }}
        values={{ br: values.video_br, gb: values.video_gb }}
        err={err}
      />
      <Field
        label={t('lesson.depth')}
        name="layer_depth"
        type="number"
        min={0}
        max={3}
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
