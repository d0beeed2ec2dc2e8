import { useTranslation } from 'react-i18next'
import { CheckboxField, Field, SelectField, TextAreaField } from '~/app/ui/forms'
import { PROJECT_COMPLEXITIES, PROJECT_KINDS } from '~/db/schema-learning'
import { BilingualFields } from '~/modules/judge/ui'
import type { ProjectFormValues } from '../hub/project-form.server'
import { DefaultSave } from './DefaultSave'

/** The project form's fields (issue 21); the page wraps them in its <Form>. Save is the first (default) button. */
export function ProjectForm({
  values,
  errors,
  institutions,
}: {
  values: ProjectFormValues
  errors: Record<string, string[]>
  institutions: { value: string; label: string }[]
}) {
  const { t } = useTranslation('workshop')
  const err = (name: string) => errors[name]?.map((code) => t(`errors.${code}`))
  return (
    <>
      <DefaultSave label={t('projectForm.save')} />
      <fieldset>
        <legend>{t('projectForm.nameBr')}</legend>
        <BilingualFields
          stem="name"
          labels={{ br: t('projectForm.nameBr'), gb: t('projectForm.nameGb') }}
          values={{ br: values.name_br, gb: values.name_gb }}
          err={err}
        />
        <BilingualFields
          stem="description"
          labels={{ br: t('projectForm.descriptionBr'), gb: t('projectForm.descriptionGb') }}
          values={{ br: values.description_br, gb: values.description_gb }}
          rows={8}
          err={err}
        />
      </fieldset>
      <SelectField
        label={t('projectForm.complexity')}
        name="complexity"
        defaultValue={values.complexity}
        errors={err('complexity')}
        options={PROJECT_COMPLEXITIES.map((c) => ({
          value: c,
          label: t(`learning:project.complexities.${c}`),
        }))}
      />
      <SelectField
        label={t('projectForm.kind')}
        name="kind"
        defaultValue={values.kind}
        errors={err('kind')}
        options={PROJECT_KINDS.map((k) => ({ value: k, label: t(`projectForm.kinds.${k}`) }))}
      />
      <Field
        label={t('projectForm.technologies')}
        name="technologies"
        defaultValue={values.technologies}
        hint={t('projectForm.technologiesHint')}
        errors={err('technologies')}
      />
      <TextAreaField
        label={t('projectForm.obligatoryFiles')}
        name="obligatory_files"
        defaultValue={values.obligatory_files}
        rows={3}
        hint={t('projectForm.obligatoryFilesHint')}
        errors={err('obligatory_files')}
      />
      <CheckboxField label={t('projectForm.isFree')} name="is_free" defaultChecked={values.is_free} />
      <SelectField
        label={t('projectForm.visibility')}
        name="visibility"
        defaultValue={values.visibility}
        errors={err('visibility')}
        options={(['private', 'public', 'community'] as const).map((v) => ({
          value: v,
          label: t(`projectForm.visibilities.${v}`),
        }))}
      />
      <Field
        label={t('projectForm.implementedBy')}
        name="implemented_by"
        defaultValue={values.implemented_by}
        errors={err('implemented_by')}
      />
      <Field
        label={t('projectForm.year')}
        name="year"
        inputMode="numeric"
        defaultValue={values.year}
        errors={err('year')}
      />
      <Field
        label={t('projectForm.link')}
        name="link"
        type="url"
        defaultValue={values.link}
        errors={err('link')}
      />
      <SelectField
        label={t('projectForm.institution')}
        name="institution_id"
        defaultValue={values.institution_id}
        errors={err('institution_id')}
        options={[{ value: '', label: t('projectForm.noInstitution') }, ...institutions]}
      />
      <fieldset>
        <legend>{t('projectForm.requirements')}</legend>
        <p className="field-hint">{t('projectForm.removeHint')}</p>
        {values.requirements.map((r, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the posted form
          <fieldset key={i} className="requirement-row">
            <legend>{t('projectForm.requirement', { n: i + 1 })}</legend>
            <Field
              label={t('projectForm.position')}
              name={`requirements[${i}].position`}
              id={`req-${i}-position`}
              inputMode="numeric"
              defaultValue={r.position}
              errors={err(`requirements[${i}].position`)}
            />
            <TextAreaField
              label={t('projectForm.textBr')}
              name={`requirements[${i}].text_br`}
              id={`req-${i}-text-br`}
              rows={2}
              defaultValue={r.text_br}
              errors={err(`requirements[${i}].text_br`)}
            />
            <TextAreaField
              label={t('projectForm.textGb')}
              name={`requirements[${i}].text_gb`}
              id={`req-${i}-text-gb`}
              rows={2}
              defaultValue={r.text_gb}
              errors={err(`requirements[${i}].text_gb`)}
            />
            <Field
              label={t('projectForm.score')}
              name={`requirements[${i}].score`}
              id={`req-${i}-score`}
              inputMode="numeric"
              defaultValue={r.score}
              errors={err(`requirements[${i}].score`)}
            />
          </fieldset>
        ))}
        <button type="submit" name="intent" value="add_requirement" className="button button--ghost">
          {t('projectForm.addRequirement')}
        </button>
      </fieldset>
      <div className="form-actions">
        <button type="submit" name="intent" value="save" className="button">
          {t('projectForm.save')}
        </button>
      </div>
    </>
  )
}
