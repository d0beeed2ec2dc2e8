// Syntax errors (the lexer and the parser): where the text stops being Portugol, and how to mend it.
import { type Message, found, q } from './messages'

export const SYNTAX_MESSAGES: Record<string, Message> = {
  unclosed_comment: {
    pt: () => "o comentário aberto com '/*' não foi fechado. Feche-o com '*/'.",
    en: () => "the comment opened with '/*' is never closed. Close it with '*/'.",
  },
  bad_number: {
    pt: () => 'este número está escrito errado. Use só dígitos, e um ponto para a parte decimal (ex.: 3.5).',
    en: () => 'this number is badly written. Use digits only, and a dot for decimals (e.g. 3.5).',
  },
  unclosed_string: {
    pt: () => 'o texto entre aspas não foi fechado. Coloque " no fim do texto, na mesma linha.',
    en: () => 'the text in double quotes is never closed. Put " at its end, on the same line.',
  },
  unclosed_char: {
    pt: () => "o caracter entre aspas simples não foi fechado. Escreva assim: 'a'.",
    en: () => "the character in single quotes is never closed. Write it like this: 'a'.",
  },
  bad_escape: {
    pt: (p) => `${q(p.escape)} não é um código válido dentro de texto. Use \\n, \\t, \\", \\' ou \\\\.`,
    en: (p) => `${q(p.escape)} is not a valid escape in text. Use \\n, \\t, \\", \\' or \\\\.`,
  },
  bad_char_literal: {
    pt: (p) =>
      `entre aspas simples cabe um só caracter, mas há '${p.text}'. Para textos, use aspas duplas: "${p.text}".`,
    en: (p) =>
      `single quotes hold one character, but there is '${p.text}'. For text use double quotes: "${p.text}".`,
  },
  unexpected_character: {
    pt: (p) => `o símbolo ${q(p.char)} não faz parte do Portugol. Apague-o.`,
    en: (p) => `the symbol ${q(p.char)} is not part of Portugol. Remove it.`,
  },
  unclosed_bracket: {
    pt: (p) =>
      `faltou fechar o ${q(p.bracket)} aberto na linha ${p.line}: esperava ${q(p.expected)}, mas encontrou ${found(p, true)}.`,
    en: (p) =>
      `the ${q(p.bracket)} opened on line ${p.line} is never closed: expected ${q(p.expected)} but found ${found(p, false)}.`,
  },
  expected_token: {
    pt: (p) => `esperava ${q(p.expected)} aqui, mas encontrou ${found(p, true)}.`,
    en: (p) => `expected ${q(p.expected)} here but found ${found(p, false)}.`,
  },
  keyword_as_name: {
    pt: (p) => `${q(p.word)} é uma palavra reservada do Portugol e não pode ser nome. Escolha outro nome.`,
    en: (p) => `${q(p.word)} is a Portugol keyword and cannot be a name. Choose another name.`,
  },
  expected_name: {
    pt: (p) => `esperava um nome aqui, mas encontrou ${found(p, true)}.`,
    en: (p) => `expected a name here but found ${found(p, false)}.`,
  },
  keyword_case: {
    pt: (p) => `escreva ${q(p.right)} com letras minúsculas, no lugar de ${q(p.word)}.`,
    en: (p) => `write ${q(p.right)} in lower case instead of ${q(p.word)}.`,
  },
  visualg_word: {
    pt: (p) =>
      `${q(p.word)} é do VisuAlg, não do Portugol Studio: blocos abrem com '{' e fecham com '}', e para escrever use escreva(…).`,
    en: (p) =>
      `${q(p.word)} belongs to VisuAlg, not Portugol Studio: blocks open with '{' and close with '}', and output is escreva(…).`,
  },
  inicio_misspelled: {
    pt: (p) =>
      `o programa começa pela função inicio(), mas aqui ela se chama ${q(p.name)}. Renomeie-a para inicio.`,
    en: (p) =>
      `the program starts at the function inicio(), but here it is called ${q(p.name)}. Rename it to inicio.`,
  },
  accented_keyword: {
    pt: (p) => `escreva ${q(p.right)}, sem acento, no lugar de ${q(p.word)}.`,
    en: (p) => `write ${q(p.right)}, without accents, instead of ${q(p.word)}.`,
  },
  assign_in_condition: {
    pt: () => "para comparar use '==' (dois iguais). Um '=' só serve para guardar um valor numa variável.",
    en: () => "to compare use '==' (two equals signs). A single '=' stores a value in a variable.",
  },
  use_word_operator: {
    pt: (p) => `em Portugol escreva ${q(p.right)} no lugar de ${q(p.found)}.`,
    en: (p) => `in Portugol write ${q(p.right)} instead of ${q(p.found)}.`,
  },
  declaration_in_expression: {
    pt: (p) =>
      `não dá para declarar uma variável (${q(p.word)}) no meio de uma expressão. Declare-a numa linha só dela.`,
    en: (p) =>
      `a variable cannot be declared (${q(p.word)}) inside an expression. Declare it on a line of its own.`,
  },
  expected_expression: {
    pt: (p) => `esperava um valor ou uma conta aqui, mas encontrou ${found(p, true)}.`,
    en: (p) => `expected a value or a calculation here but found ${found(p, false)}.`,
  },
  expected_type: {
    pt: (p) =>
      `esperava um tipo (inteiro, real, caracter, cadeia ou logico), mas encontrou ${found(p, true)}.`,
    en: (p) => `expected a type (inteiro, real, caracter, cadeia or logico) but found ${found(p, false)}.`,
  },
  missing_programa: {
    pt: () => "o código deve começar com 'programa {' e terminar com '}'.",
    en: () => "the code must start with 'programa {' and end with '}'.",
  },
  unclosed_programa: {
    pt: (p) => `faltou a '}' que fecha o 'programa {' da linha ${p.line}.`,
    en: (p) => `the '}' closing 'programa {' from line ${p.line} is missing.`,
  },
  missing_funcao: {
    pt: (p) => `para criar uma função escreva 'funcao ${p.name}()'.`,
    en: (p) => `to declare a function write 'funcao ${p.name}()'.`,
  },
  unexpected_in_programa: {
    pt: (p) =>
      `${found(p, true)} não pode ficar solto dentro de 'programa'. Comandos vão dentro de uma função, como 'funcao inicio() { … }'.`,
    en: (p) =>
      `${found(p, false)} cannot stand on its own inside 'programa'. Commands go inside a function such as 'funcao inicio() { … }'.`,
  },
  code_after_programa: {
    pt: (p) =>
      `há código (${found(p, true)}) depois da '}' que fecha o programa. Tudo deve ficar dentro de 'programa { … }'.`,
    en: (p) =>
      `there is code (${found(p, false)}) after the '}' that closes the program. Everything must be inside 'programa { … }'.`,
  },
  array_return: {
    pt: () =>
      'uma função não pode retornar vetor nem matriz. Passe o vetor como parâmetro e altere-o lá dentro.',
    en: () =>
      'a function cannot return a vector or a matrix. Pass the vector as a parameter and change it inside.',
  },
  param_size: {
    pt: () => 'um vetor como parâmetro se escreve sem tamanho: inteiro v[].',
    en: () => 'a vector parameter is written without a size: inteiro v[].',
  },
  too_many_dimensions: {
    pt: () => 'o Portugol aceita no máximo duas dimensões (matriz).',
    en: () => 'Portugol allows at most two dimensions (a matrix).',
  },
  unclosed_block: {
    pt: (p) => `faltou a '}' que fecha o bloco aberto na linha ${p.line}.`,
    en: (p) => `the '}' closing the block opened on line ${p.line} is missing.`,
  },
  nested_function: {
    pt: () => "uma função não pode ser criada dentro de outra. Feche a anterior com '}' antes.",
    en: () => "a function cannot be declared inside another. Close the previous one with '}' first.",
  },
  senao_without_se: {
    pt: () => "este 'senao' não tem um 'se' antes dele. Confira as chaves do 'se'.",
    en: () => "this 'senao' has no 'se' before it. Check the braces of the 'se'.",
  },
  caso_outside_escolha: {
    pt: () => "'caso' só pode aparecer dentro de 'escolha (…) { … }'.",
    en: () => "'caso' may only appear inside 'escolha (…) { … }'.",
  },
  unexpected_token: {
    pt: (p) => `${found(p, true)} está sobrando aqui. Confira se as chaves abrem e fecham aos pares.`,
    en: (p) => `${found(p, false)} is out of place here. Check that braces open and close in pairs.`,
  },
  expected_caso: {
    pt: (p) => `dentro de 'escolha' cada opção começa com 'caso valor:', mas encontrei ${found(p, true)}.`,
    en: (p) => `inside 'escolha' each option starts with 'caso value:', but found ${found(p, false)}.`,
  },
}
