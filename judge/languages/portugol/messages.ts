// The Portugol error catalogue, pt-BR and en-GB: what went wrong and what to do, for a 12-year-old.
// Type errors here, syntax errors in messages-syntax.ts, run-time ones in messages-runtime.ts. Keywords stay
// in Portugol in both languages.

export type Locale = 'pt-BR' | 'en-GB'
export type Params = Record<string, string | number>
type Text = (p: Params) => string
export interface Message {
  pt: Text
  en: Text
}

export const q = (s: unknown) => `'${s}'`
export const found = (p: Params, pt: boolean) =>
  p.found === '' || p.found === undefined ? (pt ? 'o fim do programa' : 'the end of the program') : q(p.found)
export const maybe = (p: Params, pt: boolean) =>
  p.suggestion ? (pt ? ` Você quis dizer ${q(p.suggestion)}?` : ` Did you mean ${q(p.suggestion)}?`) : ''

/** Type and meaning errors (the checker); syntax errors are in messages-syntax.ts. */
export const TYPE_MESSAGES: Record<string, Message> = {
  int_too_big: {
    pt: (p) => `o número ${p.value} é grande demais para inteiro (o máximo é 2147483647). Use real.`,
    en: (p) => `the number ${p.value} is too big for inteiro (the maximum is 2147483647). Use real.`,
  },
  function_without_parens: {
    pt: (p) => `${q(p.name)} é uma função: para chamá-la escreva ${p.name}(…).`,
    en: (p) => `${q(p.name)} is a function: call it with ${p.name}(…).`,
  },
  library_as_value: {
    pt: (p) => `${q(p.name)} é uma biblioteca: use ${p.name}.funcao(…).`,
    en: (p) => `${q(p.name)} is a library: use ${p.name}.function(…).`,
  },
  undeclared_variable: {
    pt: (p) =>
      `a variável ${q(p.name)} não foi declarada.${maybe(p, true)} Declare-a antes de usar, por exemplo: inteiro ${p.name}`,
    en: (p) =>
      `the variable ${q(p.name)} has not been declared.${maybe(p, false)} Declare it before using it, e.g. inteiro ${p.name}`,
  },
  index_on_scalar: {
    pt: (p) => `${q(p.name)} é ${p.type}, não é vetor: não dá para usar [ ] nela.`,
    en: (p) => `${q(p.name)} is ${p.type}, not a vector: [ ] cannot be used on it.`,
  },
  index_not_inteiro: {
    pt: () => 'a posição de um vetor deve ser um número inteiro.',
    en: () => 'a vector position must be an inteiro.',
  },
  array_as_value: {
    pt: (p) => `aqui vai um valor só, mas isto é um ${p.type}. Escolha uma posição, por exemplo v[0].`,
    en: (p) => `a single value goes here, but this is a ${p.type}. Pick a position, e.g. v[0].`,
  },
  vazio_value: {
    pt: () => 'esta função não retorna valor (é vazio), então não dá para usar o resultado dela.',
    en: () => 'this function returns no value (it is vazio), so its result cannot be used.',
  },
  nao_needs_logico: {
    pt: (p) => `'nao' só funciona com valores logico, mas recebeu ${p.type}.`,
    en: (p) => `'nao' works only on logico values but got ${p.type}.`,
  },
  bitwise_needs_inteiro: {
    pt: (p) => `o operador ${q(p.op)} só funciona com inteiros.`,
    en: (p) => `the operator ${q(p.op)} works only on inteiro values.`,
  },
  sign_needs_number: {
    pt: (p) => `o sinal ${q(p.op)} só funciona com números, mas recebeu ${p.type}.`,
    en: (p) => `the sign ${q(p.op)} works only on numbers but got ${p.type}.`,
  },
  assign_in_expression: {
    pt: () => "uma atribuição ('=') precisa ficar numa linha só dela. Para comparar use '=='.",
    en: () => "an assignment ('=') must be a statement of its own. To compare use '=='.",
  },
  incdec_needs_number: {
    pt: (p) => `${q(p.op)} só funciona com variáveis numéricas.`,
    en: (p) => `${q(p.op)} works only on numeric variables.`,
  },
  operator_types: {
    pt: (p) => `não dá para usar ${q(p.op)} entre ${p.left} e ${p.right}.`,
    en: (p) => `${q(p.op)} cannot be used between ${p.left} and ${p.right}.`,
  },
  mod_needs_inteiro: {
    pt: () => "o resto da divisão ('%') só funciona com inteiros.",
    en: () => "the remainder operator ('%') works only on inteiro values.",
  },
  compare_cadeias: {
    pt: (p) => `não dá para comparar cadeias com ${q(p.op)}. Use '==' ou '!='.`,
    en: (p) => `cadeia values cannot be compared with ${q(p.op)}. Use '==' or '!='.`,
  },
  logic_needs_logico: {
    pt: (p) => `${q(p.op)} junta duas condições logico, mas recebeu ${p.left} e ${p.right}.`,
    en: (p) => `${q(p.op)} joins two logico conditions but got ${p.left} and ${p.right}.`,
  },
  not_assignable: {
    pt: () => 'aqui deveria haver uma variável para guardar o valor.',
    en: () => 'a variable to store the value should be here.',
  },
  assign_to_const: {
    pt: (p) => `${q(p.name)} é uma constante (const): o valor dela não pode mudar.`,
    en: (p) => `${q(p.name)} is a constant (const): its value cannot change.`,
  },
  array_assign: {
    pt: (p) =>
      `não dá para guardar um valor no vetor ${q(p.name)} inteiro de uma vez. Guarde posição por posição, com um 'para'.`,
    en: (p) =>
      `a value cannot be stored in the whole vector ${q(p.name)} at once. Store it position by position with a 'para'.`,
  },
  char_needs_single_quotes: {
    pt: () => "um caracter vai entre aspas simples, como 'a'.",
    en: () => "a caracter goes in single quotes, like 'a'.",
  },
  assign_types: {
    pt: (p) => `não dá para guardar um valor ${p.from} na variável ${q(p.name)}, que é ${p.to}.`,
    en: (p) => `a ${p.from} value cannot be stored in the variable ${q(p.name)}, which is ${p.to}.`,
  },
  compound_types: {
    pt: (p) => `${q(p.op)} não funciona com uma variável ${p.to} e um valor ${p.from}.`,
    en: (p) => `${q(p.op)} does not work with a ${p.to} variable and a ${p.from} value.`,
  },
  library_not_included: {
    pt: (p) =>
      `para usar a biblioteca ${p.library}, escreva 'inclua biblioteca ${p.library}' no começo do programa.`,
    en: (p) =>
      `to use the ${p.library} library, write 'inclua biblioteca ${p.library}' at the start of the program.`,
  },
  dot_on_variable: {
    pt: (p) => `${q(p.name)} é uma variável, não uma biblioteca: o ponto não funciona nela.`,
    en: (p) => `${q(p.name)} is a variable, not a library: the dot does not work on it.`,
  },
  unknown_alias: {
    pt: (p) =>
      `não conheço a biblioteca ${q(p.name)}.${maybe(p, true)} Inclua-a com 'inclua biblioteca Nome --> ${p.name}'.`,
    en: (p) =>
      `the library ${q(p.name)} is unknown.${maybe(p, false)} Include it with 'inclua biblioteca Name --> ${p.name}'.`,
  },
  unknown_library_member: {
    pt: (p) => `a biblioteca ${p.library} não tem ${q(p.name)}.${maybe(p, true)}`,
    en: (p) => `the ${p.library} library has no ${q(p.name)}.${maybe(p, false)}`,
  },
  library_function_without_alias: {
    pt: (p) =>
      `${q(p.name)} é da biblioteca ${p.library}: inclua-a ('inclua biblioteca ${p.library} --> b') e chame b.${p.name}(…).`,
    en: (p) =>
      `${q(p.name)} belongs to the ${p.library} library: include it ('inclua biblioteca ${p.library} --> b') and call b.${p.name}(…).`,
  },
  undeclared_function: {
    pt: (p) => `a função ${q(p.name)} não existe.${maybe(p, true)}`,
    en: (p) => `the function ${q(p.name)} does not exist.${maybe(p, false)}`,
  },
  ref_arg_type: {
    pt: (p) =>
      `o parâmetro ${q(p.param)} é por referência (&): passe uma variável do tipo ${p.type}, não ${p.got}.`,
    en: (p) =>
      `the parameter ${q(p.param)} is by reference (&): pass a variable of type ${p.type}, not ${p.got}.`,
  },
  arg_type: {
    pt: (p) => `o ${p.n}º valor passado para ${q(p.name)} deveria ser ${p.type}, mas é ${p.got}.`,
    en: (p) => `argument ${p.n} of ${q(p.name)} should be ${p.type} but is ${p.got}.`,
  },
  builtin_needs_args: {
    pt: (p) => `${p.name} precisa de pelo menos um valor entre os parênteses.`,
    en: (p) => `${p.name} needs at least one value between the brackets.`,
  },
  leia_array: {
    pt: (p) => `leia guarda um valor de cada vez: escolha uma posição do ${p.type}, como v[i].`,
    en: (p) => `leia stores one value at a time: pick a position of the ${p.type}, like v[i].`,
  },
  arg_count: {
    pt: (p) => `${q(p.name)} recebe ${p.expected} valor(es), mas foram passados ${p.got}.`,
    en: (p) => `${q(p.name)} takes ${p.expected} argument(s) but ${p.got} were given.`,
  },
  function_already_declared: {
    pt: (p) => `já existe uma função ${q(p.name)} (linha ${p.line}). Dê outro nome a esta.`,
    en: (p) => `a function ${q(p.name)} already exists (line ${p.line}). Give this one another name.`,
  },
  reserved_function_name: {
    pt: (p) => `${q(p.name)} é um comando do Portugol e não pode ser nome de função.`,
    en: (p) => `${q(p.name)} is a Portugol command and cannot name a function.`,
  },
  missing_inicio: {
    pt: () => 'falta a função inicio(): é por ela que o programa começa.',
    en: () => 'the function inicio() is missing: the program starts there.',
  },
  inicio_with_params: {
    pt: () => 'a função inicio() não recebe parâmetros. Deixe os parênteses vazios.',
    en: () => 'the function inicio() takes no parameters. Leave the brackets empty.',
  },
  unsupported_library: {
    pt: (p) => `a biblioteca ${p.library} não está disponível no juiz. Use Matematica, Texto, Tipos ou Util.`,
    en: (p) =>
      `the ${p.library} library is not available in the judge. Use Matematica, Texto, Tipos or Util.`,
  },
  unknown_library: {
    pt: (p) => `a biblioteca ${q(p.library)} não existe.${maybe(p, true)}`,
    en: (p) => `there is no library ${q(p.library)}.${maybe(p, false)}`,
  },
  alias_taken: {
    pt: (p) => `o apelido ${q(p.alias)} já é de outra biblioteca. Escolha outro.`,
    en: (p) => `the alias ${q(p.alias)} already names another library. Choose another.`,
  },
  already_declared: {
    pt: (p) =>
      `a variável ${q(p.name)} já foi declarada na linha ${p.line}. Use outro nome ou a mesma variável.`,
    en: (p) =>
      `the variable ${q(p.name)} was already declared on line ${p.line}. Use another name or the same variable.`,
  },
  vazio_variable: {
    pt: (p) =>
      `a variável ${q(p.name)} não pode ser vazio. Escolha inteiro, real, caracter, cadeia ou logico.`,
    en: (p) => `the variable ${q(p.name)} cannot be vazio. Choose inteiro, real, caracter, cadeia or logico.`,
  },
  size_not_inteiro: {
    pt: (p) => `o tamanho de ${q(p.name)} deve ser um número inteiro.`,
    en: (p) => `the size of ${q(p.name)} must be an inteiro.`,
  },
  const_without_value: {
    pt: (p) => `a constante ${q(p.name)} precisa de um valor: const inteiro ${p.name} = 10`,
    en: (p) => `the constant ${q(p.name)} needs a value: const inteiro ${p.name} = 10`,
  },
  array_without_size: {
    pt: (p) =>
      `diga o tamanho de ${q(p.name)} entre os colchetes, ou dê os valores: inteiro ${p.name}[] = {1, 2, 3}`,
    en: (p) =>
      `give the size of ${q(p.name)} between the square brackets, or its values: inteiro ${p.name}[] = {1, 2, 3}`,
  },
  braces_on_scalar: {
    pt: (p) => `chaves { } servem para vetores; ${q(p.name)} guarda um valor só.`,
    en: (p) => `braces { } are for vectors; ${q(p.name)} holds a single value.`,
  },
  array_needs_braces: {
    pt: (p) => `os valores do vetor ${q(p.name)} vão entre chaves: {1, 2, 3}.`,
    en: (p) => `the values of the vector ${q(p.name)} go in braces: {1, 2, 3}.`,
  },
  too_many_items: {
    pt: (p) => `${q(p.name)} tem ${p.size} posições, mas há ${p.count} valores entre as chaves.`,
    en: (p) => `${q(p.name)} has ${p.size} positions but there are ${p.count} values in the braces.`,
  },
  matrix_needs_rows: {
    pt: (p) => `cada linha da matriz ${q(p.name)} vai entre chaves: {{1, 2}, {3, 4}}.`,
    en: (p) => `each row of the matrix ${q(p.name)} goes in braces: {{1, 2}, {3, 4}}.`,
  },
  condition_not_logico: {
    pt: (p) =>
      `a condição do '${p.word}' deve ser verdadeira ou falsa (logico), mas é ${p.type}. Compare, por exemplo: x > 0`,
    en: (p) =>
      `the condition of '${p.word}' must be true or false (logico) but is ${p.type}. Compare, e.g. x > 0`,
  },
  comparison_as_statement: {
    pt: () => "esta comparação não faz nada sozinha. Para guardar um valor use um '=' só.",
    en: () => "this comparison does nothing on its own. To store a value use a single '='.",
  },
  useless_expression: {
    pt: () =>
      'esta linha calcula um valor mas não faz nada com ele. Guarde-o numa variável ou mostre-o com escreva.',
    en: () =>
      'this line computes a value but does nothing with it. Store it in a variable or show it with escreva.',
  },
  pare_outside_loop: {
    pt: () => "'pare' só funciona dentro de um laço (enquanto, faca, para) ou de um escolha.",
    en: () => "'pare' only works inside a loop (enquanto, faca, para) or an escolha.",
  },
  escolha_type: {
    pt: (p) => `'escolha' funciona com inteiro, caracter ou cadeia, mas recebeu ${p.type}.`,
    en: (p) => `'escolha' works on inteiro, caracter or cadeia but got ${p.type}.`,
  },
  duplicate_caso_contrario: {
    pt: () => "só pode haver um 'caso contrario' em cada escolha.",
    en: () => "there can be only one 'caso contrario' in each escolha.",
  },
  caso_not_constant: {
    pt: () => "o valor de um 'caso' deve ser fixo, como 3 ou 'a'.",
    en: () => "the value of a 'caso' must be fixed, like 3 or 'a'.",
  },
  caso_type: {
    pt: (p) => `este caso é ${p.got}, mas o escolha compara um ${p.type}.`,
    en: (p) => `this caso is ${p.got} but the escolha compares a ${p.type}.`,
  },
  duplicate_caso: {
    pt: (p) => `este valor já aparece no caso da linha ${p.line}.`,
    en: (p) => `this value already appears in the caso on line ${p.line}.`,
  },
  return_value_in_vazio: {
    pt: (p) =>
      `a função ${q(p.name)} é vazio e não retorna valor. Declare o tipo: funcao inteiro ${p.name}(…)`,
    en: (p) =>
      `the function ${q(p.name)} is vazio and returns no value. Declare its type: funcao inteiro ${p.name}(…)`,
  },
  return_without_value: {
    pt: (p) => `a função ${q(p.name)} deve retornar um valor ${p.type}: retorne valor`,
    en: (p) => `the function ${q(p.name)} must return a ${p.type} value: retorne value`,
  },
  return_type: {
    pt: (p) => `a função ${q(p.name)} retorna ${p.type}, mas aqui o valor é ${p.got}.`,
    en: (p) => `the function ${q(p.name)} returns ${p.type} but this value is ${p.got}.`,
  },
}
