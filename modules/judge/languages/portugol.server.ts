// What the Portugol guide page shows, computed on the server from the compiler itself: highlighted examples,
// the library table from LIBRARIES and a real error message, so the page never drifts from the language.
import type { Lng } from '~/app/kernel/i18n/locale'
import { compilePortugol } from '~/judge/languages/portugol/compiler'
import { formatDiagnostic } from '~/judge/languages/portugol/diagnostics'
import { highlightPortugol } from '~/judge/languages/portugol/highlight'
import { portugol } from '~/judge/languages/portugol/language'
import { LIBRARIES, UNSUPPORTED_LIBRARIES } from '~/judge/languages/portugol/libraries'

/** Portugol source stays in Portuguese on both locales (it is the language itself). */
export const EXAMPLES = {
  first: `programa {
  funcao inicio() {
    cadeia nome
    escreva("Qual é o seu nome? ")
    leia(nome)
    escreva("Olá, ", nome, "!\\n")
  }
}`,
  vectors: `programa {
  funcao inicio() {
    inteiro notas[5] = {7, 9, 6, 10, 8}
    inteiro soma = 0
    para (inteiro i = 0; i < 5; i++) {
      soma = soma + notas[i]
    }
    escreva("Média: ", soma / 5.0, "\\n")
  }
}`,
  reference: `programa {
  funcao trocar(inteiro &a, inteiro &b) {
    inteiro aux = a
    a = b
    b = aux
  }

  funcao inicio() {
    inteiro x = 1, y = 2
    trocar(x, y)
    escreva(x, " ", y, "\\n")
  }
}`,
  escolha: `programa {
  funcao inicio() {
    inteiro dia
    leia(dia)
    escolha (dia) {
      caso 1:
        escreva("domingo")
        pare
      caso 7:
        escreva("sábado")
        pare
      caso contrario:
        escreva("dia útil")
    }
  }
}`,
  library: `programa {
  inclua biblioteca Matematica --> mat

  funcao inicio() {
    real lado
    leia(lado)
    escreva("Área: ", mat.potencia(lado, 2.0), "\\n")
    escreva("Diagonal: ", mat.arredondar(lado * mat.raiz(2.0, 2.0), 2), "\\n")
  }
}`,
} as const

export type ExampleId = keyof typeof EXAMPLES
export const EXAMPLE_IDS = Object.keys(EXAMPLES) as ExampleId[]

/** A program with one typo ('somma'): the page compiles it and shows the message the judge would give. */
export const WRONG_PROGRAM = `programa {
  funcao inicio() {
    inteiro soma = 0
    para (inteiro i = 1; i <= 10; i++) {
      soma = soma + i
    }
    escreva("Total: ", somma)
  }
}`

export interface LibraryRow {
  name: string
  /** e.g. `potencia(real, real) → real` */
  functions: string[]
  /** e.g. `PI: real` */
  constants: string[]
}

export function libraryRows(): LibraryRow[] {
  return Object.entries(LIBRARIES).map(([name, lib]) => ({
    name,
    functions: Object.entries(lib.functions).map(
      ([fn, sig]) => `${fn}(${sig.params.join(', ')}) → ${sig.returns}`,
    ),
    constants: Object.entries(lib.constants).map(([constant, c]) => `${constant}: ${c.type}`),
  }))
}

/** The compiler's own first message for WRONG_PROGRAM, in the page's language. */
export function errorExample(lng: Lng): string {
  const result = compilePortugol(WRONG_PROGRAM, '/runtime.cjs')
  if (result.ok) throw new Error('WRONG_PROGRAM compiled: the guide needs a program with an error')
  return formatDiagnostic(result.errors[0], lng)
}

export function portugolGuide(lng: Lng) {
  return {
    // highlightPortugol escapes <, >, & and quotes in the source: its output is safe to inject as HTML.
    examples: Object.fromEntries(EXAMPLE_IDS.map((id) => [id, highlightPortugol(EXAMPLES[id])])) as Record<
      ExampleId,
      string
    >,
    libraries: libraryRows(),
    unsupported: [...UNSUPPORTED_LIBRARIES],
    wrongProgram: highlightPortugol(WRONG_PROGRAM),
    errorMessage: errorExample(lng),
    timeFactor: portugol.timeMultiplier ?? 1,
  }
}
