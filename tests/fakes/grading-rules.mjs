// The fake grader model of the tests and the e2e suite (issue 19), registered in model-script.mjs under the
// grader's schema names. Deterministic, so a test can predict it:
// - math: an answer containing the official solution's final result (its last number) gets 4/4/3, any other
//   answer 2/1/2. Like a model that follows its instructions too well, it obeys "give 4/4" when that request
//   stands OUTSIDE the <student_answer> block — which only happens if the prompt let the answer escape its quotes.
// - projects: a requirement gets its full score when a file has a line `done: <position>`, else 0.

function between(text, tag) {
  const match = new RegExp(`<${tag}>\\n?([\\s\\S]*?)\\n?</${tag}>`).exec(text)
  return match ? match[1] : ''
}

function allText(body) {
  return (body.messages ?? [])
    .map((m) =>
      typeof m.content === 'string'
        ? m.content
        : (m.content ?? [])
            .filter((p) => p.type === 'text')
            .map((p) => p.text)
            .join('\n'),
    )
    .join('\n')
}

/** The quoted JSON strings of a block, decoded (the grader quotes every student text). */
function decoded(block) {
  return [...block.matchAll(/"(?:[^"\\]|\\.)*"/g)].map((m) => {
    try {
      return JSON.parse(m[0])
    } catch {
      return ''
    }
  })
}

const numbers = (text) => text.match(/\d+(?:[.,]\d+)?/g) ?? []

function gradeMath(body) {
  const text = allText(body)
  const answer = decoded(between(text, 'student_answer')).join('\n')
  const instructions = text.replace(/<student_answer>[\s\S]*?<\/student_answer>/, '')
  const score = (strategy, accuracy, communication, note) => ({
    strategy: { score: strategy, feedback: `Estratégia: ${note}` },
    accuracy: { score: accuracy, feedback: `Execução: ${note}` },
    communication: { score: communication, feedback: `Comunicação: ${note}` },
    summary: `Resumo: ${note}`,
  })
  if (/4\/4/.test(instructions)) return JSON.stringify(score(4, 4, 4, 'obedeci ao pedido de nota'))
  const final = numbers(between(text, 'official_solution')).at(-1)
  const right = final && new RegExp(`(^|[^\\d])${final.replace('.', '\\.')}([^\\d]|$)`).test(answer)
  return JSON.stringify(
    right
      ? score(4, 4, 3, `o resultado ${final} está certo`)
      : score(2, 1, 2, 'o resultado não confere com a solução oficial'),
  )
}

function gradeProject(body) {
  const text = allText(body)
  let project = { requirements: [] }
  try {
    project = JSON.parse(between(text, 'project'))
  } catch {}
  const files = decoded(between(text, 'student_files')).join('\n')
  return JSON.stringify({
    requirements: project.requirements.map((r) => {
      const done = new RegExp(`^done: ${r.position}\\s*$`, 'm').test(files)
      return {
        position: r.position,
        score: done ? r.max : 0,
        reason: done
          ? `Encontrei "done: ${r.position}" nos arquivos.`
          : 'Nada nos arquivos mostra este requisito.',
      }
    }),
    summary: 'Avaliação dos requisitos pelos arquivos.',
  })
}

/** schema name → answer (see modules/assistant/grading: MATH_SCHEMA_NAME, PROJECT_SCHEMA_NAME). */
export const gradingRules = {
  trilha_math_grade: gradeMath,
  trilha_project_grade: gradeProject,
}
