// Demo feedbacks (social issue): two from the free demo user, one new (the staff envelope shows it) and one
// answered by the moderator and not yet opened (her envelope shows 1). Idempotent: nothing is added when
// aluna@trilha.dev already has feedbacks (or does not exist).
import type { Kysely } from 'kysely'
import type { Database } from '../../schema'

export const DEMO_FEEDBACK_AUTHOR = 'aluna@trilha.dev'
export const DEMO_FEEDBACK_STAFF = 'moderadora@trilha.dev'

const DAY_MS = 86_400_000

export async function seedFeedbacks(db: Kysely<Database>, now = new Date()) {
  const byEmail = async (email: string) =>
    (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst())?.id ?? null
  const author = await byEmail(DEMO_FEEDBACK_AUTHOR)
  if (!author) return
  const existing = await db
    .selectFrom('feedbacks')
    .select('id')
    .where('user_id', '=', author)
    .executeTakeFirst()
  if (existing) return
  const staff = await byEmail(DEMO_FEEDBACK_STAFF)
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString()
  await db
    .insertInto('feedbacks')
    .values([
      {
        user_id: author,
        title: 'Exercício de vetores sem exemplo',
        text: 'No exercício de vetores da aula 4 falta um exemplo de entrada e saída. Fiquei em dúvida sobre o formato.',
        type: 'content',
        status: 'waiting_for_answer',
        answer:
          'Obrigada pelo aviso! Já incluímos dois exemplos no enunciado. Consegue conferir se ficou claro agora?',
        answered_by: staff,
        answered_at: at(1),
        author_unread: 1,
        created_at: at(3),
        updated_at: at(1),
      },
      {
        user_id: author,
        title: 'Modo escuro no editor de código',
        text: 'Seria ótimo se o editor de código também seguisse o tema escuro, estudo muito à noite.',
        type: 'suggestion',
        // Every row of a multi-row insert names the same columns: defaults would become NULL.
        status: 'new',
        answer: null,
        answered_by: null,
        answered_at: null,
        author_unread: 0,
        created_at: at(0),
        updated_at: at(0),
      },
    ])
    .execute()
}
