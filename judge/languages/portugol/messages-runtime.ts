// Run-time errors: what the program did and how to avoid it. Shown as "Linha 7: …" with the Portugol line.
// Also our own failures (internal_*), which never show a JavaScript stack trace.
import type { Message } from './messages'

const q = (s: unknown) => `'${s}'`

export const RUNTIME_MESSAGES: Record<string, Message> = {
  division_by_zero: {
    pt: () => 'divisão por zero. Antes de dividir, confira com um se que o divisor não é 0.',
    en: () => 'division by zero. Before dividing, check with a se that the divisor is not 0.',
  },
  integer_overflow: {
    pt: () =>
      'a conta passou do limite do tipo inteiro (de -2147483648 a 2147483647). Para números maiores, use real.',
    en: () =>
      'the calculation went past the limit of inteiro (from -2147483648 to 2147483647). For bigger numbers, use real.',
  },
  index_out_of_range: {
    pt: (p) =>
      Number(p.size) === 0
        ? `a posição ${p.index} não existe em ${q(p.name)}, que não tem posições.`
        : `a posição ${p.index} não existe em ${q(p.name)}: as posições vão de 0 a ${Number(p.size) - 1}.`,
    en: (p) =>
      Number(p.size) === 0
        ? `position ${p.index} does not exist in ${q(p.name)}, which has no positions.`
        : `position ${p.index} does not exist in ${q(p.name)}: positions go from 0 to ${Number(p.size) - 1}.`,
  },
  bad_size: {
    pt: (p) => `o tamanho de ${q(p.name)} não pode ser ${p.size}. Use um número de 0 a 100000000.`,
    en: (p) => `the size of ${q(p.name)} cannot be ${p.size}. Use a number from 0 to 100000000.`,
  },
  too_many_items: {
    pt: (p) => `${q(p.name)} tem ${p.size} posições, mas recebeu ${p.count} valores.`,
    en: (p) => `${q(p.name)} has ${p.size} positions but was given ${p.count} values.`,
  },
  stack_overflow: {
    pt: () =>
      'a função chamou a si mesma vezes demais (estouro da pilha). Confira se a recursão tem um caso que para.',
    en: () =>
      'the function called itself too many times (stack overflow). Check that the recursion has a case that stops.',
  },
  missing_return: {
    pt: (p) => `a função ${q(p.name)} terminou sem retorne. Todo caminho dela precisa retornar um valor.`,
    en: (p) => `the function ${q(p.name)} ended without retorne. Every path through it must return a value.`,
  },
  input_ended: {
    pt: (p) => `leia esperava um valor ${p.type}, mas a entrada acabou.`,
    en: (p) => `leia expected a ${p.type} value but the input ran out.`,
  },
  input_invalid: {
    pt: (p) => `leia esperava um valor ${p.type}, mas recebeu ${q(p.value)}.`,
    en: (p) => `leia expected a ${p.type} value but got ${q(p.value)}.`,
  },
  sorteia_range: {
    pt: (p) => `sorteia(${p.min}, ${p.max}): o primeiro número deve ser menor que o segundo.`,
    en: (p) => `sorteia(${p.min}, ${p.max}): the first number must be smaller than the second.`,
  },
  text_index: {
    pt: (p) =>
      `a posição ${p.index} não existe no texto, que tem ${p.length} caracteres (posições de 0 a ${Number(p.length) - 1}).`,
    en: (p) =>
      `position ${p.index} does not exist in the text, which has ${p.length} characters (positions 0 to ${Number(p.length) - 1}).`,
  },
  text_range: {
    pt: (p) =>
      `não dá para extrair do caracter ${p.start} ao ${p.end} de um texto com ${p.length} caracteres.`,
    en: (p) => `cannot extract characters ${p.start} to ${p.end} from a text of ${p.length} characters.`,
  },
  bad_base: {
    pt: (p) => `a base ${p.base} não é aceita: use 2, 10 ou 16.`,
    en: (p) => `base ${p.base} is not accepted: use 2, 10 or 16.`,
  },
  bad_conversion: {
    pt: (p) => `não dá para converter ${q(p.value)} em ${p.type}.`,
    en: (p) => `${q(p.value)} cannot be converted to ${p.type}.`,
  },
  internal_compiler_error: {
    pt: () =>
      'o compilador de Portugol encontrou um erro interno. Avise a equipe do Trilha, enviando este programa.',
    en: () =>
      'the Portugol compiler hit an internal error. Please tell the Trilha team and send this program.',
  },
  internal_error: {
    pt: () => 'o programa parou por um erro interno do Portugol. Avise a equipe do Trilha.',
    en: () => 'the program stopped on an internal Portugol error. Please tell the Trilha team.',
  },
}
