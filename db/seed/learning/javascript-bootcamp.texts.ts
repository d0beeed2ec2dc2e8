// Lesson texts of the JavaScript bootcamp (Markdown, pt-BR and en-GB).
import type { L10n } from './types'

export const NODE_OUTSIDE_BROWSER: L10n = {
  br: `JavaScript nasceu em 1995 para dar vida às páginas web e hoje é a única linguagem que todo navegador executa. Em 2009 surgiu o **Node.js**, que leva o mesmo motor do Chrome (o V8) para fora do navegador. Com ele, JavaScript roda no terminal, em servidores e — o que nos interessa aqui — no juiz online.

## Seu primeiro programa em Node.js

Crie o arquivo \`main.js\`:

\`\`\`javascript
const nome = 'Trilha'
console.log(\`Olá, \${nome}!\`)
\`\`\`

E execute no terminal:

\`\`\`bash
node main.js
\`\`\`

\`console.log\` escreve na saída padrão e já acrescenta a quebra de linha.

## Lendo a entrada

No navegador, os dados vêm de formulários e cliques. No juiz, vêm da **entrada padrão**. O jeito mais simples em Node.js é ler tudo de uma vez:

\`\`\`javascript
const entrada = require('fs').readFileSync(0, 'utf8')
const [a, b] = entrada.trim().split(/\\s+/).map(Number)
console.log(a + b)
\`\`\`

Passo a passo:

1. \`readFileSync(0, 'utf8')\` lê o arquivo de número 0, que é a entrada padrão, como texto.
2. \`trim()\` tira espaços e quebras de linha das pontas.
3. \`split(/\\s+/)\` quebra o texto em qualquer sequência de espaços ou quebras de linha.
4. \`map(Number)\` converte cada pedaço em número.

## Muitas linhas de saída

Chamar \`console.log\` dezenas de milhares de vezes é lento. Quando a saída for grande, junte tudo num array e imprima uma vez só:

\`\`\`javascript
const linhas = []
for (let i = 1; i <= 5; i++) linhas.push(String(i * i))
console.log(linhas.join('\\n'))
\`\`\`

Com essas duas receitas — ler tudo, imprimir tudo — você está pronto para resolver exercícios em JavaScript.`,
  gb: `JavaScript was born in 1995 to bring web pages to life, and today it is the only language every browser runs. In 2009 **Node.js** arrived, taking Chrome's engine (V8) out of the browser. With it, JavaScript runs in the terminal, on servers and — what matters to us here — in the online judge.

## Your first Node.js program

Create the file \`main.js\`:

\`\`\`javascript
const name = 'Trilha'
console.log(\`Hello, \${name}!\`)
\`\`\`

And run it in the terminal:

\`\`\`bash
node main.js
\`\`\`

\`console.log\` writes to the standard output and adds the line break for you.

## Reading the input

In the browser, data comes from forms and clicks. In the judge, it comes from the **standard input**. The simplest way in Node.js is to read it all at once:

\`\`\`javascript
const input = require('fs').readFileSync(0, 'utf8')
const [a, b] = input.trim().split(/\\s+/).map(Number)
console.log(a + b)
\`\`\`

Step by step:

1. \`readFileSync(0, 'utf8')\` reads file number 0, which is the standard input, as text.
2. \`trim()\` removes spaces and line breaks from both ends.
3. \`split(/\\s+/)\` breaks the text at any run of spaces or line breaks.
4. \`map(Number)\` turns each piece into a number.

## Lots of output lines

Calling \`console.log\` tens of thousands of times is slow. When the output is large, gather it in an array and print it once:

\`\`\`javascript
const lines = []
for (let i = 1; i <= 5; i++) lines.push(String(i * i))
console.log(lines.join('\\n'))
\`\`\`

With these two recipes — read everything, print everything — you are ready to solve exercises in JavaScript.`,
}

export const LET_CONST_TYPES: L10n = {
  br: `## Declarando variáveis

JavaScript moderno usa duas palavras para criar variáveis:

\`\`\`javascript
const limite = 100   // não pode ser reatribuída
let total = 0        // pode mudar
total = total + limite
\`\`\`

Use **\`const\` por padrão** e \`let\` só quando o valor precisar mudar. Evite \`var\`, a forma antiga: ela ignora os blocos \`{ }\` e causa erros difíceis de achar.

## Os tipos principais

| Tipo | Exemplos | Observação |
|---|---|---|
| \`number\` | \`42\`, \`3.14\`, \`-7\` | inteiros e reais são o mesmo tipo |
| \`bigint\` | \`10n ** 20n\` | inteiros de qualquer tamanho |
| \`string\` | \`'oi'\`, \`"oi"\`, \`\` \`oi\` \`\` | crases permitem \`\${expressões}\` |
| \`boolean\` | \`true\`, \`false\` | |
| \`undefined\` | | variável sem valor |
| \`null\` | | "nenhum valor", de propósito |

O operador \`typeof\` diz o tipo: \`typeof 42\` é \`'number'\`.

## Cuidado com os números

Todo \`number\` é um real de 64 bits. Isso tem consequências:

- \`7 / 2\` é \`3.5\`. Para a divisão inteira, use \`Math.floor(7 / 2)\` (ou \`Math.trunc\` para negativos).
- \`0.1 + 0.2\` é \`0.30000000000000004\`: reais são aproximados.
- Inteiros só são exatos até $2^{53} - 1$ (\`Number.MAX_SAFE_INTEGER\`). Acima disso, use \`BigInt\`.

## Compare com ===

JavaScript tem duas igualdades. O \`==\` converte tipos antes de comparar, com resultados estranhos: \`'5' == 5\` é \`true\`, e \`'' == 0\` também. O \`===\` (igualdade estrita) não converte nada: \`'5' === 5\` é \`false\`. **Use sempre \`===\` e \`!==\`.**

## Convertendo texto em número

A entrada chega como texto. \`Number('42')\` devolve \`42\`, e \`Number('abc')\` devolve \`NaN\` ("not a number"). Para conferir, use \`Number.isNaN(x)\`, pois \`NaN === NaN\` é \`false\`.`,
  gb: `## Declaring variables

Modern JavaScript uses two words to create variables:

\`\`\`javascript
const limit = 100   // cannot be reassigned
let total = 0       // may change
total = total + limit
\`\`\`

Use **\`const\` by default** and \`let\` only when the value needs to change. Avoid \`var\`, the old form: it ignores \`{ }\` blocks and causes bugs that are hard to find.

## The main types

| Type | Examples | Note |
|---|---|---|
| \`number\` | \`42\`, \`3.14\`, \`-7\` | integers and reals are the same type |
| \`bigint\` | \`10n ** 20n\` | integers of any size |
| \`string\` | \`'hi'\`, \`"hi"\`, \`\` \`hi\` \`\` | backticks allow \`\${expressions}\` |
| \`boolean\` | \`true\`, \`false\` | |
| \`undefined\` | | a variable with no value |
| \`null\` | | "no value", on purpose |

The \`typeof\` operator gives the type: \`typeof 42\` is \`'number'\`.

## Mind the numbers

Every \`number\` is a 64-bit real. That has consequences:

- \`7 / 2\` is \`3.5\`. For integer division, use \`Math.floor(7 / 2)\` (or \`Math.trunc\` for negatives).
- \`0.1 + 0.2\` is \`0.30000000000000004\`: reals are approximations.
- Integers are only exact up to $2^{53} - 1$ (\`Number.MAX_SAFE_INTEGER\`). Beyond that, use \`BigInt\`.

## Compare with ===

JavaScript has two equalities. \`==\` converts types before comparing, with odd results: \`'5' == 5\` is \`true\`, and so is \`'' == 0\`. \`===\` (strict equality) converts nothing: \`'5' === 5\` is \`false\`. **Always use \`===\` and \`!==\`.**

## Turning text into numbers

Input arrives as text. \`Number('42')\` returns \`42\`, and \`Number('abc')\` returns \`NaN\` ("not a number"). To check for it, use \`Number.isNaN(x)\`, because \`NaN === NaN\` is \`false\`.`,
}

export const ARRAYS_AND_FUNCTIONS: L10n = {
  br: `## Três jeitos de escrever uma função

\`\`\`javascript
function dobro(x) { return 2 * x }          // declaração
const triplo = function (x) { return 3 * x } // expressão
const quadrado = (x) => x * x                // arrow function
\`\`\`

As **arrow functions** são curtas e ideais para passar como argumento. Quando o corpo é uma única expressão, o \`return\` fica implícito.

## Arrays

\`\`\`javascript
const v = [5, 3, 8]
v.push(1)              // [5, 3, 8, 1]
v.length               // 4
v.includes(8)          // true
v.indexOf(3)           // 1
v.slice(1, 3)          // [3, 8]
\`\`\`

## map, filter e reduce

Esses três métodos substituem a maioria dos laços e deixam a intenção clara:

\`\`\`javascript
const notas = [7, 4, 9, 10, 5]
const dobradas = notas.map((n) => n * 2)          // [14, 8, 18, 20, 10]
const aprovadas = notas.filter((n) => n >= 6)     // [7, 9, 10]
const soma = notas.reduce((acc, n) => acc + n, 0) // 35
\`\`\`

- \`map\` transforma cada elemento e devolve um array do mesmo tamanho.
- \`filter\` mantém só os elementos para os quais a função devolve \`true\`.
- \`reduce\` combina todos os elementos num único valor, a partir do valor inicial (\`0\` acima).

## A armadilha do sort

Sem argumentos, \`sort\` ordena **como texto**:

\`\`\`javascript
[10, 9, 1].sort()                  // [1, 10, 9]  — "10" vem antes de "9"!
[10, 9, 1].sort((a, b) => a - b)   // [1, 9, 10]
\`\`\`

Para números, passe sempre a função de comparação: ela devolve um número negativo se \`a\` vem antes de \`b\`, positivo se vem depois e zero se tanto faz. Lembre também que \`sort\` altera o próprio array.

## Strings e arrays

\`split\` transforma texto em array, e \`join\` faz o caminho inverso. Combinados com \`map\` e \`reduce\`, resolvem muitos exercícios de texto em poucas linhas — como o próximo, que pede a palavra mais longa de uma frase.`,
  gb: `## Three ways to write a function

\`\`\`javascript
function double(x) { return 2 * x }          // declaration
const triple = function (x) { return 3 * x } // expression
const square = (x) => x * x                  // arrow function
\`\`\`

**Arrow functions** are short and ideal for passing as arguments. When the body is a single expression, the \`return\` is implicit.

## Arrays

\`\`\`javascript
const v = [5, 3, 8]
v.push(1)              // [5, 3, 8, 1]
v.length               // 4
v.includes(8)          // true
v.indexOf(3)           // 1
v.slice(1, 3)          // [3, 8]
\`\`\`

## map, filter and reduce

These three methods replace most loops and make the intention clear:

\`\`\`javascript
const marks = [7, 4, 9, 10, 5]
const doubled = marks.map((n) => n * 2)            // [14, 8, 18, 20, 10]
const passes = marks.filter((n) => n >= 6)         // [7, 9, 10]
const total = marks.reduce((acc, n) => acc + n, 0) // 35
\`\`\`

- \`map\` transforms each element and returns an array of the same length.
- \`filter\` keeps only the elements for which the function returns \`true\`.
- \`reduce\` combines every element into a single value, starting from the initial value (\`0\` above).

## The sort trap

Without arguments, \`sort\` orders elements **as text**:

\`\`\`javascript
[10, 9, 1].sort()                  // [1, 10, 9]  — "10" comes before "9"!
[10, 9, 1].sort((a, b) => a - b)   // [1, 9, 10]
\`\`\`

For numbers, always pass the comparison function: it returns a negative number if \`a\` comes before \`b\`, a positive one if it comes after and zero if either order will do. Remember too that \`sort\` changes the array itself.

## Strings and arrays

\`split\` turns text into an array, and \`join\` does the reverse. Combined with \`map\` and \`reduce\`, they solve many text exercises in a few lines — such as the next one, which asks for the longest word in a sentence.`,
}
