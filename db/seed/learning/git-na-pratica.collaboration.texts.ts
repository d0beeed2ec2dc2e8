// Lesson texts of "Git na prática": branches and collaboration (Markdown, pt-BR and en-GB).
import type { L10n } from './types'

export const BRANCHES: L10n = {
  br: `Um **branch** é uma linha de desenvolvimento independente. Com ele você experimenta uma ideia sem mexer no código que já funciona — se der certo, junta; se não, descarta.

## Criando e trocando de branch

\`\`\`bash
git switch -c nova-funcionalidade   # cria o branch e muda para ele
# ... edita, add, commit ...
git switch main                     # volta para o main
git branch                          # lista os branches; * marca o atual
\`\`\`

Por dentro, um branch é só um ponteiro para um commit. Por isso criar branches é instantâneo.

## Juntando o trabalho: merge

Quando a funcionalidade estiver pronta, volte ao \`main\` e traga as mudanças:

\`\`\`bash
git switch main
git merge nova-funcionalidade
git branch -d nova-funcionalidade   # apaga o branch já incorporado
\`\`\`

Se o \`main\` não mudou desde que o branch foi criado, o Git só avança o ponteiro (*fast-forward*). Se os dois lados tiveram commits, ele cria um **commit de merge** que une as duas histórias.

## Conflitos

Se os dois branches alteraram **as mesmas linhas** de um arquivo, o Git não tem como adivinhar qual versão vale e marca um conflito:

\`\`\`
<<<<<<< HEAD
print("Olá")
=======
print("Oi")
>>>>>>> nova-funcionalidade
\`\`\`

Para resolver:

1. Abra o arquivo e escolha o conteúdo final, apagando os marcadores \`<<<<<<<\`, \`=======\` e \`>>>>>>>\`.
2. Rode \`git add arquivo\` para marcar como resolvido.
3. Finalize com \`git commit\`.

Conflitos assustam na primeira vez, mas são normais em equipe. Commits pequenos e merges frequentes deixam os conflitos menores e mais raros.

## Um fluxo simples para o dia a dia

- O \`main\` sempre funciona.
- Cada tarefa nasce num branch com nome descritivo: \`corrige-login\`, \`pagina-de-perfil\`.
- Terminou? Merge no \`main\` (ou um pull request, como veremos adiante) e apague o branch.`,
  gb: `A **branch** is an independent line of development. With it you try out an idea without touching code that already works — if it works out, you merge it; if not, you throw it away.

## Creating and switching branches

\`\`\`bash
git switch -c new-feature   # creates the branch and switches to it
# ... edit, add, commit ...
git switch main             # back to main
git branch                  # lists the branches; * marks the current one
\`\`\`

Under the bonnet, a branch is just a pointer to a commit. That is why creating branches is instant.

## Bringing the work together: merge

When the feature is ready, go back to \`main\` and bring the changes in:

\`\`\`bash
git switch main
git merge new-feature
git branch -d new-feature   # deletes the branch now merged
\`\`\`

If \`main\` has not changed since the branch was created, Git simply moves the pointer forward (a *fast-forward*). If both sides have commits, it creates a **merge commit** joining the two histories.

## Conflicts

If both branches changed **the same lines** of a file, Git cannot guess which version wins and flags a conflict:

\`\`\`
<<<<<<< HEAD
print("Hello")
=======
print("Hi")
>>>>>>> new-feature
\`\`\`

To resolve it:

1. Open the file and choose the final content, deleting the \`<<<<<<<\`, \`=======\` and \`>>>>>>>\` markers.
2. Run \`git add file\` to mark it as resolved.
3. Finish with \`git commit\`.

Conflicts are frightening the first time, but they are normal in a team. Small commits and frequent merges keep conflicts smaller and rarer.

## A simple everyday workflow

- \`main\` always works.
- Each task starts on a branch with a descriptive name: \`fix-login\`, \`profile-page\`.
- Finished? Merge into \`main\` (or open a pull request, as we shall see) and delete the branch.`,
}

export const REMOTES: L10n = {
  br: `Até agora tudo aconteceu no seu computador. Um **remoto** é uma cópia do repositório em outro lugar — normalmente no GitHub — que serve de ponto de encontro da equipe e de vitrine do seu trabalho.

## Publicando um repositório

1. No GitHub, crie um repositório vazio (sem README, para não haver conflito).
2. Ligue o seu repositório local a ele e envie o histórico:

\`\`\`bash
git remote add origin https://github.com/ana/meu-projeto.git
git push -u origin main
\`\`\`

O \`-u\` memoriza a ligação: depois disso, basta \`git push\`. Para se autenticar, o GitHub pede um *token* de acesso pessoal ou uma chave SSH, não a senha da conta.

## Trazendo mudanças

\`\`\`bash
git clone https://github.com/ana/meu-projeto.git   # primeira cópia
git pull                                           # atualiza com o remoto
\`\`\`

O \`git pull\` busca os commits novos (\`git fetch\`) e os incorpora ao seu branch (\`git merge\`). Faça \`pull\` antes de começar a trabalhar e antes de cada \`push\`.

## Pull requests

Em equipe, ninguém envia direto para o \`main\`. O fluxo é:

1. Crie um branch: \`git switch -c melhora-readme\`.
2. Faça commits e envie o branch: \`git push -u origin melhora-readme\`.
3. No GitHub, abra um **pull request** (PR) do seu branch para o \`main\`.
4. Colegas revisam o código, comentam linhas e pedem ajustes; você responde com novos commits no mesmo branch.
5. Aprovado, o PR é integrado ao \`main\` com um clique.

Um bom PR é **pequeno** e tem uma descrição que diz o que muda, por que e como testar.

## Contribuindo com projetos de outras pessoas

Em projetos de código aberto você não tem permissão de escrita. Faça um **fork** (uma cópia do repositório na sua conta), trabalhe nele e abra o PR a partir do fork. É assim que milhares de pessoas contribuem com projetos como o Python e o Node.js.

## Seu portfólio

Repositórios públicos com README caprichado, commits claros e PRs bem descritos contam muito num processo seletivo. No projeto final deste curso, você vai montar o seu.`,
  gb: `So far everything has happened on your computer. A **remote** is a copy of the repository somewhere else — usually on GitHub — that serves as the team's meeting point and as a shop window for your work.

## Publishing a repository

1. On GitHub, create an empty repository (no README, so there is no conflict).
2. Link your local repository to it and send the history:

\`\`\`bash
git remote add origin https://github.com/ana/my-project.git
git push -u origin main
\`\`\`

The \`-u\` remembers the link: after that, \`git push\` is enough. To authenticate, GitHub asks for a personal access *token* or an SSH key, not your account password.

## Bringing changes in

\`\`\`bash
git clone https://github.com/ana/my-project.git   # first copy
git pull                                          # updates from the remote
\`\`\`

\`git pull\` fetches the new commits (\`git fetch\`) and merges them into your branch (\`git merge\`). Pull before you start work and before every \`push\`.

## Pull requests

In a team, nobody pushes straight to \`main\`. The workflow is:

1. Create a branch: \`git switch -c improve-readme\`.
2. Commit and push the branch: \`git push -u origin improve-readme\`.
3. On GitHub, open a **pull request** (PR) from your branch into \`main\`.
4. Colleagues review the code, comment on lines and ask for changes; you reply with new commits on the same branch.
5. Once approved, the PR is merged into \`main\` with one click.

A good PR is **small** and has a description saying what changes, why and how to test it.

## Contributing to other people's projects

In open-source projects you do not have write access. Make a **fork** (a copy of the repository in your account), work on it and open the PR from the fork. That is how thousands of people contribute to projects such as Python and Node.js.

## Your portfolio

Public repositories with a well-crafted README, clear commits and well-described PRs count for a great deal in a job application. In this course's final project you will build yours.`,
}
