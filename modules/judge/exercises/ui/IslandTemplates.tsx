import { useTranslation } from 'react-i18next'
import { FeatureLink } from '~/app/ui/FeatureLink'
import { Notice } from '~/app/ui/forms'

/**
 * What the exercise page's framework-free island (solution-island.ts, ADR 031) may show, rendered here in the
 * page's language by the same components the React workspace uses: the island clones them, so it carries no
 * strings and no markup of its own. Inert without JavaScript (<template> content is never shown).
 */
export function IslandTemplates({
  prefix,
  loginHref,
  hintId,
}: { prefix: string; loginHref: string; hintId: string }) {
  const { t } = useTranslation('exercise')
  return (
    <>
      <template data-template="notLoggedIn">
        <Notice tone="error">
          <strong>{t('judge:errors.notLoggedIn.title')}. </strong>
          {t('judge:errors.notLoggedIn.message')} <a href={loginHref}>{t('form.login')}</a>
        </Notice>
      </template>
      <template data-template="tooMany">
        <Notice tone="warning">
          <strong>{t('judge:errors.tooManyRequests.title')}. </strong>
          {t('judge:errors.tooManyRequests.message')}
        </Notice>
      </template>
      <template data-template="notFound">
        <Notice tone="error">{t('judge:errors.submissionNotFound')}</Notice>
      </template>
      <template data-template="draftSaved">
        <Notice tone="success">{t('form.draftSaved')}</Notice>
      </template>
      <template data-template="refused">
        <Notice tone="error">
          <strong data-slot="title" />
          <span data-slot="message">{t('common:errors.invalidData')}</span>
          <span data-slot="pro">
            {' '}
            <FeatureLink feature="pro" prefix={prefix}>
              {t('form.subscribe')}
            </FeatureLink>
          </span>
        </Notice>
      </template>
      <template data-template="keyboardHint">
        {/* Keyboard users only: CSS hides it on touch screens unless the editor has the focus (exercise.css). */}
        <p className="field-hint keyboard-hint" id={hintId}>
          {t('editor.keyboard')}
        </p>
      </template>
      <template data-template="hint-java">{t('form.javaMain')}</template>
      <template data-template="hint-portugol">
        <a href={`/${prefix}/judge/portugol`}>{t('form.portugolGuide')}</a>
      </template>
      {(['Input', 'Output'] as const).map((part) => (
        <template key={part} data-template={`copy${part}`}>
          <button
            type="button"
            className="button button--ghost copy-button"
            data-copied={t('samples.copied')}
          >
            {t(`samples.copy${part}`)}
          </button>
        </template>
      ))}
    </>
  )
}
