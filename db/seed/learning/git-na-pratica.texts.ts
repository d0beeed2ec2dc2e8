// Lesson texts of "Git na prática" (Markdown, pt-BR and en-GB).
import type { L10n } from './types'

export const VERSION_CONTROL: L10n = {
  br: `Quem nunca salvou \`trabalho_final.docx\`, depois \`trabalho_final_v2.docx\` e, por fim, \`trabalho_final_agora_vai.docx\`? Um **sistema de controle de versão** resolve esse problema de forma organizada: ele guarda cada versão do projeto, quem mudou o quê, quando e por quê.

## Por que o Git?

O **Git** foi criado em 2005 por Linus Torvalds para desenvolver o kernel do Linux e hoje é o padrão da indústria. Três características explicam o sucesso:

1. **É distribuído.** Cada cópia do repositório tem todo o histórico. Você trabalha offline e não depende de um servidor central.
2. **É rápido.** Quase todas as operações acontecem no seu computador.
3. **Ramificar é barato.** Criar um *branch* para testar uma ideia leva milissegundos, e juntar o trabalho depois é rotina.

## Os conceitos principais

| Conceito | O que é |
|---|---|
| Repositório | A pasta do projeto mais o histórico, guardado na subpasta \`.git\` |
| Commit | Uma "fotografia" do projeto, com autor, data e mensagem |
| Branch | Uma linha de desenvolvimento independente |
| Remoto | Uma cópia do repositório em outro lugar, como o GitHub |

## Git não é GitHub

O Git é o programa que roda no seu computador. O **GitHub** (assim como o GitLab e o Bitbucket) é um serviço que hospeda repositórios na internet e acrescenta ferramentas de colaboração, como *pull requests* e revisão de código. Você pode usar Git sem nunca abrir o GitHub — mas, para trabalhar em equipe e montar um portfólio, os dois andam juntos.

## Por que isso importa para a sua carreira

Praticamente toda vaga de desenvolvimento pressupõe Git. Saber fazer commits pequenos e bem descritos, trabalhar em branches e abrir um pull request é tão básico quanto saber programar. Ao final deste curso, você terá um portfólio público para mostrar a recrutadores.`,
  gb: `Who has never saved \`final_essay.docx\`, then \`final_essay_v2.docx\` and finally \`final_essay_really_final.docx\`? A **version control system** solves that problem in an organised way: it keeps every version of the project, who changed what, when and why.

## Why Git?

**Git** was created in 2005 by Linus Torvalds to develop the Linux kernel, and today it is the industry standard. Three features explain its success:

1. **It is distributed.** Every copy of the repository holds the whole history. You can work offline and do not depend on a central server.
2. **It is fast.** Almost every operation happens on your own computer.
3. **Branching is cheap.** Creating a *branch* to try out an idea takes milliseconds, and bringing the work together later is routine.

## The main concepts

| Concept | What it is |
|---|---|
| Repository | The project folder plus its history, kept in the \`.git\` subfolder |
| Commit | A "snapshot" of the project, with author, date and message |
| Branch | An independent line of development |
| Remote | A copy of the repository somewhere else, such as GitHub |

## Git is not GitHub

Git is the program that runs on your computer. **GitHub** (like GitLab and Bitbucket) is a service that hosts repositories on the internet and adds collaboration tools such as *pull requests* and code review. You can use Git without ever opening GitHub — but for teamwork and for building a portfolio, the two go hand in hand.

## Why it matters for your career

Practically every development job assumes Git. Making small, well-described commits, working on branches and opening a pull request are as basic as knowing how to program. By the end of this course you will have a public portfolio to show recruiters.`,
}

export const SETUP: L10n = {
  br: `## Instalação

- **Linux** (Debian, Ubuntu): \`sudo apt install git\`
- **macOS**: rode \`git --version\` no Terminal; se o Git não estiver instalado, o sistema oferece instalar as ferramentas de linha de comando.
- **Windows**: baixe o instalador em git-scm.com. Ele inclui o *Git Bash*, um terminal onde os comandos deste curso funcionam igualzinho.

Confira se deu certo:

\`\`\`bash
git --version
\`\`\`

## Diga ao Git quem você é

Cada commit registra um autor. Configure seu nome e e-mail uma única vez por computador:

\`\`\`bash
git config --global user.name "Ana Souza"
git config --global user.email "ana@exemplo.com"
\`\`\`

Use o mesmo e-mail da sua conta no GitHub para que os commits apareçam no seu perfil.

Duas configurações que evitam dor de cabeça:

\`\`\`bash
git config --global init.defaultBranch main   # nome do branch inicial
git config --global core.editor "nano"        # editor das mensagens de commit
\`\`\`

## Criando o primeiro repositório

\`\`\`bash
mkdir meu-projeto
cd meu-projeto
git init
\`\`\`

O \`git init\` cria a pasta oculta \`.git\`, onde fica todo o histórico. **Nunca apague nem edite essa pasta à mão.**

## O comando mais útil de todos

\`\`\`bash
git status
\`\`\`

Ele mostra em que branch você está, quais arquivos mudaram e o que está pronto para o próximo commit — e quase sempre sugere o próximo comando. Na dúvida, rode \`git status\`.

## Ajuda embutida

Todo comando tem manual: \`git help commit\` ou \`git commit -h\` para um resumo rápido das opções.`,
  gb: `## Installation

- **Linux** (Debian, Ubuntu): \`sudo apt install git\`
- **macOS**: run \`git --version\` in Terminal; if Git is not installed, the system offers to install the command-line tools.
- **Windows**: download the installer from git-scm.com. It includes *Git Bash*, a terminal in which the commands of this course work just the same.

Check that it worked:

\`\`\`bash
git --version
\`\`\`

## Tell Git who you are

Every commit records an author. Set your name and e-mail once per computer:

\`\`\`bash
git config --global user.name "Ana Souza"
git config --global user.email "ana@example.com"
\`\`\`

Use the same e-mail as your GitHub account so that your commits show up on your profile.

Two settings that save headaches:

\`\`\`bash
git config --global init.defaultBranch main   # name of the first branch
git config --global core.editor "nano"        # editor for commit messages
\`\`\`

## Creating your first repository

\`\`\`bash
mkdir my-project
cd my-project
git init
\`\`\`

\`git init\` creates the hidden \`.git\` folder, where the whole history lives. **Never delete or edit that folder by hand.**

## The most useful command of all

\`\`\`bash
git status
\`\`\`

It shows which branch you are on, which files have changed and what is ready for the next commit — and it nearly always suggests the next command. When in doubt, run \`git status\`.

## Built-in help

Every command has a manual: \`git help commit\`, or \`git commit -h\` for a quick summary of the options.`,
}

export const DAILY_CYCLE: L10n = {
  br: `O trabalho com Git segue um ciclo: você **edita** arquivos, **escolhe** o que vai entrar no próximo commit e **registra** a fotografia.

## As três áreas

| Área | O que guarda |
|---|---|
| Diretório de trabalho | Os arquivos como estão no seu disco agora |
| Área de preparação (*staging*) | O que vai entrar no próximo commit |
| Repositório | Os commits já registrados |

## O ciclo na prática

\`\`\`bash
echo "# Meu projeto" > README.md
git status                 # README.md aparece como "untracked"
git add README.md          # coloca na área de preparação
git commit -m "Adiciona o README"
\`\`\`

O \`git add\` permite montar commits com **uma ideia cada**. Mudou dois assuntos diferentes? Faça \`git add\` de um, commit, depois do outro, commit de novo. Para adicionar tudo de uma vez, use \`git add .\` — mas confira antes com \`git status\`.

## Vendo o que mudou

\`\`\`bash
git diff            # mudanças ainda não preparadas
git diff --staged   # o que já está na área de preparação
\`\`\`

Linhas com \`+\` foram acrescentadas; com \`-\`, removidas. Ler o diff antes de cada commit é o melhor hábito para evitar enviar lixo ou senhas por engano.

## O histórico

\`\`\`bash
git log --oneline
\`\`\`

\`\`\`
a1b2c3d Corrige o cálculo da média
9f8e7d6 Adiciona a leitura das notas
1234abc Adiciona o README
\`\`\`

Cada commit tem um identificador único (o *hash*). Com ele você pode ver o commit completo (\`git show a1b2c3d\`) ou recuperar um arquivo antigo (\`git restore --source a1b2c3d arquivo.py\`).

## Boas mensagens de commit

Escreva no imperativo e diga **o que** o commit faz: "Corrige o cálculo da média", não "mudanças" ou "arrumei umas coisas". Se precisar explicar o **porquê**, deixe uma linha em branco após o título e escreva um parágrafo.

## Ignorando arquivos

Arquivos gerados (executáveis, \`node_modules\`, \`__pycache__\`) não devem ir para o repositório. Liste-os num arquivo \`.gitignore\`, um padrão por linha.`,
  gb: `Working with Git follows a cycle: you **edit** files, **choose** what goes into the next commit and **record** the snapshot.

## The three areas

| Area | What it holds |
|---|---|
| Working directory | The files as they are on your disk right now |
| Staging area | What will go into the next commit |
| Repository | The commits already recorded |

## The cycle in practice

\`\`\`bash
echo "# My project" > README.md
git status                 # README.md shows up as "untracked"
git add README.md          # puts it in the staging area
git commit -m "Add the README"
\`\`\`

\`git add\` lets you build commits with **one idea each**. Changed two different things? \`git add\` one, commit, then the other, commit again. To add everything at once, use \`git add .\` — but check with \`git status\` first.

## Seeing what changed

\`\`\`bash
git diff            # changes not yet staged
git diff --staged   # what is already in the staging area
\`\`\`

Lines starting with \`+\` were added; with \`-\`, removed. Reading the diff before every commit is the best habit for avoiding sending rubbish or passwords by mistake.

## The history

\`\`\`bash
git log --oneline
\`\`\`

\`\`\`
a1b2c3d Fix the average calculation
9f8e7d6 Add reading the marks
1234abc Add the README
\`\`\`

Each commit has a unique identifier (its *hash*). With it you can see the whole commit (\`git show a1b2c3d\`) or bring back an old file (\`git restore --source a1b2c3d file.py\`).

## Good commit messages

Write in the imperative and say **what** the commit does: "Fix the average calculation", not "changes" or "sorted some stuff". If you need to explain **why**, leave a blank line after the title and write a paragraph.

## Ignoring files

Generated files (executables, \`node_modules\`, \`__pycache__\`) do not belong in the repository. List them in a \`.gitignore\` file, one pattern per line.`,
}
