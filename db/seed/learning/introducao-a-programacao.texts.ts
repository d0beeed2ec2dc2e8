// Lesson texts of "Introdução à programação" (Markdown, pt-BR and en-GB).
import type { L10n } from './types'

export const HOW_TO_STUDY: L10n = {
  br: `Este curso é para quem **nunca programou**. Em poucas horas você vai escrever seus primeiros programas, enviá-los para o nosso juiz online e entender o que acontece quando algo dá errado. Antes de começar, vale a pena saber *como* estudar por aqui.

## Como o curso funciona

As aulas aparecem em ordem e cada uma tem um tipo:

| Tipo | O que você faz |
|---|---|
| Aula e texto | Lê (ou assiste) e clica em **Entendi** para seguir |
| Exercício teórico | Responde perguntas de múltipla escolha |
| Exercício de matemática | Escreve o raciocínio com suas palavras |
| Exercício de programação | Escreve um programa que o juiz corrige na hora |
| Projeto | Cria algo maior e envia o repositório ou um ZIP |

Cada aula concluída vale XP, e estudar em um dia novo rende um bônus de 15 XP. Terminando todas as aulas, você recebe um certificado.

## Hábitos que funcionam

1. **Programe todo dia, nem que seja um pouco.** Vinte minutos diários ensinam mais do que quatro horas no domingo.
2. **Digite o código você mesmo.** Copiar e colar não treina a mão nem a cabeça.
3. **Leia as mensagens de erro.** Elas dizem a linha e, quase sempre, o motivo do problema.
4. **Tente antes de pedir ajuda.** Depois de uns 20 minutos travado, pergunte: explique o que tentou e onde empacou.
5. **Errar faz parte.** Uma resposta errada no juiz é informação, não fracasso: corrija e envie de novo.

## Qual linguagem usar?

Neste curso os exercícios aceitam **qualquer linguagem** do juiz. Se você está começando do zero, sugerimos **Python** ou **Portugol**, que têm uma sintaxe mais simples. Se quer seguir para olimpíadas, **C** ou **C++** são ótimas escolhas. Mais importante do que a linguagem é aprender a pensar em passos.

Pronto? Clique em **Entendi** e vamos à próxima aula.`,
  gb: `This course is for people who have **never programmed**. In a few hours you will write your first programs, send them to our online judge and understand what happens when something goes wrong. Before you start, it is worth knowing *how* to study here.

## How the course works

Lessons come in order and each has a type:

| Type | What you do |
|---|---|
| Lesson and text | Read (or watch) and click **Understood** to move on |
| Theoretical exercise | Answer multiple-choice questions |
| Maths exercise | Write down your reasoning in your own words |
| Programming exercise | Write a program that the judge marks straight away |
| Project | Build something larger and send the repository or a ZIP |

Each lesson you complete is worth XP, and studying on a new day earns a 15 XP bonus. Finish every lesson and you receive a certificate.

## Habits that work

1. **Code every day, even if only a little.** Twenty minutes a day teaches more than four hours on a Sunday.
2. **Type the code yourself.** Copying and pasting trains neither your hands nor your head.
3. **Read the error messages.** They tell you the line and, nearly always, the reason for the problem.
4. **Try before asking for help.** After about 20 minutes stuck, ask: explain what you tried and where you got stuck.
5. **Mistakes are part of it.** A wrong answer from the judge is information, not failure: fix it and submit again.

## Which language should I use?

In this course the exercises accept **any language** the judge knows. If you are starting from scratch, we suggest **Python** or **Portugol**, whose syntax is simpler. If you are aiming for olympiads, **C** or **C++** are excellent choices. More important than the language is learning to think in steps.

Ready? Click **Understood** and on to the next lesson.`,
}

export const WHAT_IS_PROGRAMMING: L10n = {
  br: `Programar é escrever instruções para um computador seguir. O computador é rápido, mas não adivinha nada: ele faz **exatamente** o que está escrito, na ordem em que está escrito.

## Algoritmos

Um **algoritmo** é uma sequência finita de passos bem definidos que resolve um problema. Uma receita de bolo é um algoritmo: separe os ingredientes, misture, asse por 40 minutos. Se um passo for ambíguo ("asse até ficar bom"), cada pessoa fará de um jeito — e o computador simplesmente não saberia o que fazer.

Veja um algoritmo para descobrir o maior de dois números:

1. Leia o número A.
2. Leia o número B.
3. Se A for maior que B, mostre A; senão, mostre B.

## Linguagens de programação

Para o computador entender o algoritmo, nós o escrevemos em uma **linguagem de programação**. O mesmo algoritmo em Portugol e em Python:

\`\`\`portugol
programa {
  funcao inicio() {
    inteiro a, b
    leia(a, b)
    se (a > b) {
      escreva(a)
    } senao {
      escreva(b)
    }
  }
}
\`\`\`

\`\`\`python
a = int(input())
b = int(input())
print(a if a > b else b)
\`\`\`

Algumas linguagens, como **C**, são *compiladas*: um programa chamado compilador traduz todo o código para linguagem de máquina antes de executar. Outras, como **Python**, são *interpretadas*: o interpretador lê e executa o código linha a linha. Em ambos os casos, a ideia é a mesma — o que muda é a sintaxe.

## Por que aprender?

Programar ensina a dividir problemas grandes em partes pequenas, a testar hipóteses e a corrigir erros com calma. Essas habilidades servem para qualquer área, da biologia às finanças.`,
  gb: `Programming means writing instructions for a computer to follow. The computer is fast, but it guesses nothing: it does **exactly** what is written, in the order it is written.

## Algorithms

An **algorithm** is a finite sequence of well-defined steps that solves a problem. A cake recipe is an algorithm: weigh the ingredients, mix them, bake for 40 minutes. If a step is ambiguous ("bake until it looks right"), each person will do it differently — and a computer simply would not know what to do.

Here is an algorithm to find the larger of two numbers:

1. Read the number A.
2. Read the number B.
3. If A is greater than B, show A; otherwise, show B.

## Programming languages

For the computer to understand the algorithm, we write it in a **programming language**. The same algorithm in Portugol and in Python:

\`\`\`portugol
programa {
  funcao inicio() {
    inteiro a, b
    leia(a, b)
    se (a > b) {
      escreva(a)
    } senao {
      escreva(b)
    }
  }
}
\`\`\`

\`\`\`python
a = int(input())
b = int(input())
print(a if a > b else b)
\`\`\`

Some languages, such as **C**, are *compiled*: a program called a compiler translates all the code into machine language before it runs. Others, such as **Python**, are *interpreted*: the interpreter reads and runs the code line by line. Either way, the idea is the same — only the syntax changes.

## Why learn it?

Programming teaches you to break big problems into small parts, to test hypotheses and to fix mistakes calmly. Those skills are useful in any field, from biology to finance.`,
}
