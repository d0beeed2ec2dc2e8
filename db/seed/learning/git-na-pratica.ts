// "Git na prática": a course of the professional track, free, with no programming language of its own.
import { BRANCHES, REMOTES } from './git-na-pratica.collaboration.texts'
import { DAILY_CYCLE, SETUP, VERSION_CONTROL } from './git-na-pratica.texts'
import { GIT_ICON } from './icon-designs'
import type { CourseSeed } from './types'

export const GIT: CourseSeed = {
  slug: 'git-na-pratica',
  title: { br: 'Git na prática', gb: 'Git in practice' },
  subtitle: {
    br: 'Versione seu código, trabalhe em equipe e monte seu portfólio no GitHub',
    gb: 'Version your code, work in a team and build your portfolio on GitHub',
  },
  description: {
    br: 'O controle de versão é uma das primeiras coisas que uma empresa espera de quem programa. Neste curso você aprende o **Git** do jeito que ele é usado no trabalho: commits pequenos e bem descritos, branches, merges e resolução de conflitos, repositórios remotos e pull requests. No fim, publica o seu portfólio no GitHub.',
    gb: 'Version control is one of the first things a company expects from anyone who codes. In this course you learn **Git** the way it is used at work: small, well-described commits, branches, merges and conflict resolution, remote repositories and pull requests. At the end, you publish your portfolio on GitHub.',
  },
  requirements: {
    br: '- Um computador com Linux, macOS ou Windows onde você possa instalar programas\n- Uma conta gratuita no GitHub',
    gb: '- A computer running Linux, macOS or Windows on which you can install programs\n- A free GitHub account',
  },
  prerequisites: {
    br: 'Nenhum conhecimento de Git. Ajuda já ter escrito algum programa, como os da [Introdução à programação](course:introducao-a-programacao).',
    gb: 'No knowledge of Git. It helps to have written a program or two, such as those in [Introduction to programming](course:introducao-a-programacao).',
  },
  willLearn: {
    br: [
      'Instalar e configurar o Git',
      'Registrar o histórico com add, commit, log e diff',
      'Escrever boas mensagens de commit e usar o .gitignore',
      'Trabalhar com branches, merges e conflitos',
      'Publicar repositórios e colaborar com pull requests',
    ],
    gb: [
      'Install and set up Git',
      'Record history with add, commit, log and diff',
      'Write good commit messages and use .gitignore',
      'Work with branches, merges and conflicts',
      'Publish repositories and collaborate through pull requests',
    ],
  },
  workloadHours: 8,
  track: 'professional',
  trackType: 'programming',
  isFree: true,
  allowedLanguages: [],
  tag: 'git',
  video: { br: 'trilhaBR400', gb: 'trilhaGB400' },
  position: 4,
  requires: [],
  icon: GIT_ICON,
  topics: [
    {
      title: { br: 'Primeiros passos com Git', gb: 'First steps with Git' },
      lessons: [
        {
          type: 'lesson',
          title: { br: 'O que é controle de versão', gb: 'What version control is' },
          video: { br: 'trilhaBR401', gb: 'trilhaGB401' },
          text: { body: VERSION_CONTROL },
        },
        {
          type: 'text',
          title: { br: 'Instalando e configurando o Git', gb: 'Installing and setting up Git' },
          text: { body: SETUP },
        },
      ],
    },
    {
      title: { br: 'O dia a dia com Git', gb: 'Everyday Git' },
      lessons: [
        {
          type: 'text',
          title: { br: 'add, commit, log e diff', gb: 'add, commit, log and diff' },
          text: { body: DAILY_CYCLE },
        },
        {
          type: 'theoretical',
          title: { br: 'Quiz: o ciclo do commit', gb: 'Quiz: the commit cycle' },
          theoretical: {
            text: {
              br: 'Confira se o ciclo editar → preparar → registrar ficou claro.',
              gb: 'Check that the edit → stage → record cycle is clear.',
            },
            questions: [
              {
                prompt: {
                  br: 'Qual comando coloca um arquivo na área de preparação?',
                  gb: 'Which command puts a file in the staging area?',
                },
                options: [
                  { text: { br: 'git commit', gb: 'git commit' } },
                  { text: { br: 'git add', gb: 'git add' }, correct: true },
                  { text: { br: 'git log', gb: 'git log' } },
                  { text: { br: 'git push', gb: 'git push' } },
                ],
              },
              {
                prompt: {
                  br: 'Qual comando mostra as mudanças que ainda não foram preparadas?',
                  gb: 'Which command shows the changes that have not been staged yet?',
                },
                options: [
                  { text: { br: 'git init', gb: 'git init' } },
                  { text: { br: 'git clone', gb: 'git clone' } },
                  { text: { br: 'git diff', gb: 'git diff' }, correct: true },
                ],
              },
              {
                prompt: {
                  br: 'Qual destas é a melhor mensagem de commit?',
                  gb: 'Which of these is the best commit message?',
                },
                options: [
                  { text: { br: 'mudanças', gb: 'changes' } },
                  {
                    text: { br: 'Corrige o cálculo da média', gb: 'Fix the average calculation' },
                    correct: true,
                  },
                  { text: { br: 'arrumei umas coisas', gb: 'sorted some stuff' } },
                ],
              },
            ],
          },
        },
        {
          type: 'text',
          title: { br: 'Branches e merge', gb: 'Branches and merging' },
          depth: 1,
          text: { body: BRANCHES },
        },
        {
          type: 'theoretical',
          title: { br: 'Quiz: branches e conflitos', gb: 'Quiz: branches and conflicts' },
          depth: 1,
          theoretical: {
            text: {
              br: 'Duas perguntas sobre o momento mais temido do Git: o conflito.',
              gb: "Two questions on Git's most dreaded moment: the conflict.",
            },
            questions: [
              {
                prompt: { br: 'Quando um merge gera conflito?', gb: 'When does a merge cause a conflict?' },
                options: [
                  { text: { br: 'Sempre que se faz um merge', gb: 'Every time you merge' } },
                  {
                    text: {
                      br: 'Quando os dois branches alteraram as mesmas linhas de um arquivo',
                      gb: 'When both branches changed the same lines of a file',
                    },
                    correct: true,
                  },
                  {
                    text: {
                      br: 'Quando um branch tem mais commits que o outro',
                      gb: 'When one branch has more commits than the other',
                    },
                  },
                ],
              },
              {
                prompt: {
                  br: 'Você editou o arquivo em conflito e apagou os marcadores. Qual é o próximo passo?',
                  gb: 'You have edited the conflicted file and removed the markers. What is the next step?',
                },
                options: [
                  { text: { br: 'Apagar a pasta .git', gb: 'Delete the .git folder' } },
                  {
                    text: {
                      br: 'Fazer git add do arquivo e depois git commit',
                      gb: 'git add the file, then git commit',
                    },
                    correct: true,
                  },
                  { text: { br: 'Rodar git init de novo', gb: 'Run git init again' } },
                ],
              },
            ],
          },
        },
      ],
    },
    {
      title: { br: 'Colaboração', gb: 'Collaboration' },
      lessons: [
        {
          type: 'text',
          title: { br: 'GitHub, remotos e pull requests', gb: 'GitHub, remotes and pull requests' },
          text: { body: REMOTES },
        },
        {
          type: 'project',
          title: { br: 'Projeto: seu portfólio no GitHub', gb: 'Project: your portfolio on GitHub' },
          project: {
            complexity: 'simple',
            technologies: ['Git', 'GitHub', 'Markdown'],
            obligatoryFiles: ['README.md', '.gitignore'],
            description: {
              br: `Monte um **repositório de portfólio** público no GitHub. Ele reúne os programas que você escreveu nos cursos da Trilha (ou outros projetos seus), com um \`README.md\` que apresenta você, lista os projetos e explica como executá-los.

O histórico importa tanto quanto o conteúdo: queremos ver commits pequenos com boas mensagens e pelo menos um **pull request** integrado a partir de um branch. Envie o link do repositório.`,
              gb: `Build a public **portfolio repository** on GitHub. It gathers the programs you wrote in Trilha's courses (or other projects of yours), with a \`README.md\` that introduces you, lists the projects and explains how to run them.

The history matters as much as the content: we want to see small commits with good messages and at least one **pull request** merged from a branch. Send the repository's link.`,
            },
            requirements: [
              {
                text: {
                  br: 'README apresenta você e lista os projetos com instruções para executá-los',
                  gb: 'The README introduces you and lists the projects with instructions to run them',
                },
                score: 25,
              },
              {
                text: {
                  br: 'Pelo menos cinco commits com mensagens claras, no imperativo',
                  gb: 'At least five commits with clear messages in the imperative',
                },
                score: 20,
              },
              {
                text: {
                  br: 'Um .gitignore que deixa de fora arquivos gerados',
                  gb: 'A .gitignore that leaves generated files out',
                },
                score: 10,
              },
              {
                text: {
                  br: 'Pelo menos um pull request, com descrição, integrado a partir de um branch',
                  gb: 'At least one pull request, with a description, merged from a branch',
                },
                score: 25,
              },
              {
                text: {
                  br: 'Pelo menos dois programas organizados em pastas',
                  gb: 'At least two programs organised in folders',
                },
                score: 20,
              },
            ],
          },
        },
      ],
    },
  ],
}
