// Lesson texts of the Python bootcamp, topic "Funções e projeto final" (Markdown, pt-BR and en-GB).
import type { L10n } from './types'

export const FUNCTIONS: L10n = {
  br: `Uma **função** dá nome a um trecho de código para que ele possa ser reutilizado. Em Python ela é criada com \`def\`:

\`\`\`python
def area_retangulo(base, altura):
    """Devolve a área de um retângulo."""
    return base * altura

print(area_retangulo(3, 4))   # 12
\`\`\`

- \`base\` e \`altura\` são os **parâmetros**; \`3\` e \`4\` são os **argumentos** da chamada.
- \`return\` encerra a função e devolve um valor. Sem \`return\`, a função devolve \`None\`.
- A string logo abaixo do \`def\` é a *docstring*: documenta o que a função faz.

## Parâmetros com valor padrão e nomeados

\`\`\`python
def saudacao(nome, cumprimento="Olá"):
    return f"{cumprimento}, {nome}!"

saudacao("Ana")                         # 'Olá, Ana!'
saudacao("Ana", cumprimento="Bom dia")  # 'Bom dia, Ana!'
\`\`\`

## Escopo

Variáveis criadas dentro de uma função são **locais**: só existem enquanto ela executa. Prefira receber dados por parâmetros e devolvê-los com \`return\` em vez de alterar variáveis globais — o código fica mais fácil de testar e de entender.

## Recursão

Uma função pode chamar a si mesma. Isso se chama **recursão** e combina com problemas definidos em termos de versões menores de si mesmos, como o fatorial: $n! = n \\cdot (n-1)!$, com $0! = 1$.

\`\`\`python
def fatorial(n):
    if n <= 1:          # caso base: para a recursão
        return 1
    return n * fatorial(n - 1)
\`\`\`

Toda recursão precisa de um **caso base**; sem ele, a função se chama para sempre até estourar a pilha (\`RecursionError\`). Em Python, o limite padrão é de cerca de mil chamadas aninhadas, então para valores grandes um laço \`for\` costuma ser a escolha mais segura.

## Por que dividir em funções?

Funções pequenas, com nomes claros, deixam o programa legível como um texto: \`ler_dados()\`, \`calcular_media()\`, \`imprimir_relatorio()\`. Cada uma pode ser testada separadamente.`,
  gb: `A **function** gives a name to a piece of code so that it can be reused. In Python it is created with \`def\`:

\`\`\`python
def rectangle_area(width, height):
    """Returns the area of a rectangle."""
    return width * height

print(rectangle_area(3, 4))   # 12
\`\`\`

- \`width\` and \`height\` are the **parameters**; \`3\` and \`4\` are the **arguments** of the call.
- \`return\` ends the function and hands back a value. Without \`return\`, the function returns \`None\`.
- The string just below the \`def\` is the *docstring*: it documents what the function does.

## Default and keyword arguments

\`\`\`python
def greeting(name, salutation="Hello"):
    return f"{salutation}, {name}!"

greeting("Ana")                            # 'Hello, Ana!'
greeting("Ana", salutation="Good morning") # 'Good morning, Ana!'
\`\`\`

## Scope

Variables created inside a function are **local**: they only exist while it runs. Prefer to take data in through parameters and hand it back with \`return\` rather than changing global variables — the code becomes easier to test and to understand.

## Recursion

A function may call itself. This is called **recursion** and suits problems defined in terms of smaller versions of themselves, such as the factorial: $n! = n \\cdot (n-1)!$, with $0! = 1$.

\`\`\`python
def factorial(n):
    if n <= 1:          # base case: stops the recursion
        return 1
    return n * factorial(n - 1)
\`\`\`

Every recursion needs a **base case**; without one, the function calls itself for ever until the stack overflows (\`RecursionError\`). In Python the default limit is about a thousand nested calls, so for large values a \`for\` loop is usually the safer choice.

## Why split a program into functions?

Small functions with clear names make a program read like prose: \`read_data()\`, \`work_out_average()\`, \`print_report()\`. Each one can be tested on its own.`,
}
