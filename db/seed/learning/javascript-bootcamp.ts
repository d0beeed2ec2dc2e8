// "Bootcamp de JavaScript": a free course on JavaScript with Node.js, judged in JavaScript only.
import { JAVASCRIPT_ICON } from './icon-designs'
import { ARRAYS_AND_FUNCTIONS, LET_CONST_TYPES, NODE_OUTSIDE_BROWSER } from './javascript-bootcamp.texts'
import type { CourseSeed } from './types'

export const JAVASCRIPT: CourseSeed = {
  slug: 'javascript-bootcamp',
  title: { br: 'Bootcamp de JavaScript', gb: 'JavaScript bootcamp' },
  subtitle: {
    br: 'A linguagem da web, do terminal ao seu primeiro projeto com Node.js',
    gb: 'The language of the web, from the terminal to your first Node.js project',
  },
  description: {
    br: 'Aprenda **JavaScript moderno** rodando programas com Node.js. Você vai entender tipos e comparações, escrever funções e dominar os métodos de arrays que aparecem em todo código profissional — `map`, `filter` e `reduce` —, resolvendo exercícios no juiz e terminando com um projeto de linha de comando.',
    gb: 'Learn **modern JavaScript** by running programs with Node.js. You will understand types and comparisons, write functions and master the array methods found in all professional code — `map`, `filter` and `reduce` — solving exercises in the judge and finishing with a command-line project.',
  },
  requirements: {
    br: '- Um navegador para acompanhar as aulas\n- Node.js 18 ou mais recente, se quiser programar também no seu computador',
    gb: '- A browser to follow the lessons\n- Node.js 18 or newer, if you also want to code on your own computer',
  },
  prerequisites: {
    br: 'Saber o que são variáveis, condicionais e laços. Se ainda não sabe, comece pela [Introdução à programação](course:introducao-a-programacao).',
    gb: 'Knowing what variables, conditionals and loops are. If you do not yet, start with [Introduction to programming](course:introducao-a-programacao).',
  },
  willLearn: {
    br: [
      'Executar JavaScript no terminal com Node.js',
      'Ler a entrada padrão e imprimir saídas grandes com eficiência',
      'Usar let, const, tipos e a igualdade estrita',
      'Escrever arrow functions e usar map, filter e reduce',
      'Criar um pequeno programa de linha de comando',
    ],
    gb: [
      'Run JavaScript in the terminal with Node.js',
      'Read the standard input and print large outputs efficiently',
      'Use let, const, types and strict equality',
      'Write arrow functions and use map, filter and reduce',
      'Build a small command-line program',
    ],
  },
  workloadHours: 16,
  track: 'language',
  trackType: 'programming',
  isFree: true,
  allowedLanguages: ['javascript'],
  tag: 'javascript',
  video: { br: 'trilhaBR300', gb: 'trilhaGB300' },
  position: 3,
  requires: ['introducao-a-programacao'],
  icon: JAVASCRIPT_ICON,
  topics: [
    {
      title: { br: 'Fundamentos de JavaScript', gb: 'JavaScript fundamentals' },
      lessons: [
        {
          type: 'lesson',
          title: { br: 'JavaScript fora do navegador', gb: 'JavaScript outside the browser' },
          video: { br: 'trilhaBR301', gb: 'trilhaGB301' },
          text: { body: NODE_OUTSIDE_BROWSER },
        },
        {
          type: 'text',
          title: { br: 'let, const e tipos', gb: 'let, const and types' },
          text: { body: LET_CONST_TYPES },
        },
        { type: 'programming', title: { br: 'FizzBuzz', gb: 'FizzBuzz' }, exercise: 'FizzBuzz' },
      ],
    },
    {
      title: { br: 'Funções e arrays', gb: 'Functions and arrays' },
      lessons: [
        {
          type: 'text',
          title: {
            br: 'Funções e arrays: map, filter e reduce',
            gb: 'Functions and arrays: map, filter and reduce',
          },
          text: { body: ARRAYS_AND_FUNCTIONS },
        },
        {
          type: 'theoretical',
          title: { br: 'Quiz: JavaScript essencial', gb: 'Quiz: essential JavaScript' },
          theoretical: {
            text: {
              br: 'Três armadilhas clássicas de JavaScript. Se errar alguma, volte ao texto anterior, corrija e tente de novo.',
              gb: 'Three classic JavaScript traps. If you miss one, go back to the previous text, fix your answer and try again.',
            },
            questions: [
              {
                prompt: {
                  br: 'Qual é o resultado de `[10, 9, 1].sort()`?',
                  gb: 'What is the result of `[10, 9, 1].sort()`?',
                },
                options: [
                  { text: { br: '[1, 9, 10]', gb: '[1, 9, 10]' } },
                  { text: { br: '[1, 10, 9]', gb: '[1, 10, 9]' }, correct: true },
                  { text: { br: '[10, 9, 1]', gb: '[10, 9, 1]' } },
                ],
              },
              {
                prompt: { br: "Quanto vale `'5' === 5`?", gb: "What is `'5' === 5`?" },
                options: [
                  { text: { br: 'true', gb: 'true' } },
                  { text: { br: 'false', gb: 'false' }, correct: true },
                  { text: { br: 'Um erro de tipo', gb: 'A type error' } },
                ],
              },
              {
                prompt: {
                  br: 'O que acontece ao executar `const x = 1` e depois `x = 2`?',
                  gb: 'What happens when you run `const x = 1` and then `x = 2`?',
                },
                options: [
                  { text: { br: 'x passa a valer 2', gb: 'x becomes 2' } },
                  { text: { br: 'Nada: x continua valendo 1', gb: 'Nothing: x stays 1' } },
                  {
                    text: {
                      br: 'Um TypeError, pois uma const não pode ser reatribuída',
                      gb: 'A TypeError, as a const cannot be reassigned',
                    },
                    correct: true,
                  },
                ],
              },
            ],
          },
        },
        {
          type: 'programming',
          title: { br: 'Maior palavra', gb: 'Longest word' },
          depth: 1,
          exercise: 'Longest word',
        },
        {
          type: 'math',
          title: { br: 'Quantos valores cabem em n bits?', gb: 'How many values fit in n bits?' },
          depth: 2,
          math: {
            difficulty: 'medium',
            kind: 'direct_application',
            text: {
              br: `Um **bit** guarda 0 ou 1. Com 2 bits há 4 combinações: 00, 01, 10 e 11.

1. Quantos valores diferentes cabem em $n$ bits? Justifique.
2. Um \`number\` de JavaScript representa inteiros exatamente até $2^{53} - 1$. Quantos dígitos decimais tem esse número? (Use $\\log_{10} 2 \\approx 0{,}301$.)
3. A soma de dois inteiros de até $10^{15}$ pode ser calculada com segurança em \`number\`? E o produto?`,
              gb: `A **bit** holds 0 or 1. With 2 bits there are 4 combinations: 00, 01, 10 and 11.

1. How many different values fit in $n$ bits? Justify your answer.
2. A JavaScript \`number\` represents integers exactly up to $2^{53} - 1$. How many decimal digits does that number have? (Use $\\log_{10} 2 \\approx 0.301$.)
3. Can the sum of two integers of up to $10^{15}$ be worked out safely in a \`number\`? And their product?`,
            },
            solution: {
              br: `1. Cada bit dobra as possibilidades: $2 \\cdot 2 \\cdots 2 = 2^n$ valores (princípio multiplicativo).
2. $2^{53} = 10^{53 \\log_{10} 2} \\approx 10^{15{,}95}$, um número de **16 dígitos** (de fato, $2^{53} - 1 = 9\\,007\\,199\\,254\\,740\\,991$).
3. A soma fica abaixo de $2 \\cdot 10^{15} < 2^{53}$: é segura. O produto pode chegar a $10^{30}$, muito acima de $2^{53}$: perde precisão, e é preciso usar \`BigInt\`.`,
              gb: `1. Each bit doubles the possibilities: $2 \\cdot 2 \\cdots 2 = 2^n$ values (the multiplication principle).
2. $2^{53} = 10^{53 \\log_{10} 2} \\approx 10^{15.95}$, a **16-digit** number (indeed, $2^{53} - 1 = 9\\,007\\,199\\,254\\,740\\,991$).
3. The sum stays below $2 \\cdot 10^{15} < 2^{53}$: it is safe. The product may reach $10^{30}$, far above $2^{53}$: it loses precision, and \`BigInt\` is needed.`,
            },
          },
        },
        {
          type: 'project',
          title: {
            br: 'Projeto: lista de compras no terminal',
            gb: 'Project: shopping list in the terminal',
          },
          project: {
            complexity: 'simple',
            technologies: ['JavaScript', 'Node.js'],
            obligatoryFiles: ['README.md', 'package.json'],
            description: {
              br: `Crie uma **lista de compras** de linha de comando com Node.js. O programa lê um arquivo de texto com um item por linha, no formato \`nome;quantidade;preço\`, e imprime:

- os itens em ordem alfabética, com o subtotal de cada um;
- o total da compra, formatado com duas casas decimais;
- o item mais caro.

\`\`\`bash
node compras.js lista.txt
\`\`\`

Use \`map\`, \`filter\`, \`reduce\` e \`sort\` com função de comparação. Inclua um \`package.json\` (\`npm init -y\`) e um \`README.md\` com um exemplo de entrada e saída.`,
              gb: `Build a command-line **shopping list** with Node.js. The program reads a text file with one item per line, formatted as \`name;quantity;price\`, and prints:

- the items in alphabetical order, with each one's subtotal;
- the total of the shop, formatted to two decimal places;
- the most expensive item.

\`\`\`bash
node compras.js list.txt
\`\`\`

Use \`map\`, \`filter\`, \`reduce\` and \`sort\` with a comparison function. Include a \`package.json\` (\`npm init -y\`) and a \`README.md\` with an example of input and output.`,
            },
            requirements: [
              {
                text: {
                  br: 'Lê o arquivo passado na linha de comando',
                  gb: 'Reads the file given on the command line',
                },
                score: 20,
              },
              {
                text: {
                  br: 'Lista os itens em ordem alfabética com o subtotal',
                  gb: 'Lists the items alphabetically with their subtotals',
                },
                score: 25,
              },
              {
                text: {
                  br: 'Calcula o total com duas casas decimais',
                  gb: 'Works out the total to two decimal places',
                },
                score: 25,
              },
              { text: { br: 'Mostra o item mais caro', gb: 'Shows the most expensive item' }, score: 15 },
              {
                text: {
                  br: 'README com exemplo de uso e package.json válido',
                  gb: 'A README with a usage example and a valid package.json',
                },
                score: 15,
              },
            ],
          },
        },
      ],
    },
  ],
}
