// Demo notes (social issue): two notes of the PRO demo user, so /br/notes is not empty on first start.
// Idempotent: nothing is added when pro@trilha.dev already has notes (or does not exist).
import type { Kysely } from 'kysely'
import type { Database } from '../../schema'

export const DEMO_NOTES_EMAIL = 'pro@trilha.dev'

export const DEMO_NOTES = [
  {
    title: 'Revisão para a maratona',
    text: [
      '## Antes da prova',
      '',
      '- Rever **busca em largura** (BFS) e **Dijkstra**.',
      '- Treinar programação dinâmica: mochila e maior subsequência comum.',
      '- Conferir os limites: `10^5` elementos pedem algo perto de `O(n log n)`.',
      '',
      '> Ler todos os enunciados nos primeiros 15 minutos.',
    ].join('\n'),
  },
  {
    title: 'Ideias de projeto',
    text: [
      'Um site para organizar os treinos da equipe:',
      '',
      '1. Lista de exercícios por assunto.',
      '2. Placar semanal entre os membros.',
      '3. Lembrete por e-mail na véspera das competições.',
    ].join('\n'),
  },
] as const

export async function seedNotes(db: Kysely<Database>) {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_NOTES_EMAIL)
    .executeTakeFirst()
  if (!user) return
  const existing = await db.selectFrom('notes').select('id').where('user_id', '=', user.id).executeTakeFirst()
  if (existing) return
  await db
    .insertInto('notes')
    .values(DEMO_NOTES.map((n) => ({ user_id: user.id, title: n.title, text: n.text })))
    .execute()
}
