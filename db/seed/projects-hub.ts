import type { Kysely } from 'kysely'
import type { Database } from '../schema'

// The projects hub's demo (issue 21): step-by-step guides and ideas written by the content author, and one
// public hand-in by the PRO demo user, so each tab of /{lang}/projects shows something. Idempotent by name.
const PROJECTS = [
  {
    kind: 'step_by_step' as const,
    name_br: 'Passo a passo: sua página pessoal',
    name_gb: 'Step by step: your personal page',
    description_br:
      'Construa, em etapas curtas, uma página pessoal com HTML e CSS: estrutura, estilo, imagens e publicação no GitHub Pages.',
    description_gb:
      'Build a personal page with HTML and CSS in short steps: structure, style, images and publishing on GitHub Pages.',
    complexity: 'simple' as const,
    technologies: ['html', 'css'],
    requirements: [
      ['Página inicial com seu nome e uma foto', 'A home page with your name and a photo', 40],
      ['Uma folha de estilos própria (`style.css`)', 'A style sheet of your own (`style.css`)', 30],
      ['Publicada no GitHub Pages', 'Published on GitHub Pages', 30],
    ] as const,
  },
  {
    kind: 'step_by_step' as const,
    name_br: 'Passo a passo: lista de tarefas em Python',
    name_gb: 'Step by step: a to-do list in Python',
    description_br:
      'Um programa de terminal que adiciona, lista e conclui tarefas, guardando-as em um arquivo.',
    description_gb: 'A terminal program that adds, lists and completes tasks, keeping them in a file.',
    complexity: 'intermediate' as const,
    technologies: ['python'],
    requirements: [
      ['Adicionar e listar tarefas', 'Add and list tasks', 50],
      ['Salvar as tarefas em `tarefas.txt`', 'Save the tasks in `tarefas.txt`', 50],
    ] as const,
  },
  {
    kind: 'idea' as const,
    name_br: 'Ideia: placar de um campeonato',
    name_gb: 'Idea: a league table',
    description_br:
      'Leia os resultados das partidas e mostre a classificação, com pontos, vitórias e saldo de gols.',
    description_gb: 'Read match results and show the standings, with points, wins and goal difference.',
    complexity: 'advanced' as const,
    technologies: ['javascript', 'html'],
    requirements: [
      ['Classificação ordenada por pontos', 'Standings ordered by points', 60],
      ['Critérios de desempate', 'Tie-breakers', 40],
    ] as const,
  },
]

export async function seedProjectsHub(
  db: Kysely<Database>,
  authorId: number | undefined,
  studentId?: number,
) {
  const ids: number[] = []
  for (const p of PROJECTS) {
    const existing = await db
      .selectFrom('projects')
      .select('id')
      .where('name_br', '=', p.name_br)
      .executeTakeFirst()
    if (existing) {
      ids.push(existing.id)
      continue
    }
    const { id } = await db
      .insertInto('projects')
      .values({
        kind: p.kind,
        name_br: p.name_br,
        name_gb: p.name_gb,
        description_br: p.description_br,
        description_gb: p.description_gb,
        complexity: p.complexity,
        technologies: JSON.stringify(p.technologies),
        obligatory_files: JSON.stringify(['README.md']),
        is_free: 1,
        visibility: 'public',
        implemented_by: 'Equipe Trilha',
        year: 2026,
        author_id: authorId ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('project_requirements')
      .values(
        p.requirements.map(([br, gb, score], i) => ({
          project_id: id,
          position: i + 1,
          text_br: br,
          text_gb: gb,
          score,
        })),
      )
      .execute()
    ids.push(id)
  }
  if (studentId) {
    const shown = await db
      .selectFrom('project_submissions')
      .select('id')
      .where('user_id', '=', studentId)
      .where('visibility', '=', 'public')
      .executeTakeFirst()
    if (!shown) {
      await db
        .insertInto('project_submissions')
        .values({
          user_id: studentId,
          project_id: ids[0],
          kind: 'github',
          repository_url: 'https://github.com/pedrohsl/pagina-pessoal',
          visibility: 'public',
        })
        .execute()
    }
  }
  return ids
}
