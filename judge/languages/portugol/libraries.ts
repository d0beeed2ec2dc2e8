// Signatures of the libraries the judge supports (Portugol Studio's names and types). The code lives in
// runtime/libraries.ts under the same names; a test keeps the two lists equal.
import type { BaseType } from './ast'

/** A parameter: a scalar type (inteiro also accepted where real is asked), any vector or any matrix. */
export type LibParam = Exclude<BaseType, 'vazio'> | 'vetor' | 'matriz'

export interface LibFunction {
  params: LibParam[]
  returns: BaseType
}

export interface Library {
  functions: Record<string, LibFunction>
  constants: Record<string, { type: BaseType; value: number }>
}

const fn = (returns: BaseType, ...params: LibParam[]): LibFunction => ({ params, returns })

export const LIBRARIES: Record<string, Library> = {
  Matematica: {
    constants: { PI: { type: 'real', value: Math.PI } },
    functions: {
      potencia: fn('real', 'real', 'real'),
      raiz: fn('real', 'real', 'real'),
      arredondar: fn('real', 'real', 'inteiro'),
      logaritmo: fn('real', 'real', 'real'),
      seno: fn('real', 'real'),
      cosseno: fn('real', 'real'),
      tangente: fn('real', 'real'),
      valor_absoluto: fn('real', 'real'),
      maior_numero: fn('real', 'real', 'real'),
      menor_numero: fn('real', 'real', 'real'),
    },
  },
  Texto: {
    constants: {},
    functions: {
      numero_caracteres: fn('inteiro', 'cadeia'),
      caixa_alta: fn('cadeia', 'cadeia'),
      caixa_baixa: fn('cadeia', 'cadeia'),
      substituir: fn('cadeia', 'cadeia', 'cadeia', 'cadeia'),
      preencher_a_esquerda: fn('cadeia', 'caracter', 'inteiro', 'cadeia'),
      obter_caracter: fn('caracter', 'cadeia', 'inteiro'),
      posicao_texto: fn('inteiro', 'cadeia', 'cadeia', 'inteiro'),
      extrair_subtexto: fn('cadeia', 'cadeia', 'inteiro', 'inteiro'),
    },
  },
  Tipos: {
    constants: {},
    functions: {
      cadeia_e_inteiro: fn('logico', 'cadeia', 'inteiro'),
      cadeia_e_real: fn('logico', 'cadeia'),
      cadeia_e_logico: fn('logico', 'cadeia'),
      cadeia_e_caracter: fn('logico', 'cadeia'),
      caracter_e_inteiro: fn('logico', 'caracter'),
      caracter_e_logico: fn('logico', 'caracter'),
      inteiro_e_caracter: fn('logico', 'inteiro'),
      cadeia_para_caracter: fn('caracter', 'cadeia'),
      cadeia_para_inteiro: fn('inteiro', 'cadeia', 'inteiro'),
      cadeia_para_real: fn('real', 'cadeia'),
      cadeia_para_logico: fn('logico', 'cadeia'),
      caracter_para_cadeia: fn('cadeia', 'caracter'),
      caracter_para_inteiro: fn('inteiro', 'caracter'),
      caracter_para_logico: fn('logico', 'caracter'),
      inteiro_para_cadeia: fn('cadeia', 'inteiro', 'inteiro'),
      inteiro_para_caracter: fn('caracter', 'inteiro'),
      inteiro_para_logico: fn('logico', 'inteiro'),
      inteiro_para_real: fn('real', 'inteiro'),
      logico_para_cadeia: fn('cadeia', 'logico'),
      logico_para_inteiro: fn('inteiro', 'logico'),
      logico_para_caracter: fn('caracter', 'logico'),
      real_para_cadeia: fn('cadeia', 'real'),
      real_para_inteiro: fn('inteiro', 'real'),
    },
  },
  Util: {
    constants: {},
    functions: {
      numero_elementos: fn('inteiro', 'vetor'),
      numero_linhas: fn('inteiro', 'matriz'),
      numero_colunas: fn('inteiro', 'matriz'),
      sorteia: fn('inteiro', 'inteiro', 'inteiro'),
      aguarde: fn('vazio', 'inteiro'),
      tempo_decorrido: fn('inteiro'),
    },
  },
}

/** Portugol Studio libraries that need a screen, files or devices: named in the error, never run. */
export const UNSUPPORTED_LIBRARIES = new Set([
  'Graficos',
  'Arquivos',
  'Teclado',
  'Mouse',
  'Sons',
  'Internet',
  'ServicosWeb',
  'Objetos',
  'Calendario',
  'Planilhas',
  'Resultado',
])
