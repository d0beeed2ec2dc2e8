// Lesson texts of "Introdução à programação", topic "Primeiros programas" (Markdown, pt-BR and en-GB).
import type { L10n } from './types'

export const INPUT_OUTPUT: L10n = {
  br: `Quase todo programa segue o mesmo roteiro: **lê** dados (entrada), **calcula** alguma coisa (processamento) e **mostra** o resultado (saída). No juiz online, a entrada chega pelo teclado — a *entrada padrão* — e a saída vai para a tela — a *saída padrão*.

## Como o juiz corrige

Quando você envia uma solução, o juiz executa o seu programa várias vezes, uma para cada caso de teste secreto, e compara o que ele imprimiu com a resposta esperada. Por isso:

- **Não imprima mensagens extras** como \`Digite um número:\`. O juiz não é uma pessoa; ele só quer a resposta.
- **Respeite o formato** pedido no enunciado: um número por linha, separados por espaço etc.
- **Leia exatamente o que o enunciado descreve**, na mesma ordem.

## O mesmo programa em três linguagens

Ler dois inteiros e imprimir a soma:

\`\`\`python
a, b = map(int, input().split())
print(a + b)
\`\`\`

\`\`\`c
#include <stdio.h>

int main(void) {
    long long a, b;
    scanf("%lld %lld", &a, &b);
    printf("%lld\\n", a + b);
    return 0;
}
\`\`\`

\`\`\`portugol
programa {
  funcao inicio() {
    inteiro a, b
    leia(a, b)
    escreva(a + b, "\\n")
  }
}
\`\`\`

## Os vereditos

| Veredito | O que significa |
|---|---|
| Aceito | Todas as respostas conferem. Parabéns! |
| Resposta errada | Em algum teste a saída foi diferente da esperada |
| Erro de compilação | O código tem erro de sintaxe e nem chegou a rodar |
| Erro em tempo de execução | O programa quebrou no meio, por exemplo dividindo por zero |
| Tempo limite excedido | O programa demorou demais para responder |

Ao receber um veredito diferente de *Aceito*, teste seu programa com os exemplos do enunciado e pense em casos especiais: números negativos, zero, valores muito grandes.`,
  gb: `Nearly every program follows the same script: it **reads** data (input), **works something out** (processing) and **shows** the result (output). In the online judge, the input arrives as if typed on the keyboard — the *standard input* — and the output goes to the screen — the *standard output*.

## How the judge marks your work

When you submit a solution, the judge runs your program several times, once for each secret test case, and compares what it printed with the expected answer. So:

- **Do not print extra messages** such as \`Enter a number:\`. The judge is not a person; it only wants the answer.
- **Follow the format** the statement asks for: one number per line, separated by spaces and so on.
- **Read exactly what the statement describes**, in the same order.

## The same program in three languages

Read two integers and print their sum:

\`\`\`python
a, b = map(int, input().split())
print(a + b)
\`\`\`

\`\`\`c
#include <stdio.h>

int main(void) {
    long long a, b;
    scanf("%lld %lld", &a, &b);
    printf("%lld\\n", a + b);
    return 0;
}
\`\`\`

\`\`\`portugol
programa {
  funcao inicio() {
    inteiro a, b
    leia(a, b)
    escreva(a + b, "\\n")
  }
}
\`\`\`

## The verdicts

| Verdict | What it means |
|---|---|
| Accepted | Every answer matches. Well done! |
| Wrong Answer | In some test the output differed from the expected one |
| Compilation Error | The code has a syntax error and never ran |
| Run Time Error | The program crashed halfway, for example by dividing by zero |
| Time Limit Exceeded | The program took too long to answer |

When you get a verdict other than *Accepted*, try your program on the statement's examples and think about special cases: negative numbers, zero, very large values.`,
}

export const VARIABLES: L10n = {
  br: `Uma **variável** é um nome que guarda um valor na memória. Pense numa caixa com uma etiqueta: a etiqueta é o nome, o conteúdo é o valor. O valor pode mudar ao longo do programa — por isso o nome *variável*.

\`\`\`python
idade = 15
idade = idade + 1   # agora idade vale 16
nome = "Ana"
\`\`\`

O sinal \`=\` **não** é uma igualdade matemática: é uma *atribuição*. Leia \`idade = idade + 1\` como "calcule idade + 1 e guarde o resultado em idade".

## Tipos de dados

Todo valor tem um **tipo**, que diz o que dá para fazer com ele:

| Tipo | Exemplos | Em C | Em Python |
|---|---|---|---|
| Inteiro | \`-3\`, \`0\`, \`42\` | \`int\`, \`long long\` | \`int\` |
| Real | \`3.14\`, \`-0.5\` | \`double\` | \`float\` |
| Texto | \`"Olá"\` | \`char[]\` | \`str\` |
| Lógico | verdadeiro, falso | \`int\` (0 ou 1) | \`bool\` |

Em C você declara o tipo antes de usar a variável (\`int idade = 15;\`). Em Python o tipo vem do valor guardado.

## Operações aritméticas

Além de \`+\`, \`-\` e \`*\`, duas operações aparecem o tempo todo em exercícios:

- **Divisão inteira**: \`17 // 5\` vale \`3\` em Python; em C, \`17 / 5\` com inteiros também vale \`3\`.
- **Resto da divisão**: \`17 % 5\` vale \`2\`. É assim que se descobre se um número é par: \`n % 2 == 0\`.

Cuidado com o tamanho dos números: em C, um \`int\` guarda valores até cerca de $2 \\times 10^9$. Se a soma puder passar disso, use \`long long\`. Em Python os inteiros crescem o quanto precisar.

## Lendo números

A entrada chega como texto. Em Python, converta com \`int(...)\` ou \`float(...)\`; em C, o \`scanf\` já converte conforme o formato (\`%d\`, \`%lld\`, \`%lf\`).`,
  gb: `A **variable** is a name that holds a value in memory. Think of a box with a label: the label is the name, the contents are the value. The value may change as the program runs — hence the name *variable*.

\`\`\`python
age = 15
age = age + 1   # age is now 16
name = "Ana"
\`\`\`

The \`=\` sign is **not** a mathematical equality: it is an *assignment*. Read \`age = age + 1\` as "work out age + 1 and store the result in age".

## Data types

Every value has a **type**, which says what you can do with it:

| Type | Examples | In C | In Python |
|---|---|---|---|
| Integer | \`-3\`, \`0\`, \`42\` | \`int\`, \`long long\` | \`int\` |
| Real | \`3.14\`, \`-0.5\` | \`double\` | \`float\` |
| Text | \`"Hello"\` | \`char[]\` | \`str\` |
| Boolean | true, false | \`int\` (0 or 1) | \`bool\` |

In C you declare the type before using the variable (\`int age = 15;\`). In Python the type comes from the value stored.

## Arithmetic

Besides \`+\`, \`-\` and \`*\`, two operations turn up in exercises all the time:

- **Integer division**: \`17 // 5\` is \`3\` in Python; in C, \`17 / 5\` with integers is also \`3\`.
- **Remainder**: \`17 % 5\` is \`2\`. That is how you tell whether a number is even: \`n % 2 == 0\`.

Watch the size of your numbers: in C, an \`int\` holds values up to about $2 \\times 10^9$. If a sum may go beyond that, use \`long long\`. In Python integers grow as large as they need to.

## Reading numbers

Input arrives as text. In Python, convert it with \`int(...)\` or \`float(...)\`; in C, \`scanf\` converts it according to the format (\`%d\`, \`%lld\`, \`%lf\`).`,
}
