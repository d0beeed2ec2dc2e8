// Demo blog posts, comments and feed posts (issue 7). Real texts about learning to program, in Markdown; the
// English title is given for all but one post, which shows the fallback to the Portuguese title.
import type { BlogTag, BlogVisibility, FeedTag, FeedVisibility } from '../../schema-social'

export interface DemoPost {
  url: string
  author: string
  title_br: string
  title_gb: string | null
  tag: BlogTag
  visibility: BlogVisibility
  is_tutorial?: boolean
  is_assistant_knowledge?: boolean
  /** Generated 900×600 cover (blog.ts draws it). */
  image?: boolean
  daysAgo: number
  text: string
}

export const DEMO_POSTS: DemoPost[] = [
  {
    url: 'chegou-o-feed-da-comunidade',
    author: 'admin@trilha.dev',
    title_br: 'Chegou o feed da comunidade',
    title_gb: 'The community feed is here',
    tag: 'news',
    visibility: 'public',
    image: true,
    daysAgo: 1,
    text: `Agora a Trilha tem um **feed**: um lugar para compartilhar dicas, vagas, conquistas e aquela piada de
programador que só quem já esqueceu um ponto e vírgula entende.

## Quem vê o quê

Cada publicação escolhe quem pode lê-la:

| Visibilidade | Quem vê |
|---|---|
| Comunidade | todo mundo, até quem ainda não entrou |
| Somente PRO | assinantes PRO |
| Somente amigos | você e seus amigos |

## Como começar

1. Abra a página de [novidades](/br/news).
2. Escreva até 1000 caracteres.
3. Escolha um assunto: dica, humor, vagas ou outros.

Seus amigos recebem uma notificação quando você publica. Bons estudos!`,
  },
  {
    url: 'novo-curso-git-na-pratica',
    author: 'admin@trilha.dev',
    title_br: 'Novo curso: Git na prática',
    title_gb: 'New course: Git in practice',
    tag: 'news',
    visibility: 'public',
    daysAgo: 6,
    text: `Todo projeto de verdade usa controle de versão. O curso [Git na prática](course:git-na-pratica) ensina
o ciclo do dia a dia — \`git add\`, \`git commit\`, \`git push\` — e depois ramificações e trabalho em equipe.

- Aulas curtas, com exercícios no fim de cada tópico.
- Nada de decorar comandos: cada um aparece quando faz falta.
- Certificado ao concluir.

[Começar agora;button](course:git-na-pratica)`,
  },
  {
    url: 'como-ler-um-enunciado',
    author: 'autor@trilha.dev',
    title_br: 'Como ler um enunciado antes de programar',
    title_gb: 'How to read a problem statement before coding',
    tag: 'tutorial',
    visibility: 'public',
    is_tutorial: true,
    is_assistant_knowledge: true,
    daysAgo: 10,
    text: `A maior parte das respostas erradas nasce antes da primeira linha de código: de um enunciado lido com
pressa. Este tutorial mostra um roteiro simples.

## 1. Entrada e saída primeiro

Descubra **exatamente** o que chega e o que deve sair. Se a entrada é "dois inteiros A e B na mesma linha",
o seu programa não deve imprimir mensagens como "Digite A:".

\`\`\`python
a, b = map(int, input().split())
print(a + b)
\`\`\`

## 2. Os limites dizem qual solução cabe

Se N chega a 100 000, um laço dentro de outro laço (N²) faz 10 bilhões de passos: não passa no tempo.
Procure algo perto de N ou N log N.

## 3. Teste os exemplos — e invente os seus

- o menor caso possível (N = 1);
- números negativos, se o enunciado permitir;
- o maior caso, para medir o tempo.

> Dica: escreva os casos de teste antes do código. Eles viram a sua especificação.`,
  },
  {
    url: 'complexidade-de-algoritmos-na-pratica',
    author: 'autor@trilha.dev',
    title_br: 'Complexidade de algoritmos na prática',
    title_gb: 'Algorithm complexity in practice',
    tag: 'article',
    visibility: 'pro',
    is_tutorial: true,
    daysAgo: 15,
    text: `Saber estimar quantas operações um programa faz é o que separa "funciona no exemplo" de "passa em
todos os testes". Aqui vamos do laço simples até a busca binária.

## Contando passos

Um laço que percorre uma lista de N elementos faz N passos: dizemos que é **O(N)**. Dois laços aninhados
sobre a mesma lista fazem N² passos.

\`\`\`c
for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
        soma += v[i] * v[j];
\`\`\`

## Busca binária: O(log N)

Em uma lista ordenada, olhar o meio e descartar metade a cada passo encontra qualquer valor em cerca de
20 passos, mesmo com um milhão de elementos.

\`\`\`python
def busca(v, x):
    ini, fim = 0, len(v) - 1
    while ini <= fim:
        meio = (ini + fim) // 2
        if v[meio] == x:
            return meio
        if v[meio] < x:
            ini = meio + 1
        else:
            fim = meio - 1
    return -1
\`\`\`

Regra prática: cerca de 10⁸ operações simples por segundo.`,
  },
  {
    url: 'cinco-habitos-de-quem-aprende-a-programar',
    author: 'autor@trilha.dev',
    title_br: 'Cinco hábitos de quem aprende a programar',
    title_gb: null,
    tag: 'article',
    visibility: 'public',
    daysAgo: 21,
    text: `Aprender a programar é menos sobre talento e mais sobre hábito. Estes cinco aparecem em quase todo
mundo que chega longe.

1. **Programar um pouco todo dia.** Meia hora diária rende mais que cinco horas no domingo.
2. **Ler mensagens de erro até o fim.** Elas dizem a linha e, quase sempre, o motivo.
3. **Resolver exercícios antes de ver a solução.** Travar faz parte; é aí que se aprende.
4. **Explicar o que fez.** Se você consegue explicar para alguém, entendeu de verdade.
5. **Revisar código antigo.** Ver o quanto você melhorou é o melhor combustível.

Qual desses você já pratica? Conte nos comentários!`,
  },
  {
    url: 'maratona-de-verao-rascunho',
    author: 'autor@trilha.dev',
    title_br: 'Maratona de verão (rascunho)',
    title_gb: 'Summer contest (draft)',
    tag: 'event',
    visibility: 'draft',
    daysAgo: 0,
    text: 'Rascunho: datas, regras e premiação da maratona de verão. Só quem cria conteúdo vê este post.',
  },
]

export const DEMO_COMMENTS: { post: string; author: string; text: string }[] = [
  {
    post: 'cinco-habitos-de-quem-aprende-a-programar',
    author: 'aluna@trilha.dev',
    text: 'O segundo hábito mudou meus estudos. Eu ignorava a mensagem de erro inteira!',
  },
  {
    post: 'cinco-habitos-de-quem-aprende-a-programar',
    author: 'pro@trilha.dev',
    text: 'Explicar para alguém funciona demais. Comecei a gravar áudios explicando os exercícios.',
  },
  {
    post: 'como-ler-um-enunciado',
    author: 'estudante@trilha.dev',
    text: 'Great checklist. I always forgot to test N = 1.',
  },
]

export const DEMO_FEED: {
  author: string
  text: string
  visibility: FeedVisibility
  tag: FeedTag
  hoursAgo: number
}[] = [
  {
    author: 'professor@trilha.dev',
    text: 'Vaga de monitoria de algoritmos no IFSP para o próximo semestre. Interessados, falem comigo!',
    visibility: 'community',
    tag: 'jobs',
    hoursAgo: 72,
  },
  {
    author: 'pro@trilha.dev',
    text: 'Dica PRO: na aula ao vivo de quinta vamos resolver juntos os problemas de grafos da semana.',
    visibility: 'pro',
    tag: 'hint',
    hoursAgo: 50,
  },
  {
    author: 'moderadora@trilha.dev',
    text: 'Existem 10 tipos de pessoas: as que entendem binário e as que não entendem. 😄',
    visibility: 'community',
    tag: 'humor',
    hoursAgo: 30,
  },
  {
    author: 'autor@trilha.dev',
    text: 'Antes de pedir ajuda com um erro, tente explicar o código linha por linha em voz alta.\nMetade das vezes o bug aparece no meio da explicação.',
    visibility: 'community',
    tag: 'hint',
    hoursAgo: 20,
  },
  {
    author: 'aluna@trilha.dev',
    text: 'Terminei a primeira semana do bootcamp de Python! Alguém quer fazer os exercícios de listas comigo amanhã?',
    visibility: 'friends',
    tag: 'other',
    hoursAgo: 5,
  },
  {
    author: 'estudante@trilha.dev',
    text: 'Finally solved my first graph problem. BFS is beautiful.',
    visibility: 'community',
    tag: 'other',
    hoursAgo: 2,
  },
]
