// "Bootcamp de Python": a PRO course whose first two lessons are open to everyone as a preview.
import { PYTHON_ICON } from './icon-designs'
import { FUNCTIONS } from './python-bootcamp.functions.texts'
import { COLLECTIONS, TYPES_AND_FSTRINGS, WHY_PYTHON } from './python-bootcamp.texts'
import type { CourseSeed } from './types'

export const PYTHON: CourseSeed = {
  slug: 'python-bootcamp',
  title: { br: 'Bootcamp de Python', gb: 'Python bootcamp' },
  subtitle: {
    br: 'Da sintaxe às coleções, funções e um projeto completo',
    gb: 'From syntax to collections, functions and a complete project',
  },
  description: {
    br: 'Um curso intensivo e prático de **Python 3**. Você escreve programas desde a primeira aula, aprende a ler a entrada no formato dos juízes online, domina listas, tuplas, dicionários e funções, e termina com um projeto publicado no GitHub. As duas primeiras aulas são abertas para você experimentar.',
    gb: 'An intensive, hands-on **Python 3** course. You write programs from the very first lesson, learn to read input in the format online judges use, master lists, tuples, dictionaries and functions, and finish with a project published on GitHub. The first two lessons are open for you to try.',
  },
  requirements: {
    br: '- Assinatura PRO (as duas primeiras aulas são gratuitas)\n- Python 3 instalado, se quiser programar também fora da Trilha',
    gb: '- A PRO subscription (the first two lessons are free)\n- Python 3 installed, if you also want to code outside Trilha',
  },
  prerequisites: {
    br: 'Ter feito a [Introdução à programação](course:introducao-a-programacao) ou saber o que são variáveis, entrada e saída.',
    gb: 'Having taken [Introduction to programming](course:introducao-a-programacao), or knowing what variables, input and output are.',
  },
  willLearn: {
    br: [
      'Ler e converter a entrada como os juízes online esperam',
      'Formatar a saída com f-strings',
      'Usar listas, tuplas, dicionários e compreensões',
      'Escrever funções e soluções recursivas',
      'Organizar um projeto Python com README',
    ],
    gb: [
      'Read and convert input the way online judges expect',
      'Format output with f-strings',
      'Use lists, tuples, dictionaries and comprehensions',
      'Write functions and recursive solutions',
      'Organise a Python project with a README',
    ],
  },
  workloadHours: 20,
  track: 'language',
  trackType: 'programming',
  isFree: false,
  allowedLanguages: ['python3', 'pypy'],
  tag: 'python',
  video: { br: 'trilhaBR200', gb: 'trilhaGB200' },
  position: 2,
  requires: ['introducao-a-programacao'],
  icon: PYTHON_ICON,
  topics: [
    {
      title: { br: 'Primeiros passos em Python', gb: 'First steps in Python' },
      lessons: [
        {
          type: 'lesson',
          title: { br: 'Por que Python?', gb: 'Why Python?' },
          freePreview: true,
          video: { br: 'trilhaBR201', gb: 'trilhaGB201' },
          text: { body: WHY_PYTHON },
        },
        {
          type: 'text',
          title: { br: 'Tipos, variáveis e f-strings', gb: 'Types, variables and f-strings' },
          freePreview: true,
          text: { body: TYPES_AND_FSTRINGS },
        },
        { type: 'programming', title: { br: 'Soma dos dígitos', gb: 'Digit sum' }, exercise: 'Digit sum' },
      ],
    },
    {
      title: { br: 'Coleções', gb: 'Collections' },
      lessons: [
        {
          type: 'text',
          title: { br: 'Listas, tuplas e dicionários', gb: 'Lists, tuples and dictionaries' },
          text: { body: COLLECTIONS },
        },
        {
          type: 'theoretical',
          title: { br: 'Quiz: coleções em Python', gb: 'Quiz: collections in Python' },
          theoretical: {
            text: {
              br: 'Leia cada trecho de código com calma e pense no que o Python faria, linha por linha.',
              gb: 'Read each piece of code calmly and work out what Python would do, line by line.',
            },
            questions: [
              {
                prompt: {
                  br: 'Qual é o valor de `[1, 2, 3, 4, 5][1:3]`?',
                  gb: 'What is the value of `[1, 2, 3, 4, 5][1:3]`?',
                },
                options: [
                  { text: { br: '[1, 2, 3]', gb: '[1, 2, 3]' } },
                  { text: { br: '[2, 3]', gb: '[2, 3]' }, correct: true },
                  { text: { br: '[2, 3, 4]', gb: '[2, 3, 4]' } },
                ],
              },
              {
                prompt: {
                  br: 'O que acontece ao executar `t = (1, 2)` e depois `t[0] = 5`?',
                  gb: 'What happens when you run `t = (1, 2)` and then `t[0] = 5`?',
                },
                options: [
                  { text: { br: 't passa a ser (5, 2)', gb: 't becomes (5, 2)' } },
                  {
                    text: {
                      br: 'Um erro, porque tuplas são imutáveis',
                      gb: 'An error, because tuples are immutable',
                    },
                    correct: true,
                  },
                  { text: { br: 't passa a ser (1, 2, 5)', gb: 't becomes (1, 2, 5)' } },
                ],
              },
              {
                prompt: {
                  br: 'Com `d = {"a": 1}`, quanto vale `d.get("b", 0)`?',
                  gb: 'With `d = {"a": 1}`, what is `d.get("b", 0)`?',
                },
                options: [
                  { text: { br: '0', gb: '0' }, correct: true },
                  { text: { br: 'None', gb: 'None' } },
                  { text: { br: 'Um KeyError', gb: 'A KeyError' } },
                  { text: { br: '1', gb: '1' } },
                ],
              },
            ],
          },
        },
        {
          type: 'programming',
          title: { br: 'Palíndromo', gb: 'Palindrome' },
          depth: 1,
          exercise: 'Palindrome',
        },
        {
          type: 'math',
          title: { br: 'A soma de Gauss', gb: "Gauss's sum" },
          depth: 1,
          math: {
            difficulty: 'easy',
            kind: 'technical_exercise',
            text: {
              br: `Conta-se que, ainda criança, Gauss somou $1 + 2 + \\dots + 100$ em segundos.

1. Mostre que $S_n = 1 + 2 + \\dots + n = \\frac{n(n+1)}{2}$. *Dica:* escreva a soma duas vezes, uma de trás para a frente, e some termo a termo.
2. Calcule $S_{100}$.
3. Um programa soma de 1 a $n$ com um laço \`for\`. Quantas adições ele faz? E um programa que usa a fórmula? Para $n = 10^9$, qual você prefere?`,
              gb: `The story goes that, as a child, Gauss added up $1 + 2 + \\dots + 100$ in seconds.

1. Show that $S_n = 1 + 2 + \\dots + n = \\frac{n(n+1)}{2}$. *Hint:* write the sum twice, once backwards, and add them term by term.
2. Work out $S_{100}$.
3. A program adds 1 to $n$ with a \`for\` loop. How many additions does it make? And a program that uses the formula? For $n = 10^9$, which would you rather run?`,
            },
            solution: {
              br: `Escrevendo $S_n$ nas duas ordens e somando termo a termo:

$$2S_n = (1 + n) + (2 + (n-1)) + \\dots + (n + 1) = n(n+1),$$

pois são $n$ parcelas, todas iguais a $n + 1$. Logo $S_n = \\frac{n(n+1)}{2}$ e $S_{100} = \\frac{100 \\cdot 101}{2} = 5050$.

O laço faz $n$ adições (um bilhão, para $n = 10^9$), enquanto a fórmula faz uma multiplicação e uma divisão, qualquer que seja $n$. A fórmula é muito mais rápida.`,
              gb: `Writing $S_n$ in both orders and adding term by term:

$$2S_n = (1 + n) + (2 + (n-1)) + \\dots + (n + 1) = n(n+1),$$

since there are $n$ terms, all equal to $n + 1$. So $S_n = \\frac{n(n+1)}{2}$ and $S_{100} = \\frac{100 \\cdot 101}{2} = 5050$.

The loop makes $n$ additions (a billion, for $n = 10^9$), whereas the formula makes one multiplication and one division, whatever $n$ is. The formula is far faster.`,
            },
          },
        },
      ],
    },
    {
      title: { br: 'Funções e projeto final', gb: 'Functions and final project' },
      lessons: [
        {
          type: 'text',
          title: { br: 'Funções, parâmetros e retorno', gb: 'Functions, parameters and return values' },
          text: { body: FUNCTIONS },
        },
        { type: 'programming', title: { br: 'Fatorial', gb: 'Factorial' }, depth: 1, exercise: 'Factorial' },
        {
          type: 'project',
          title: { br: 'Projeto: tarefas no terminal', gb: 'Project: to-do list in the terminal' },
          // Opens a week after the rest: the demo's "no access to this lesson yet".
          opensInDays: 7,
          project: {
            complexity: 'intermediate',
            technologies: ['Python'],
            obligatoryFiles: ['README.md', 'tarefas.py'],
            description: {
              br: `Construa um **gerenciador de tarefas** de linha de comando em Python. O programa guarda as tarefas num arquivo JSON e aceita comandos:

\`\`\`bash
python3 tarefas.py adicionar "Estudar dicionários"
python3 tarefas.py listar
python3 tarefas.py concluir 1
\`\`\`

Use funções pequenas (uma por comando), um dicionário para cada tarefa e o módulo \`json\` da biblioteca padrão. Envie o link do repositório no GitHub ou um ZIP com o projeto.`,
              gb: `Build a command-line **to-do list manager** in Python. The program keeps the tasks in a JSON file and accepts commands:

\`\`\`bash
python3 tarefas.py adicionar "Study dictionaries"
python3 tarefas.py listar
python3 tarefas.py concluir 1
\`\`\`

(The commands are Portuguese: *adicionar* = add, *listar* = list, *concluir* = complete.) Use small functions (one per command), a dictionary for each task and the standard library's \`json\` module. Send the link to the GitHub repository or a ZIP with the project.`,
            },
            requirements: [
              {
                text: {
                  br: 'Adiciona tarefas e as lista numeradas',
                  gb: 'Adds tasks and lists them numbered',
                },
                score: 25,
              },
              {
                text: {
                  br: 'Marca uma tarefa como concluída pelo número',
                  gb: 'Marks a task as complete by its number',
                },
                score: 20,
              },
              {
                text: {
                  br: 'As tarefas continuam lá depois de fechar o programa (arquivo JSON)',
                  gb: 'The tasks are still there after closing the program (JSON file)',
                },
                score: 25,
              },
              {
                text: {
                  br: 'Um comando desconhecido mostra uma mensagem de ajuda em vez de um erro',
                  gb: 'An unknown command shows a help message rather than an error',
                },
                score: 10,
              },
              {
                text: {
                  br: 'Código dividido em funções, com um README que explica os comandos',
                  gb: 'Code split into functions, with a README explaining the commands',
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
