import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Kysely } from 'kysely'
// The seed is infrastructure, not a module: it uses the judge's service files directly so the db tool's
// bundle does not pull in the queue and its worker pool (modules/judge/index.ts exports both).
import {
  type ExerciseInput,
  type SubjectInput,
  createExercise,
  setTestPackage,
  upsertSubject,
} from '~/modules/judge'
import type { Database } from '../schema'
import { PORTUGOL_EXERCISES } from './portugol-exercises'

const SUBJECTS: SubjectInput[] = [
  { slug: 'entrada-e-saida', title_br: 'Entrada e saída', title_gb: 'Input and output', category: 'basic' },
  { slug: 'aritmetica', title_br: 'Aritmética', title_gb: 'Arithmetic', category: 'math' },
  { slug: 'numeros-reais', title_br: 'Números reais', title_gb: 'Real numbers', category: 'math' },
  { slug: 'vetores', title_br: 'Vetores', title_gb: 'Arrays', category: 'structures' },
  { slug: 'lacos', title_br: 'Laços de repetição', title_gb: 'Loops', category: 'basic' },
]

/** Deterministic numbers for generated tests (the demo must be the same on every machine). */
function lcg(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state
  }
}

export type Tests = Record<number, { name: string; input: string; output: string }[]>

function sumTests(): Tests {
  const pairs: [number, number][] = [
    [0, 0],
    [-7, 7],
    [123456, 654321],
    [-1000000000, -1000000000],
    [999999999, 1],
  ]
  return {
    1: pairs.map(([a, b], i) => ({ name: String(i + 1), input: `${a} ${b}\n`, output: `${a + b}\n` })),
  }
}

function averageTests(): Tests {
  const next = lcg(42)
  const cases = [[10], [7, 8, 10], [0, 0, 1], Array.from({ length: 1000 }, () => next() % 1001)]
  return {
    1: cases.map((marks, i) => {
      const avg = marks.reduce((s, m) => s + m, 0) / marks.length
      return {
        name: String(i + 1),
        input: `${marks.length}\n${marks.join(' ')}\n`,
        output: `${avg.toFixed(6)}\n`,
      }
    }),
  }
}

function largestTests(): Tests {
  const next = lcg(2024)
  const test = (name: string, n: number) => {
    const values = Array.from({ length: n }, () => (next() % 2_000_000_001) - 1_000_000_000)
    return {
      name,
      input: `${n}\n${values.join(' ')}\n`,
      output: `${values.reduce((a, b) => Math.max(a, b))}\n`,
    }
  }
  return {
    1: [test('1', 1), test('2', 5), test('3', 10)],
    2: [test('1', 1000), test('2', 100_000)],
  }
}

export interface DemoExercise {
  exercise: Omit<ExerciseInput, 'author_id'>
  tests: Tests
}

const EXERCISES: DemoExercise[] = [
  {
    exercise: {
      title_br: 'Olá, mundo',
      title_gb: 'Hello, world',
      text_br:
        'Seu primeiro programa! Escreva um programa que imprima exatamente a frase `Olá, mundo!` ' +
        '(com acento e exclamação) seguida de uma quebra de linha.\n\n## Entrada\n\nNão há entrada.\n\n' +
        '## Saída\n\nImprima `Olá, mundo!`.',
      text_gb:
        'Your first program! Write a program that prints exactly the sentence `Olá, mundo!` (Portuguese for ' +
        '"Hello, world!", with the accent and the exclamation mark) followed by a line break.\n\n' +
        '## Input\n\nThere is no input.\n\n## Output\n\nPrint `Olá, mundo!`.',
      difficulty: 'very_easy',
      visibility: 'public',
      subjects: ['entrada-e-saida'],
      samples: [{ input: '', output: 'Olá, mundo!\n' }],
    },
    tests: { 1: [{ name: '1', input: '', output: 'Olá, mundo!\n' }] },
  },
  {
    exercise: {
      title_br: 'Soma de dois inteiros',
      title_gb: 'Sum of two integers',
      text_br:
        'Leia dois números inteiros A e B e imprima a soma deles.\n\n## Entrada\n\nUma linha com A e B ' +
        '(−10⁹ ≤ A, B ≤ 10⁹), separados por um espaço.\n\n## Saída\n\nUma linha com o valor de A + B.',
      text_gb:
        'Read two integers A and B and print their sum.\n\n## Input\n\nOne line with A and B ' +
        '(−10⁹ ≤ A, B ≤ 10⁹), separated by a space.\n\n## Output\n\nOne line with the value of A + B.',
      difficulty: 'easy',
      visibility: 'public',
      subjects: ['entrada-e-saida', 'aritmetica'],
      samples: [
        { input: '2 3\n', output: '5\n' },
        { input: '-4 10\n', output: '6\n' },
      ],
    },
    tests: sumTests(),
  },
  {
    exercise: {
      title_br: 'Média das notas',
      title_gb: 'Average mark',
      text_br:
        'A professora quer saber a média da turma. Leia N notas e imprima a média aritmética delas.\n\n' +
        '## Entrada\n\nA primeira linha tem N (1 ≤ N ≤ 1000). A segunda tem N notas inteiras entre 0 e 1000.\n\n' +
        '## Saída\n\nA média, com quantas casas decimais quiser: respostas com erro absoluto ou relativo de ' +
        'até 10⁻⁴ são aceitas.',
      text_gb:
        'The teacher wants the class average. Read N marks and print their arithmetic mean.\n\n' +
        '## Input\n\nThe first line holds N (1 ≤ N ≤ 1000). The second holds N integer marks from 0 to 1000.\n\n' +
        '## Output\n\nThe mean, with as many decimal places as you like: answers within an absolute or ' +
        'relative error of 10⁻⁴ are accepted.',
      difficulty: 'easy',
      visibility: 'public',
      checker: { kind: 'float', absolute: 1e-4, relative: 1e-4 },
      subjects: ['aritmetica', 'numeros-reais'],
      samples: [{ input: '4\n7 8 10 6\n', output: '7.75\n' }],
    },
    tests: averageTests(),
  },
  {
    exercise: {
      title_br: 'Maior elemento',
      title_gb: 'Largest element',
      text_br:
        'Dada uma lista de N inteiros, imprima o maior deles.\n\n## Entrada\n\nA primeira linha tem N. ' +
        'A segunda tem N inteiros entre −10⁹ e 10⁹.\n\n## Saída\n\nO maior valor da lista.\n\n' +
        '## Subtarefas\n\n1. (30 pontos) N ≤ 10.\n2. (70 pontos) N ≤ 10⁵.',
      text_gb:
        'Given a list of N integers, print the largest.\n\n## Input\n\nThe first line holds N. ' +
        'The second holds N integers between −10⁹ and 10⁹.\n\n## Output\n\nThe largest value in the list.\n\n' +
        '## Subtasks\n\n1. (30 points) N ≤ 10.\n2. (70 points) N ≤ 10⁵.',
      difficulty: 'medium',
      visibility: 'public',
      is_free: false,
      time_limit_ms: 2000,
      group_weights: { '1': 30, '2': 70 },
      subjects: ['vetores'],
      samples: [{ input: '5\n3 -1 9 9 2\n', output: '9\n' }],
    },
    tests: largestTests(),
  },
]

async function writeTests(dir: string, tests: Tests) {
  for (const [group, list] of Object.entries(tests)) {
    await fs.mkdir(path.join(dir, group), { recursive: true })
    for (const t of list) {
      await fs.writeFile(path.join(dir, group, `${t.name}.in`), t.input)
      await fs.writeFile(path.join(dir, group, `${t.name}.out`), t.output)
    }
  }
}

/** Creates demo exercises with their test packages (imported into packageDir(id)); returns their ids. */
export async function insertDemoExercises(
  db: Kysely<Database>,
  list: DemoExercise[],
  authorId: number | undefined,
): Promise<number[]> {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'trilha-seed-tests-'))
  const ids: number[] = []
  try {
    for (const [i, demo] of list.entries()) {
      const id = await createExercise(
        { ...demo.exercise, author_id: authorId, original_author: 'Equipe Trilha' },
        db,
      )
      const dir = path.join(tmp, String(i))
      await writeTests(dir, demo.tests)
      await setTestPackage(id, dir, db)
      ids.push(id)
    }
  } finally {
    await fs.rm(tmp, { recursive: true, force: true })
  }
  return ids
}

/** Subjects and demo programming exercises with real test packages. */
export async function seedExercises(db: Kysely<Database>, authorId: number | undefined) {
  for (const subject of SUBJECTS) await upsertSubject(subject, db)
  return insertDemoExercises(db, [...EXERCISES, ...PORTUGOL_EXERCISES], authorId)
}
