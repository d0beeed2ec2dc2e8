// Programming exercises the demo courses need (Python and JavaScript bootcamps), each with a test package
// and reference solutions the tests run through the real judge. Expected outputs come from TypeScript here.
import type { Kysely } from 'kysely'
import { upsertSubject } from '~/modules/judge'
import type { Database } from '../schema'
import { type DemoExercise, type Tests, insertDemoExercises } from './exercises'

const oneGroup = (cases: { input: string; output: string }[]): Tests => ({
  1: cases.map((c, i) => ({ name: String(i + 1), ...c })),
})

/** Deterministic pseudo-random numbers: the demo is the same on every machine. */
function lcg(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state
  }
}

const digitSum = (n: string) => [...n].reduce((s, c) => s + Number(c), 0)
const fizzBuzz = (n: number) =>
  Array.from({ length: n }, (_, i) => {
    const k = i + 1
    return k % 15 === 0 ? 'FizzBuzz' : k % 3 === 0 ? 'Fizz' : k % 5 === 0 ? 'Buzz' : String(k)
  }).join('\n')
const isPalindrome = (line: string) => {
  const s = line.replace(/ /g, '').toLowerCase()
  return s === [...s].reverse().join('')
}
const longestWord = (line: string) =>
  line.split(' ').reduce((best, w) => (w.length > best.length ? w : best), '')

function randomWords(seed: number, count: number) {
  const next = lcg(seed)
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + (next() % 12) }, () => String.fromCharCode(97 + (next() % 26))).join(''),
  )
}

function digitTests(): Tests {
  const next = lcg(7)
  const random = Array.from({ length: 4 }, () => String(next()) + String(next() % 100_000))
  const numbers = ['0', '7', '12345', '999999999999999999', '1000000000000000000', ...random]
  return oneGroup(numbers.map((n) => ({ input: `${n}\n`, output: `${digitSum(n)}\n` })))
}

function palindromeTests(): Tests {
  const half = randomWords(11, 40).join('')
  const lines = [
    'arara',
    'a',
    'ab',
    'Python',
    'A base do teto desaba',
    'Socorram me subi no onibus em Marrocos',
    `${half}${[...half].reverse().join('')}`,
    `${half}x${[...half].reverse().join('')}y`,
  ]
  return oneGroup(lines.map((l) => ({ input: `${l}\n`, output: isPalindrome(l) ? 'sim\n' : 'nao\n' })))
}

function longestTests(): Tests {
  const lines = [
    'ola',
    'o rato roeu a roupa do rei de roma',
    'casa bola gato',
    'um dois tres quatro cinco seis',
    randomWords(3, 1000).join(' '),
  ]
  return oneGroup(lines.map((l) => ({ input: `${l}\n`, output: `${longestWord(l)}\n` })))
}

const pythonHint = {
  br: '\n\n> Dica: em Python, `input()` lê uma linha inteira da entrada como texto.',
  gb: '\n\n> Tip: in Python, `input()` reads a whole line of the input as text.',
}
const nodeHint = {
  br: "\n\n> Dica: no Node.js, `require('fs').readFileSync(0, 'utf8')` lê toda a entrada de uma vez.",
  gb: "\n\n> Tip: in Node.js, `require('fs').readFileSync(0, 'utf8')` reads the whole input at once.",
}

export const COURSE_EXERCISES: DemoExercise[] = [
  {
    exercise: {
      title_br: 'Soma dos dígitos',
      title_gb: 'Digit sum',
      text_br: `Leia um número inteiro não negativo N e imprima a soma dos seus dígitos. Por exemplo, para 2024 a resposta é 2 + 0 + 2 + 4 = 8.\n\n## Entrada\n\nUm inteiro N (0 ≤ N ≤ 10¹⁸).\n\n## Saída\n\nA soma dos dígitos de N.${pythonHint.br}`,
      text_gb: `Read a non-negative integer N and print the sum of its digits. For instance, for 2024 the answer is 2 + 0 + 2 + 4 = 8.\n\n## Input\n\nAn integer N (0 ≤ N ≤ 10¹⁸).\n\n## Output\n\nThe sum of the digits of N.${pythonHint.gb}`,
      difficulty: 'very_easy',
      visibility: 'public',
      subjects: ['aritmetica', 'strings'],
      samples: [
        { input: '2024\n', output: '8\n' },
        { input: '0\n', output: '0\n' },
      ],
    },
    tests: digitTests(),
  },
  {
    exercise: {
      title_br: 'Palíndromo',
      title_gb: 'Palindrome',
      text_br: `Um palíndromo é um texto que se lê igual de trás para a frente, como *arara*. Leia uma frase e diga se ela é um palíndromo, ignorando os espaços e a diferença entre maiúsculas e minúsculas.\n\n## Entrada\n\nUma linha com até 1000 caracteres: letras sem acento e espaços, com pelo menos uma letra.\n\n## Saída\n\n\`sim\` se a frase for um palíndromo, \`nao\` (sem acento) caso contrário.${pythonHint.br}`,
      text_gb: `A palindrome is a text that reads the same backwards, like *level*. Read a sentence and say whether it is a palindrome, ignoring spaces and the difference between upper and lower case.\n\n## Input\n\nOne line of up to 1000 characters: unaccented letters and spaces, with at least one letter.\n\n## Output\n\nThe Portuguese word \`sim\` (yes) if the sentence is a palindrome, \`nao\` (no) otherwise.${pythonHint.gb}`,
      difficulty: 'easy',
      visibility: 'public',
      subjects: ['strings'],
      samples: [
        { input: 'A base do teto desaba\n', output: 'sim\n' },
        { input: 'Python\n', output: 'nao\n' },
      ],
    },
    tests: palindromeTests(),
  },
  {
    exercise: {
      title_br: 'FizzBuzz',
      title_gb: 'FizzBuzz',
      text_br: `Imprima os números de 1 a N, um por linha. Mas, para múltiplos de 3, imprima \`Fizz\` no lugar do número; para múltiplos de 5, \`Buzz\`; e para múltiplos de 3 e de 5 ao mesmo tempo, \`FizzBuzz\`.\n\n## Entrada\n\nUm inteiro N (1 ≤ N ≤ 10⁴).\n\n## Saída\n\nN linhas, conforme as regras acima.${nodeHint.br}`,
      text_gb: `Print the numbers from 1 to N, one per line. But for multiples of 3 print \`Fizz\` instead of the number; for multiples of 5, \`Buzz\`; and for multiples of both 3 and 5, \`FizzBuzz\`.\n\n## Input\n\nAn integer N (1 ≤ N ≤ 10⁴).\n\n## Output\n\nN lines, following the rules above.${nodeHint.gb}`,
      difficulty: 'very_easy',
      visibility: 'public',
      subjects: ['lacos'],
      samples: [{ input: '15\n', output: `${fizzBuzz(15)}\n` }],
    },
    tests: oneGroup([1, 3, 5, 15, 100, 10_000].map((n) => ({ input: `${n}\n`, output: `${fizzBuzz(n)}\n` }))),
  },
  {
    exercise: {
      title_br: 'Maior palavra',
      title_gb: 'Longest word',
      text_br: `Leia uma frase e imprima a sua palavra mais longa. Se houver empate, imprima a que aparece primeiro.\n\n## Entrada\n\nUma linha com de 1 a 1000 palavras separadas por um espaço. Cada palavra tem de 1 a 30 letras minúsculas sem acento.\n\n## Saída\n\nA palavra mais longa.${nodeHint.br}`,
      text_gb: `Read a sentence and print its longest word. If there is a tie, print the one that comes first.\n\n## Input\n\nOne line with 1 to 1000 words separated by a single space. Each word has 1 to 30 unaccented lower-case letters.\n\n## Output\n\nThe longest word.${nodeHint.gb}`,
      difficulty: 'easy',
      visibility: 'public',
      subjects: ['strings', 'vetores'],
      samples: [
        { input: 'o rato roeu a roupa do rei de roma\n', output: 'roupa\n' },
        { input: 'casa bola gato\n', output: 'casa\n' },
      ],
    },
    tests: longestTests(),
  },
]

/** Reference solutions by the exercise's English title and judge language id. */
export const COURSE_EXERCISE_SOLUTIONS: Record<string, Record<string, string>> = {
  'Digit sum': {
    python3: 'n = input().strip()\nprint(sum(int(d) for d in n))\n',
    javascript:
      "const n = require('fs').readFileSync(0, 'utf8').trim()\nlet total = 0\nfor (const d of n) total += Number(d)\nconsole.log(total)\n",
  },
  Palindrome: {
    python3: "s = ''.join(input().split()).lower()\nprint('sim' if s == s[::-1] else 'nao')\n",
    javascript:
      "const s = require('fs').readFileSync(0, 'utf8').replace(/\\s/g, '').toLowerCase()\nconsole.log(s === [...s].reverse().join('') ? 'sim' : 'nao')\n",
  },
  FizzBuzz: {
    python3:
      "n = int(input())\nfor i in range(1, n + 1):\n    if i % 15 == 0:\n        print('FizzBuzz')\n    elif i % 3 == 0:\n        print('Fizz')\n    elif i % 5 == 0:\n        print('Buzz')\n    else:\n        print(i)\n",
    javascript:
      "const n = Number(require('fs').readFileSync(0, 'utf8'))\nconst lines = []\nfor (let i = 1; i <= n; i++) {\n  lines.push(i % 15 === 0 ? 'FizzBuzz' : i % 3 === 0 ? 'Fizz' : i % 5 === 0 ? 'Buzz' : String(i))\n}\nconsole.log(lines.join('\\n'))\n",
  },
  'Longest word': {
    python3:
      'best = ""\nfor word in input().split():\n    if len(word) > len(best):\n        best = word\nprint(best)\n',
    javascript:
      "const words = require('fs').readFileSync(0, 'utf8').trim().split(' ')\nconst best = words.reduce((a, w) => (w.length > a.length ? w : a), '')\nconsole.log(best)\n",
  },
}

/** The courses' own exercises with their test packages; returns English title → id. */
export async function seedCourseExercises(
  db: Kysely<Database>,
  authorId: number | undefined,
): Promise<Record<string, number>> {
  await upsertSubject(
    { slug: 'strings', title_br: 'Cadeias de caracteres', title_gb: 'Strings', category: 'strings' },
    db,
  )
  const ids = await insertDemoExercises(db, COURSE_EXERCISES, authorId)
  return Object.fromEntries(
    COURSE_EXERCISES.map((demo, i) => [demo.exercise.title_gb ?? demo.exercise.title_br, ids[i]]),
  )
}
