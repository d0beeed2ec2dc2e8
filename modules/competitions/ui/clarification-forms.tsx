// The clarification forms (plain posts): a participant's question, an organizer's announcement and answer.
import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { CheckboxField, Notice, SelectField, TextAreaField } from '~/app/ui/forms'

const MAX = 2000

/** What the action answers when it cannot go on: the form comes back with what was typed. */
export interface ClarificationReply {
  intent: 'ask' | 'answer' | 'announce'
  /** The clarification an answer was for. */
  clarification: number | null
  values: { exercise: string; question: string; answer: string; announcement: string; broadcast: string }
  /** Field → contest:errors keys. */
  errors: Record<string, string[]>
  /** A contest:errors key about the whole form. */
  formError: string | null
}

type Exercises = { letter: string; title: string }[]

function useErrors(reply: ClarificationReply | undefined) {
  const { t } = useTranslation('contest')
  return (field: string) => reply?.errors[field]?.map((key) => t(`errors.${key}`))
}

function FormError({ reply }: { reply: ClarificationReply | undefined }) {
  const { t } = useTranslation('contest')
  return reply?.formError ? <Notice tone="error">{t(`errors.${reply.formError}`)}</Notice> : null
}

function ExerciseSelect({
  exercises,
  label,
  general,
  value,
  errors,
  id,
}: { exercises: Exercises; label: string; general: string; value: string; errors?: string[]; id: string }) {
  return (
    <SelectField
      id={id}
      label={label}
      name="exercise"
      defaultValue={value}
      errors={errors}
      options={[
        { value: '', label: general },
        ...exercises.map((e) => ({ value: e.letter, label: `${e.letter} · ${e.title}` })),
      ]}
    />
  )
}

export function AskForm({ exercises, reply }: { exercises: Exercises; reply?: ClarificationReply }) {
  const { t } = useTranslation('contest')
  const errors = useErrors(reply)
  return (
    <section className="card contest-form" aria-labelledby="ask-title">
      <h2 id="ask-title">{t('clarifications.ask.title')}</h2>
      <Form method="post">
        <input type="hidden" name="intent" value="ask" />
        <FormError reply={reply} />
        <ExerciseSelect
          id="ask-exercise"
          exercises={exercises}
          label={t('clarifications.ask.exercise')}
          general={t('clarifications.ask.general')}
          value={reply?.values.exercise ?? ''}
          errors={errors('exercise')}
        />
        <TextAreaField
          id="ask-question"
          label={t('clarifications.ask.question')}
          name="question"
          rows={5}
          required
          maxLength={MAX}
          defaultValue={reply?.values.question ?? ''}
          errors={errors('question')}
          hint={t('clarifications.ask.hint')}
        />
        <div className="form-actions">
          <button type="submit" className="button">
            {t('clarifications.ask.submit')}
          </button>
        </div>
      </Form>
    </section>
  )
}

export function AnnounceForm({ exercises, reply }: { exercises: Exercises; reply?: ClarificationReply }) {
  const { t } = useTranslation('contest')
  const errors = useErrors(reply)
  return (
    <section className="card contest-form" aria-labelledby="announce-title">
      <h2 id="announce-title">{t('clarifications.announce.title')}</h2>
      <Form method="post">
        <input type="hidden" name="intent" value="announce" />
        <FormError reply={reply} />
        <ExerciseSelect
          id="announce-exercise"
          exercises={exercises}
          label={t('clarifications.announce.exercise')}
          general={t('clarifications.announce.general')}
          value={reply?.values.exercise ?? ''}
          errors={errors('exercise')}
        />
        <TextAreaField
          id="announce-text"
          label={t('clarifications.announce.text')}
          name="announcement"
          rows={4}
          required
          maxLength={MAX}
          defaultValue={reply?.values.announcement ?? ''}
          errors={errors('announcement')}
        />
        <div className="form-actions">
          <button type="submit" className="button">
            {t('clarifications.announce.submit')}
          </button>
        </div>
      </Form>
    </section>
  )
}

/** One answer form per question; a refused post comes back into the form of its own question. */
export function AnswerForm({
  id,
  answer,
  broadcast,
  reply,
}: { id: number; answer: string | null; broadcast: boolean; reply?: ClarificationReply }) {
  const { t } = useTranslation('contest')
  const mine = reply?.clarification === id ? reply : undefined
  const errors = useErrors(mine)
  return (
    <Form method="post" className="contest-answer-form">
      <input type="hidden" name="intent" value="answer" />
      <input type="hidden" name="clarification" value={id} />
      <FormError reply={mine} />
      <TextAreaField
        id={`answer-${id}`}
        label={t('clarifications.answer.text')}
        name="answer"
        rows={3}
        required
        maxLength={MAX}
        defaultValue={mine ? mine.values.answer : (answer ?? '')}
        errors={errors('answer')}
      />
      {broadcast ? (
        // Everyone has read it already: the server keeps it public, so no box pretends it could be unticked.
        <p className="field-hint">{t('clarifications.answer.alreadyBroadcast')}</p>
      ) : (
        <CheckboxField
          id={`broadcast-${id}`}
          name="broadcast"
          label={t('clarifications.answer.broadcast')}
          hint={t('clarifications.answer.broadcastHint')}
          defaultChecked={mine ? mine.values.broadcast === 'on' : false}
        />
      )}
      <div className="form-actions">
        <button type="submit" className="button">
          {t(answer ? 'clarifications.answer.update' : 'clarifications.answer.submit')}
        </button>
      </div>
    </Form>
  )
}
