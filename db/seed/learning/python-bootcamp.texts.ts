// Lesson texts of the Python bootcamp (Markdown, pt-BR and en-GB).
import type { L10n } from './types'

export const WHY_PYTHON: L10n = {
  br: `Python foi criado por Guido van Rossum no início dos anos 1990 com uma ideia central: **código é lido muito mais vezes do que é escrito**, então ele precisa ser fácil de ler. Hoje Python está em todo lugar — análise de dados, inteligência artificial, automação de tarefas, desenvolvimento web e, claro, olimpíadas e maratonas de programação.

## Legibilidade em primeiro lugar

Em Python, a **indentação faz parte da sintaxe**. Em vez de chaves, os blocos são marcados pelo recuo:

\`\`\`python
nota = float(input())
if nota >= 7:
    print("aprovado")
else:
    print("recuperação")
\`\`\`

Use sempre 4 espaços por nível. Misturar espaços e tabulações é um dos erros mais comuns de quem está começando.

## Como executar

Existem duas formas de rodar Python no seu computador:

1. **Modo interativo** (REPL): digite \`python3\` no terminal e teste expressões linha a linha. Ótimo para experimentar.
2. **Arquivo**: salve o código em \`programa.py\` e execute \`python3 programa.py\`.

No juiz da Trilha você escolhe entre **Python 3** e **PyPy**. O PyPy executa o mesmo código, mas costuma ser bem mais rápido em programas com muitos laços — útil quando o limite de tempo aperta.

## O que vem pela frente

Neste bootcamp você vai dominar tipos e entrada formatada, coleções (listas, tuplas e dicionários), funções e recursão, e terminar com um projeto de verdade. Cada tópico tem exercícios corrigidos pelo juiz.

> Dica: mantenha o REPL aberto enquanto estuda. Sempre que surgir uma dúvida do tipo "o que acontece se...", teste na hora.`,
  gb: `Python was created by Guido van Rossum in the early 1990s around one central idea: **code is read far more often than it is written**, so it must be easy to read. Today Python is everywhere — data analysis, artificial intelligence, task automation, web development and, of course, programming olympiads and contests.

## Readability first

In Python, **indentation is part of the syntax**. Instead of braces, blocks are marked by how far they are indented:

\`\`\`python
mark = float(input())
if mark >= 7:
    print("pass")
else:
    print("resit")
\`\`\`

Always use 4 spaces per level. Mixing spaces and tabs is one of the most common mistakes beginners make.

## How to run it

There are two ways to run Python on your computer:

1. **Interactive mode** (the REPL): type \`python3\` in the terminal and try expressions line by line. Great for experimenting.
2. **A file**: save the code in \`program.py\` and run \`python3 program.py\`.

On Trilha's judge you choose between **Python 3** and **PyPy**. PyPy runs the same code but is usually much faster in programs with many loops — handy when the time limit is tight.

## What lies ahead

In this bootcamp you will master types and formatted input, collections (lists, tuples and dictionaries), functions and recursion, and finish with a real project. Each topic has exercises marked by the judge.

> Tip: keep the REPL open while you study. Whenever a "what happens if..." question comes up, try it there and then.`,
}

export const TYPES_AND_FSTRINGS: L10n = {
  br: `Em Python você não declara o tipo de uma variável: ele vem do valor. A função \`type\` mostra qual é:

\`\`\`python
>>> type(42), type(3.5), type("oi"), type(True)
(<class 'int'>, <class 'float'>, <class 'str'>, <class 'bool'>)
\`\`\`

## Lendo a entrada

\`input()\` sempre devolve **texto** (\`str\`). Para fazer contas, converta:

\`\`\`python
n = int(input())                      # uma linha com um inteiro
a, b = map(int, input().split())      # dois inteiros na mesma linha
notas = list(map(float, input().split()))  # vários reais
\`\`\`

O \`split()\` quebra a linha nos espaços; o \`map\` aplica a conversão a cada pedaço.

## Operadores que pegam desprevenidos

| Expressão | Resultado | Por quê |
|---|---|---|
| \`7 / 2\` | \`3.5\` | \`/\` sempre dá um real |
| \`7 // 2\` | \`3\` | divisão inteira |
| \`-7 // 2\` | \`-4\` | arredonda para baixo, não para zero |
| \`2 ** 10\` | \`1024\` | potência |
| \`"ab" * 3\` | \`"ababab"\` | repetição de texto |

## f-strings

Para montar a saída, as **f-strings** são o jeito mais claro: coloque um \`f\` antes das aspas e as expressões entre chaves.

\`\`\`python
nome, media = "Bia", 8.4567
print(f"{nome} ficou com média {media:.2f}")   # Bia ficou com média 8.46
print(f"{7:03d}")                               # 007
\`\`\`

O trecho depois dos dois-pontos é a **especificação de formato**: \`.2f\` significa duas casas decimais; \`03d\` completa com zeros até três dígitos.

## Valores lógicos

Comparações devolvem \`True\` ou \`False\` e podem ser combinadas com \`and\`, \`or\` e \`not\`. Python também permite comparações encadeadas, como na matemática: \`0 <= x < 10\`.`,
  gb: `In Python you do not declare a variable's type: it comes from the value. The \`type\` function shows which it is:

\`\`\`python
>>> type(42), type(3.5), type("hi"), type(True)
(<class 'int'>, <class 'float'>, <class 'str'>, <class 'bool'>)
\`\`\`

## Reading the input

\`input()\` always returns **text** (\`str\`). To do arithmetic, convert it:

\`\`\`python
n = int(input())                      # one line with an integer
a, b = map(int, input().split())      # two integers on the same line
marks = list(map(float, input().split()))  # several reals
\`\`\`

\`split()\` breaks the line at the spaces; \`map\` applies the conversion to each piece.

## Operators that catch people out

| Expression | Result | Why |
|---|---|---|
| \`7 / 2\` | \`3.5\` | \`/\` always gives a real |
| \`7 // 2\` | \`3\` | integer division |
| \`-7 // 2\` | \`-4\` | rounds down, not towards zero |
| \`2 ** 10\` | \`1024\` | power |
| \`"ab" * 3\` | \`"ababab"\` | text repetition |

## f-strings

To build the output, **f-strings** are the clearest way: put an \`f\` before the quotes and the expressions inside braces.

\`\`\`python
name, average = "Bia", 8.4567
print(f"{name} has an average of {average:.2f}")   # Bia has an average of 8.46
print(f"{7:03d}")                                  # 007
\`\`\`

The part after the colon is the **format specification**: \`.2f\` means two decimal places; \`03d\` pads with zeros to three digits.

## Boolean values

Comparisons return \`True\` or \`False\` and can be combined with \`and\`, \`or\` and \`not\`. Python also allows chained comparisons, as in maths: \`0 <= x < 10\`.`,
}

export const COLLECTIONS: L10n = {
  br: `Quase todo programa trabalha com **coleções** de valores. Python tem três que você vai usar o tempo todo.

## Listas

Uma lista guarda uma sequência que pode mudar:

\`\`\`python
v = [5, 3, 8]
v.append(1)        # [5, 3, 8, 1]
v[0] = 10          # [10, 3, 8, 1]
print(len(v), sum(v), max(v))   # 4 22 10
print(v[-1])       # 1: índices negativos contam do fim
print(v[1:3])      # [3, 8]: fatia do índice 1 até antes do 3
print(v[::-1])     # [1, 8, 3, 10]: a lista invertida
\`\`\`

As **compreensões de lista** criam listas numa linha só:

\`\`\`python
quadrados = [x * x for x in range(1, 6)]        # [1, 4, 9, 16, 25]
pares = [x for x in quadrados if x % 2 == 0]    # [4, 16]
\`\`\`

## Tuplas

Tuplas são como listas, mas **imutáveis**: depois de criadas, não mudam. São ótimas para agrupar valores que andam juntos, como um ponto \`(x, y)\`, e podem ser desempacotadas:

\`\`\`python
ponto = (3, 4)
x, y = ponto
\`\`\`

## Dicionários

Um dicionário associa **chaves** a **valores**. A busca por chave é muito rápida, mesmo com milhões de itens. Um uso clássico é contar ocorrências:

\`\`\`python
contagem = {}
for palavra in "o rato roeu o queijo".split():
    contagem[palavra] = contagem.get(palavra, 0) + 1
print(contagem)   # {'o': 2, 'rato': 1, 'roeu': 1, 'queijo': 1}
\`\`\`

O método \`get(chave, padrão)\` devolve o padrão quando a chave ainda não existe, evitando um \`KeyError\`.

## Texto também é sequência

Strings aceitam índices e fatias como as listas — \`"arara"[::-1]\` é \`"arara"\` —, mas são imutáveis como as tuplas. Para "alterar" um texto, crie outro: \`s.lower()\`, \`s.replace(" ", "")\`, \`"".join(partes)\`. Isso vai ser útil no próximo exercício.`,
  gb: `Nearly every program works with **collections** of values. Python has three that you will use all the time.

## Lists

A list holds a sequence that can change:

\`\`\`python
v = [5, 3, 8]
v.append(1)        # [5, 3, 8, 1]
v[0] = 10          # [10, 3, 8, 1]
print(len(v), sum(v), max(v))   # 4 22 10
print(v[-1])       # 1: negative indices count from the end
print(v[1:3])      # [3, 8]: a slice from index 1 up to before 3
print(v[::-1])     # [1, 8, 3, 10]: the list reversed
\`\`\`

**List comprehensions** build lists in a single line:

\`\`\`python
squares = [x * x for x in range(1, 6)]        # [1, 4, 9, 16, 25]
evens = [x for x in squares if x % 2 == 0]    # [4, 16]
\`\`\`

## Tuples

Tuples are like lists but **immutable**: once created, they do not change. They are ideal for grouping values that belong together, such as a point \`(x, y)\`, and they can be unpacked:

\`\`\`python
point = (3, 4)
x, y = point
\`\`\`

## Dictionaries

A dictionary maps **keys** to **values**. Looking up a key is very fast, even with millions of items. A classic use is counting occurrences:

\`\`\`python
counts = {}
for word in "the cat saw the dog".split():
    counts[word] = counts.get(word, 0) + 1
print(counts)   # {'the': 2, 'cat': 1, 'saw': 1, 'dog': 1}
\`\`\`

The \`get(key, default)\` method returns the default when the key is not there yet, avoiding a \`KeyError\`.

## Text is a sequence too

Strings accept indices and slices like lists — \`"level"[::-1]\` is \`"level"\` — but they are immutable like tuples. To "change" a text, make a new one: \`s.lower()\`, \`s.replace(" ", "")\`, \`"".join(parts)\`. That will come in handy in the next exercise.`,
}
