// Beginner exercises meant for Portugol, each with a reference solution in Portugol (the e2e suite submits
// them through the real judge). Expected outputs come from TypeScript here, never from our compiler.
import type { DemoExercise, Tests } from './exercises'

const oneGroup = (cases: { input: string; output: string }[]): Tests => ({
  1: cases.map((c, i) => ({ name: String(i + 1), ...c })),
})

const parity = (n: number) => (n % 2 === 0 ? 'par' : 'impar')
const times = (n: number) =>
  Array.from({ length: 10 }, (_, i) => `${n} x ${i + 1} = ${n * (i + 1)}`).join('\n')
const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1))

function reversedTests(): Tests {
  const lists = [
    [7],
    [1, 2, 3],
    [5, -4, 0, 12, 12, 9],
    Array.from({ length: 1000 }, (_, i) => ((i * 37) % 1001) - 500),
  ]
  return oneGroup(
    lists.map((v) => ({ input: `${v.length}\n${v.join(' ')}\n`, output: `${[...v].reverse().join(' ')}\n` })),
  )
}

/** Reference solutions, by the exercise's English title. */
export const PORTUGOL_SOLUTIONS: Record<string, string> = {
  'Even or odd': `programa {
  funcao inicio() {
    inteiro n
    leia(n)
    se (n % 2 == 0) {
      escreva("par\\n")
    } senao {
      escreva("impar\\n")
    }
  }
}
`,
  'Times table': `programa {
  funcao inicio() {
    inteiro n
    leia(n)
    para (inteiro i = 1; i <= 10; i++) {
      escreva(n, " x ", i, " = ", n * i, "\\n")
    }
  }
}
`,
  Factorial: `programa {
  funcao inteiro fatorial(inteiro n) {
    se (n <= 1) {
      retorne 1
    }
    retorne n * fatorial(n - 1)
  }

  funcao inicio() {
    inteiro n
    leia(n)
    escreva(fatorial(n), "\\n")
  }
}
`,
  'Reverse the list': `programa {
  funcao inicio() {
    inteiro n
    leia(n)
    inteiro v[n]
    para (inteiro i = 0; i < n; i++) {
      leia(v[i])
    }
    para (inteiro i = n - 1; i >= 0; i--) {
      escreva(v[i])
      se (i > 0) {
        escreva(" ")
      }
    }
    escreva("\\n")
  }
}
`,
}

const portugolHint = {
  br: '\n\n> Dica: este exercício foi pensado para Portugol, mas você pode usar qualquer linguagem.',
  gb: '\n\n> Tip: this exercise was made with Portugol in mind, but any language will do.',
}

export const PORTUGOL_EXERCISES: DemoExercise[] = [
  {
    exercise: {
      title_br: 'Par ou ímpar',
      title_gb: 'Even or odd',
      text_br: `Leia um número inteiro N e diga se ele é par ou ímpar.\n\n## Entrada\n\nUm inteiro N (−10⁹ ≤ N ≤ 10⁹).\n\n## Saída\n\nA palavra \`par\` ou \`impar\` (sem acento).${portugolHint.br}`,
      text_gb: `Read an integer N and say whether it is even or odd.\n\n## Input\n\nAn integer N (−10⁹ ≤ N ≤ 10⁹).\n\n## Output\n\nThe Portuguese word \`par\` (even) or \`impar\` (odd).${portugolHint.gb}`,
      difficulty: 'very_easy',
      visibility: 'public',
      subjects: ['entrada-e-saida', 'aritmetica'],
      samples: [
        { input: '4\n', output: 'par\n' },
        { input: '7\n', output: 'impar\n' },
      ],
    },
    tests: oneGroup(
      [0, 1, -3, -8, 1000000000, 999999999].map((n) => ({ input: `${n}\n`, output: `${parity(n)}\n` })),
    ),
  },
  {
    exercise: {
      title_br: 'Tabuada',
      title_gb: 'Times table',
      text_br: `Leia um inteiro N e imprima a tabuada de N, de 1 a 10, no formato \`N x i = resultado\`.\n\n## Entrada\n\nUm inteiro N (1 ≤ N ≤ 1000).\n\n## Saída\n\nDez linhas, de \`N x 1\` a \`N x 10\`.${portugolHint.br}`,
      text_gb: `Read an integer N and print its times table from 1 to 10, as \`N x i = result\`.\n\n## Input\n\nAn integer N (1 ≤ N ≤ 1000).\n\n## Output\n\nTen lines, from \`N x 1\` to \`N x 10\`.${portugolHint.gb}`,
      difficulty: 'very_easy',
      visibility: 'public',
      subjects: ['lacos'],
      samples: [{ input: '3\n', output: `${times(3)}\n` }],
    },
    tests: oneGroup([1, 7, 10, 999, 1000].map((n) => ({ input: `${n}\n`, output: `${times(n)}\n` }))),
  },
  {
    exercise: {
      title_br: 'Fatorial',
      title_gb: 'Factorial',
      text_br: `O fatorial de N (N!) é 1 × 2 × … × N, e 0! = 1. Leia N e imprima N!.\n\n## Entrada\n\nUm inteiro N (0 ≤ N ≤ 12).\n\n## Saída\n\nO valor de N!.${portugolHint.br}`,
      text_gb: `The factorial of N (N!) is 1 × 2 × … × N, and 0! = 1. Read N and print N!.\n\n## Input\n\nAn integer N (0 ≤ N ≤ 12).\n\n## Output\n\nThe value of N!.${portugolHint.gb}`,
      difficulty: 'easy',
      visibility: 'public',
      subjects: ['aritmetica', 'lacos'],
      samples: [{ input: '5\n', output: '120\n' }],
    },
    tests: oneGroup([0, 1, 2, 6, 10, 12].map((n) => ({ input: `${n}\n`, output: `${factorial(n)}\n` }))),
  },
  {
    exercise: {
      title_br: 'Inverter a lista',
      title_gb: 'Reverse the list',
      text_br: `Leia N inteiros e imprima-os na ordem inversa, separados por um espaço.\n\n## Entrada\n\nA primeira linha tem N (1 ≤ N ≤ 1000); a segunda, N inteiros entre −1000 e 1000.\n\n## Saída\n\nOs N números, do último ao primeiro.${portugolHint.br}`,
      text_gb: `Read N integers and print them in reverse order, separated by a space.\n\n## Input\n\nThe first line holds N (1 ≤ N ≤ 1000); the second, N integers between −1000 and 1000.\n\n## Output\n\nThe N numbers, from the last to the first.${portugolHint.gb}`,
      difficulty: 'easy',
      visibility: 'public',
      subjects: ['vetores', 'lacos'],
      samples: [{ input: '4\n1 2 3 4\n', output: '4 3 2 1\n' }],
    },
    tests: reversedTests(),
  },
]
