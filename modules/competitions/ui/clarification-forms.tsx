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

type FormProps = { exercises: Exercises; reply?: ClarificationReply }

/** A participant's question and an organizer's announcement: an optional problem and a text, posted as `intent`. */
function MessageForm(props: FormProps & { intent: 'ask' | 'announce'; field: 'question' | 'announcement' }) {
  const { intent, field, exercises, reply } = props
  const { t } = useTranslation('contest')
  const errors = useErrors(reply)
  const ask = intent === 'ask'
  return (
    <section className="card contest-form" aria-labelledby={`${intent}-title`}>
      <h2 id={`${intent}-title`}>{t(`clarifications.${intent}.title`)}</h2>
      <Form method="post">
        <input type="hidden" name="intent" value={intent} />
        <FormError reply={reply} />
        <ExerciseSelect
          id={`${intent}-exercise`}
          exercises={exercises}
          label={t(`clarifications.${intent}.exercise`)}
          general={t(`clarifications.${intent}.general`)}
          value={reply?.values.exercise ?? ''}
          errors={errors('exercise')}
        />
        <TextAreaField
          id={ask ? 'ask-question' : 'announce-text'}
          label={t(ask ? 'clarifications.ask.question' : 'clarifications.announce.text')}
          name={field}
          rows={ask ? 5 : 4}
          required
          maxLength={MAX}
          defaultValue={reply?.values[field] ?? ''}
          errors={errors(field)}
          hint={ask ? t('clarifications.ask.hint') : undefined}
        />
        <div className="form-actions">
          <button type="submit" className="button">
            {t(`clarifications.${intent}.submit`)}
          </button>
        </div>
      </Form>
    </section>
  )
}

export const AskForm = (props: FormProps) => <MessageForm {...props} intent="ask" field="question" />

export const AnnounceForm = (props: FormProps) => (
  <MessageForm {...props} intent="announce" field="announcement" />
)

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
