// Demo profiles (social issue): first and last names, biographies, social links (two Twitch streamers, so
// /{lang}/streamers is not empty) and the community member tags of the founder and the content author.
// Idempotent and gentle: a field someone already filled is left alone; links are added once per kind.
import type { Kysely } from 'kysely'
import type { Database } from '../../schema'
import type { MemberTag, SocialLinkKind } from '../../schema-social'

interface DemoProfile {
  email: string
  firstName: string
  lastName: string
  biography: string
  links: { kind: SocialLinkKind; url: string }[]
  memberTags?: MemberTag[]
}

export const DEMO_PROFILES: DemoProfile[] = [
  {
    email: 'admin@trilha.dev',
    firstName: 'Ana Paula',
    lastName: 'Admin',
    biography: [
      'Fundadora da **Trilha**. Ensino programação desde 2016 e adoro ver alguém resolver o primeiro exercício.',
      '',
      'Toda quarta, a partir das 14h, tem live de resolução de problemas na Twitch.',
    ].join('\n'),
    links: [
      { kind: 'twitch', url: 'https://www.twitch.tv/trilha_ao_vivo' },
      { kind: 'github', url: 'https://github.com/trilha-dev' },
    ],
    memberTags: ['founder'],
  },
  {
    email: 'autor@trilha.dev',
    firstName: 'Carlos Eduardo',
    lastName: 'Autor',
    biography: [
      'Escrevo aulas e problemas da Trilha. Gosto de **grafos**, programação dinâmica e de explicar com desenhos.',
      '',
      '- Autor dos exercícios de introdução à programação',
      '- Faço lives codando problemas de olimpíada',
    ].join('\n'),
    links: [
      { kind: 'twitch', url: 'https://www.twitch.tv/carlos_codando' },
      { kind: 'codeforces', url: 'https://codeforces.com/profile/carlos_autor' },
    ],
    memberTags: ['content', 'problem_setter'],
  },
  {
    email: 'pro@trilha.dev',
    firstName: 'Pedro Henrique',
    lastName: 'Souza Lima',
    biography:
      'Desenvolvedor backend treinando para a Maratona de Programação. Python no trabalho, C++ nas competições.',
    links: [
      { kind: 'linkedin', url: 'https://www.linkedin.com/in/pedro-lima-dev' },
      { kind: 'github', url: 'https://github.com/pedrohslima' },
    ],
  },
  {
    email: 'aluna@trilha.dev',
    firstName: 'Beatriz',
    lastName: 'Santos',
    biography: 'Estudante do ensino médio. Comecei a programar este ano e quero ir para a OBI!',
    links: [{ kind: 'website', url: 'https://beatriz.dev/' }],
  },
]

export async function seedProfile(db: Kysely<Database>) {
  for (const demo of DEMO_PROFILES) {
    const user = await db
      .selectFrom('users')
      .select(['id', 'first_name', 'biography', 'member_tags'])
      .where('email', '=', demo.email)
      .executeTakeFirst()
    if (!user) continue
    if (user.first_name === null) {
      await db
        .updateTable('users')
        .set({
          first_name: demo.firstName,
          last_name: demo.lastName,
          name: `${demo.firstName} ${demo.lastName}`,
        })
        .where('id', '=', user.id)
        .execute()
    }
    if (user.biography === '') {
      await db.updateTable('users').set({ biography: demo.biography }).where('id', '=', user.id).execute()
    }
    if (demo.memberTags && user.member_tags === '[]') {
      await db
        .updateTable('users')
        .set({ member_tags: JSON.stringify(demo.memberTags) })
        .where('id', '=', user.id)
        .execute()
    }
    for (const link of demo.links) {
      await db
        .insertInto('social_links')
        .values({ user_id: user.id, kind: link.kind, url: link.url })
        .onConflict((oc) => oc.columns(['user_id', 'kind']).doNothing())
        .execute()
    }
  }
}
