// "Introdução à programação": the free how-to-learn course the welcome page points beginners to. The e2e
// suite walks it as a new student, through INTRO_COURSE below (pure data: no database imports here).
import { INTRO_ICON } from './icon-designs'
import { HANDSHAKES, STUDY_QUIZ, VARIABLES_QUIZ } from './introducao-a-programacao.exercises'
import { INPUT_OUTPUT, VARIABLES } from './introducao-a-programacao.first-programs.texts'
import { HOW_TO_STUDY, WHAT_IS_PROGRAMMING } from './introducao-a-programacao.texts'
import type { CourseSeed, LessonSeed } from './types'

const LESSONS: LessonSeed[][] = [
  [
    {
      type: 'text',
      title: { br: 'Bem-vindo! Como estudar programação', gb: 'Welcome! How to study programming' },
      text: { body: HOW_TO_STUDY },
    },
    {
      type: 'lesson',
      title: { br: 'O que é programar?', gb: 'What is programming?' },
      video: { br: 'trilhaBR101', gb: 'trilhaGB101' },
      text: { body: WHAT_IS_PROGRAMMING },
    },
    {
      type: 'theoretical',
      title: { br: 'Quiz: como estudar', gb: 'Quiz: how to study' },
      theoretical: STUDY_QUIZ,
    },
  ],
  [
    {
      type: 'text',
      title: { br: 'Entrada, processamento e saída', gb: 'Input, processing and output' },
      text: { body: INPUT_OUTPUT },
    },
    {
      type: 'programming',
      title: { br: 'Seu primeiro programa: Olá, mundo', gb: 'Your first program: Hello, world' },
      exercise: 'Hello, world',
    },
    {
      type: 'lesson',
      title: { br: 'Variáveis e tipos', gb: 'Variables and types' },
      video: { br: 'trilhaBR102', gb: 'trilhaGB102' },
      text: { body: VARIABLES },
    },
    {
      type: 'programming',
      title: { br: 'Soma de dois inteiros', gb: 'Sum of two integers' },
      exercise: 'Sum of two integers',
    },
    {
      type: 'theoretical',
      title: { br: 'Quiz: variáveis e o juiz', gb: 'Quiz: variables and the judge' },
      depth: 1,
      theoretical: VARIABLES_QUIZ,
    },
  ],
  [
    {
      type: 'math',
      title: { br: 'Quantos apertos de mão?', gb: 'How many handshakes?' },
      depth: 1,
      math: HANDSHAKES,
    },
    {
      type: 'project',
      title: { br: 'Projeto: cartão de apresentação', gb: 'Project: introduction card' },
      depth: 2,
      project: {
        complexity: 'simple',
        technologies: ['Python', 'C', 'Portugol'],
        obligatoryFiles: ['README.md'],
        description: {
          br: `Crie um programa que monte um **cartão de apresentação** no terminal. Ele lê o seu nome, o ano em que você nasceu e a sua linguagem favorita, calcula a sua idade aproximada e imprime tudo dentro de uma moldura:

\`\`\`
+------------------------------+
| Nome: Ana Souza              |
| Idade: 15 anos               |
| Linguagem favorita: Python   |
+------------------------------+
\`\`\`

Use a linguagem que preferir. Coloque o código num repositório do GitHub (ou num arquivo ZIP) com um \`README.md\` explicando o que o programa faz e como executá-lo.

Quer continuar depois? [Conheça o Bootcamp de Python;button](course:python-bootcamp)`,
          gb: `Write a program that builds an **introduction card** in the terminal. It reads your name, the year you were born and your favourite language, works out your approximate age and prints everything inside a frame:

\`\`\`
+------------------------------+
| Name: Ana Souza              |
| Age: 15                      |
| Favourite language: Python   |
+------------------------------+
\`\`\`

Use whichever language you like. Put the code in a GitHub repository (or a ZIP file) with a \`README.md\` explaining what the program does and how to run it.

Want to keep going afterwards? [Discover the Python bootcamp;button](course:python-bootcamp)`,
        },
        requirements: [
          {
            text: {
              br: 'O `README.md` explica o que o programa faz e como executá-lo',
              gb: 'The `README.md` explains what the program does and how to run it',
            },
            score: 20,
          },
          {
            text: {
              br: 'O programa lê o nome, o ano de nascimento e a linguagem favorita',
              gb: 'The program reads the name, the year of birth and the favourite language',
            },
            score: 20,
          },
          {
            text: {
              br: 'A idade é calculada corretamente a partir do ano atual',
              gb: 'The age is worked out correctly from the current year',
            },
            score: 25,
          },
          {
            text: {
              br: 'O cartão sai alinhado, com a moldura fechada',
              gb: 'The card comes out aligned, with the frame closed',
            },
            score: 20,
          },
          {
            text: {
              br: 'Nomes de variáveis claros e comentários que explicam o porquê',
              gb: 'Clear variable names and comments that explain why',
            },
            score: 15,
          },
        ],
      },
    },
  ],
]

export const INTRO: CourseSeed = {
  slug: 'introducao-a-programacao',
  title: { br: 'Introdução à programação', gb: 'Introduction to programming' },
  subtitle: {
    br: 'Do zero ao seu primeiro programa aceito pelo juiz',
    gb: 'From zero to your first program accepted by the judge',
  },
  description: {
    br: 'O ponto de partida da Trilha. Você aprende **como estudar** na plataforma, o que é um algoritmo, como um programa lê e escreve dados e como o juiz online corrige as suas soluções. Todos os exercícios aceitam qualquer linguagem: use Python, C, Portugol ou a que preferir.',
    gb: "Trilha's starting point. You learn **how to study** on the platform, what an algorithm is, how a program reads and writes data and how the online judge marks your solutions. Every exercise accepts any language: use Python, C, Portugol or whichever you prefer.",
  },
  requirements: {
    br: '- Um computador ou tablet com navegador\n- Vontade de errar, corrigir e tentar de novo',
    gb: '- A computer or tablet with a browser\n- Willingness to make mistakes, fix them and try again',
  },
  prerequisites: {
    br: 'Nenhum. Este curso é para quem nunca programou.',
    gb: 'None. This course is for people who have never programmed.',
  },
  willLearn: {
    br: [
      'Estudar programação com método e constância',
      'O que são algoritmos e linguagens de programação',
      'Ler a entrada e escrever a saída de um programa',
      'Usar variáveis, tipos e operações aritméticas',
      'Entender os vereditos do juiz online',
    ],
    gb: [
      'Study programming with method and consistency',
      'What algorithms and programming languages are',
      "Read a program's input and write its output",
      'Use variables, types and arithmetic',
      "Understand the online judge's verdicts",
    ],
  },
  workloadHours: 6,
  track: 'language',
  trackType: 'programming',
  isFree: true,
  allowedLanguages: [],
  tag: 'iniciante',
  video: { br: 'trilhaBR100', gb: 'trilhaGB100' },
  position: 1,
  requires: [],
  icon: INTRO_ICON,
  topics: [
    { title: { br: 'Como aprender programação', gb: 'How to learn programming' }, lessons: LESSONS[0] },
    { title: { br: 'Primeiros programas', gb: 'First programs' }, lessons: LESSONS[1] },
    { title: { br: 'Pensando como programador', gb: 'Thinking like a programmer' }, lessons: LESSONS[2] },
  ],
}

/** Accepted reference solutions of the course's programming lessons, by judge language id. */
export const INTRO_SOLUTIONS: Record<string, { c: string; python3: string }> = {
  'Hello, world': {
    c: '#include <stdio.h>\n\nint main(void) {\n    printf("Olá, mundo!\\n");\n    return 0;\n}\n',
    python3: 'print("Olá, mundo!")\n',
  },
  'Sum of two integers': {
    c: '#include <stdio.h>\n\nint main(void) {\n    long long a, b;\n    scanf("%lld %lld", &a, &b);\n    printf("%lld\\n", a + b);\n    return 0;\n}\n',
    python3: 'a, b = map(int, input().split())\nprint(a + b)\n',
  },
}

export interface IntroLesson {
  /** 1-based position in the course (lessons.position). */
  position: number
  title_br: string
  title_gb: string
  type: LessonSeed['type']
  /** Theoretical lessons: per question, in order, the correct option's text and a wrong one's. */
  answers?: {
    prompt_br: string
    prompt_gb: string
    correct_br: string
    correct_gb: string
    wrong_br: string
    wrong_gb: string
  }[]
  /** Programming lessons: the exercise's titles and accepted solutions. */
  exercise?: { title_br: string; title_gb: string; solutions: { c: string; python3: string } }
}

const EXERCISE_TITLES_BR: Record<string, string> = {
  'Hello, world': 'Olá, mundo',
  'Sum of two integers': 'Soma de dois inteiros',
}

/** What the e2e suite needs to walk the course as a new free student, derived from the seed itself. */
export const INTRO_COURSE: { slug: string; title_br: string; title_gb: string; lessons: IntroLesson[] } = {
  slug: INTRO.slug,
  title_br: INTRO.title.br,
  title_gb: INTRO.title.gb,
  lessons: INTRO.topics
    .flatMap((t) => t.lessons)
    .map((l, i): IntroLesson => {
      const base = { position: i + 1, title_br: l.title.br, title_gb: l.title.gb, type: l.type }
      if (l.type === 'theoretical') {
        return {
          ...base,
          answers: l.theoretical.questions.map((q) => {
            const correct = q.options.find((o) => o.correct)!
            const wrong = q.options.find((o) => !o.correct)!
            return {
              prompt_br: q.prompt.br,
              prompt_gb: q.prompt.gb,
              correct_br: correct.text.br,
              correct_gb: correct.text.gb,
              wrong_br: wrong.text.br,
              wrong_gb: wrong.text.gb,
            }
          }),
        }
      }
      if (l.type === 'programming') {
        return {
          ...base,
          exercise: {
            title_br: EXERCISE_TITLES_BR[l.exercise],
            title_gb: l.exercise,
            solutions: INTRO_SOLUTIONS[l.exercise],
          },
        }
      }
      return base
    }),
}
