// Exercises of "Introdução à programação": the two quizzes and the maths problem (pt-BR and en-GB).
import type { MathSeed, TheoreticalSeed } from './types'

export const HANDSHAKES: MathSeed = {
  text: {
    br: `Numa turma de **30 estudantes**, no primeiro dia de aula, cada pessoa cumprimenta cada colega com um aperto de mão — exatamente uma vez por par.

1. Quantos apertos de mão acontecem ao todo?
2. Escreva uma fórmula para uma turma de $n$ estudantes e explique por que ela funciona.

Mostre o seu raciocínio: um desenho, uma tabela para turmas pequenas ($n = 2, 3, 4$) ou uma explicação em palavras valem tanto quanto a conta.`,
    gb: `In a class of **30 students**, on the first day of term, each person shakes hands with each classmate — exactly once per pair.

1. How many handshakes happen altogether?
2. Write a formula for a class of $n$ students and explain why it works.

Show your reasoning: a drawing, a table for small classes ($n = 2, 3, 4$) or an explanation in words count as much as the sum itself.`,
  },
  solution: {
    br: `Cada um dos $n$ estudantes aperta a mão de $n - 1$ colegas, o que dá $n(n-1)$ apertos. Mas assim cada aperto foi contado **duas vezes** (o de Ana com Bruno e o de Bruno com Ana são o mesmo). Logo,

$$\\text{apertos} = \\frac{n(n-1)}{2}.$$

Conferindo com turmas pequenas: $n = 2$ dá $1$, $n = 3$ dá $3$, $n = 4$ dá $6$. Para $n = 30$: $\\frac{30 \\cdot 29}{2} = 435$ apertos de mão.`,
    gb: `Each of the $n$ students shakes hands with $n - 1$ classmates, which gives $n(n-1)$ handshakes. But that counts every handshake **twice** (Ana with Bruno and Bruno with Ana are the same one). So

$$\\text{handshakes} = \\frac{n(n-1)}{2}.$$

Checking small classes: $n = 2$ gives $1$, $n = 3$ gives $3$, $n = 4$ gives $6$. For $n = 30$: $\\frac{30 \\cdot 29}{2} = 435$ handshakes.`,
  },
  difficulty: 'easy',
  kind: 'authentic_problem',
}

export const STUDY_QUIZ: TheoreticalSeed = {
  text: {
    br: 'Três perguntas rápidas sobre o que vimos até aqui. Se errar, releia a aula, corrija e tente de novo.',
    gb: 'Three quick questions on what we have seen so far. If you get one wrong, reread the lesson, fix it and try again.',
  },
  questions: [
    {
      prompt: {
        br: 'Qual é a melhor forma de fixar um conteúdo de programação?',
        gb: 'What is the best way to make programming stick?',
      },
      options: [
        {
          text: {
            br: 'Ler a aula várias vezes sem programar',
            gb: 'Reading the lesson many times without coding',
          },
        },
        {
          text: {
            br: 'Escrever e executar código, resolvendo exercícios',
            gb: 'Writing and running code, solving exercises',
          },
          correct: true,
        },
        {
          text: { br: 'Copiar a solução pronta de um colega', gb: "Copying a classmate's finished solution" },
        },
      ],
    },
    {
      prompt: {
        br: 'Seu programa mostrou uma mensagem de erro. Qual é o primeiro passo?',
        gb: 'Your program showed an error message. What is the first step?',
      },
      options: [
        { text: { br: 'Apagar tudo e começar de novo', gb: 'Delete everything and start again' } },
        {
          text: {
            br: 'Ler a mensagem com atenção: ela indica a linha e o motivo',
            gb: 'Read the message carefully: it points to the line and the reason',
          },
          correct: true,
        },
        { text: { br: 'Desistir do exercício', gb: 'Give up on the exercise' } },
      ],
    },
    {
      prompt: { br: 'O que é um algoritmo?', gb: 'What is an algorithm?' },
      options: [
        { text: { br: 'Um tipo de computador', gb: 'A kind of computer' } },
        { text: { br: 'Um erro no programa', gb: 'A bug in the program' } },
        {
          text: {
            br: 'Uma sequência finita de passos bem definidos que resolve um problema',
            gb: 'A finite sequence of well-defined steps that solves a problem',
          },
          correct: true,
        },
        { text: { br: 'Um programa que só funciona em C', gb: 'A program that only works in C' } },
      ],
    },
  ],
}

export const VARIABLES_QUIZ: TheoreticalSeed = {
  text: {
    br: 'Hora de conferir variáveis, operações e como o juiz corrige. Pense em cada linha como o computador pensaria.',
    gb: 'Time to check variables, operations and how the judge marks your work. Think through each line as the computer would.',
  },
  questions: [
    {
      prompt: {
        br: 'Depois de executar `x = 7` e, em seguida, `x = x + 3`, quanto vale `x`?',
        gb: 'After running `x = 7` and then `x = x + 3`, what is the value of `x`?',
      },
      options: [
        { text: { br: '7', gb: '7' } },
        { text: { br: '10', gb: '10' }, correct: true },
        { text: { br: '21', gb: '21' } },
      ],
    },
    {
      prompt: { br: 'Em Python, quanto vale `17 % 5`?', gb: 'In Python, what is `17 % 5`?' },
      options: [
        { text: { br: '3', gb: '3' } },
        { text: { br: '2', gb: '2' }, correct: true },
        { text: { br: '85', gb: '85' } },
      ],
    },
    {
      prompt: {
        br: 'Seu programa imprime `Digite dois números:` antes da resposta certa. O que o juiz responde?',
        gb: 'Your program prints `Enter two numbers:` before the right answer. What does the judge say?',
      },
      options: [
        { text: { br: 'Aceito', gb: 'Accepted' } },
        { text: { br: 'Resposta errada', gb: 'Wrong Answer' }, correct: true },
        { text: { br: 'Erro de compilação', gb: 'Compilation Error' } },
      ],
    },
  ],
}
