// Rich-text renderer cost (app/rich-text): milliseconds per render of the full pipeline (GFM, raw HTML +
// sanitiser, embeds, highlighting, KaTeX) against a baseline measured in the same run: plain CommonMark
// (remark-parse → remark-rehype → rehype-stringify) on the same text. Also the cached path (LRU hit: a sha1
// and a Map lookup). Figures and ratios only, never a threshold. BENCH_ROUNDS (default 200) sets the rounds;
// rounds interleave the variants in a shuffled order. Ends with one `JSON: {...}` line.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { median, ms, p95, round, shuffle, table } from './judge/stats.mjs'

const ROUNDS = Math.max(20, Number(process.env.BENCH_ROUNDS ?? 200))
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const started = performance.now()

// The renderer as the server runs it, bundled from the current source (dependencies included, so the
// bundle runs from a temp dir).
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'trilha-bench-rich-text-'))
process.on('exit', () => fs.rmSync(tmp, { recursive: true, force: true }))
const entry = path.join(tmp, 'entry.ts')
fs.writeFileSync(
  entry,
  `export { render } from '${root}/app/rich-text/pipeline.server'
export { renderRichText, clearRichTextCache } from '${root}/app/rich-text/index.server'
export { unified } from 'unified'
export { default as remarkParse } from 'remark-parse'
export { default as remarkRehype } from 'remark-rehype'
export { default as rehypeStringify } from 'rehype-stringify'
`,
)
await build({
  entryPoints: [entry],
  outfile: path.join(tmp, 'rich-text.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  alias: { '~': root },
  nodePaths: [path.join(root, 'node_modules')],
  loader: { '.json': 'json' },
  logLevel: 'warning',
})
const rt = await import(path.join(tmp, 'rich-text.mjs'))
const plain = rt.unified().use(rt.remarkParse).use(rt.remarkRehype).use(rt.rehypeStringify).freeze()

const prose = `## Variáveis

Uma **variável** guarda um valor. Em Python, basta *atribuir*: o tipo vem do valor. Leia com calma e
experimente no editor ao lado; veja também [a documentação](https://docs.python.org/3/) e o
[próximo passo](course:python-bootcamp:tipos).

- números inteiros e reais
- textos (strings)
- valores lógicos

> Dica: nomes claros poupam horas de depuração.
`.repeat(3)

const lesson = `${prose}
\`\`\`python
def media(notas):
    total = 0
    for nota in notas:
        total += nota  # soma
    return total / len(notas)

print(media([7.5, 8, 9.25]))
\`\`\`

\`\`\`portugol
programa {
  funcao inicio() {
    inteiro n
    leia(n)
    escreva("Dobro: ", n * 2, "\\n")
  }
}
\`\`\`

A média é $\\bar{x} = \\frac{1}{n}\\sum_{i=1}^{n} x_i$ e a variância $\\sigma^2$.

$$
\\int_0^1 x^2\\,dx = \\frac{1}{3}
$$

| tipo | exemplo |
|---|---|
| int | \`42\` |
| float | \`3.14\` |

![video: Aula](https://www.youtube.com/watch?v=dQw4w9WgXcQ) ![form](https://forms.gle/abc)

[Começar;button](course:python-bootcamp)
`

const maths = Array.from(
  { length: 30 },
  (_, i) => `Seja $f_${i}(x) = \\sqrt{x^${i} + ${i}}$ e $$\\sum_{k=0}^{${i}} \\binom{${i}}{k} = 2^{${i}}$$\n`,
).join('\n')

const DOCS = [
  { name: 'prose', label: 'prose, lists, links (1.5 KB)', text: prose },
  { name: 'lesson', label: 'lesson: prose, 2 code blocks, maths, table, embeds (2.7 KB)', text: lesson },
  { name: 'maths', label: '60 formulas (2.3 KB)', text: maths },
]

function time(fn) {
  const t0 = performance.now()
  fn()
  return performance.now() - t0
}

// Warm-up, and a sanity check that both produce something.
for (const d of DOCS) {
  for (let i = 0; i < 20; i++) {
    if (!String(plain.processSync(d.text)) || !rt.render(d.text, 'br'))
      throw new Error(`empty render: ${d.name}`)
  }
}

const samples = Object.fromEntries(DOCS.map((d) => [d.name, { plain: [], full: [], cached: [] }]))
for (let i = 0; i < ROUNDS; i++) {
  for (const [d, variant] of shuffle(DOCS.flatMap((d) => ['plain', 'full', 'cached'].map((v) => [d, v])))) {
    const s = samples[d.name]
    if (variant === 'plain') s.plain.push(time(() => plain.processSync(d.text)))
    else if (variant === 'full') s.full.push(time(() => rt.render(d.text, 'br')))
    else {
      rt.renderRichText(d.text, { prefix: 'br' })
      s.cached.push(time(() => rt.renderRichText(d.text, { prefix: 'br' })))
    }
  }
}

const rows = DOCS.map((d) => {
  const s = samples[d.name]
  return {
    name: d.name,
    label: d.label,
    plain: median(s.plain),
    plainP95: p95(s.plain),
    full: median(s.full),
    fullP95: p95(s.full),
    cached: median(s.cached),
    ratio: median(s.full) / median(s.plain),
    cacheGain: median(s.full) / median(s.cached),
  }
})

console.log(`rich-text renderer, ${ROUNDS} rounds, ms per render (median / p95)\n`)
table(
  ['document', 'plain remark', 'full pipeline', 'ratio', 'cached hit', 'cache gain'],
  rows.map((r) => [
    r.label,
    `${ms(r.plain)} / ${ms(r.plainP95)}`,
    `${ms(r.full)} / ${ms(r.fullP95)}`,
    `${r.ratio.toFixed(1)}×`,
    ms(r.cached, 3),
    `${Math.round(r.cacheGain)}×`,
  ]),
)
const figures = {
  rounds: ROUNDS,
  documents: Object.fromEntries(
    rows.map((r) => [
      r.name,
      {
        plainMs: round(r.plain, 3),
        plainP95Ms: round(r.plainP95, 3),
        fullMs: round(r.full, 3),
        fullP95Ms: round(r.fullP95, 3),
        ratio: round(r.ratio),
        cachedMs: round(r.cached, 4),
        cacheGain: round(r.cacheGain, 0),
      },
    ]),
  ),
  seconds: round((performance.now() - started) / 1000, 1),
}
console.log(`\nJSON: ${JSON.stringify(figures)}`)
