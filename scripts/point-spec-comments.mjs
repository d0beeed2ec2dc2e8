#!/usr/bin/env node
// Points the comments that cite the outside specification ("spec §N") at our own docs/product.md (issue 17).
//
//   node scripts/point-spec-comments.mjs           rewrites the files in place, prints what changed
//   node scripts/point-spec-comments.mjs --dry     prints what would change, writes nothing
//   node scripts/point-spec-comments.mjs --check   exits 1 while any citation of the outside spec is left
//
// Deterministic (files in sorted order, line by line, no clock) and idempotent (a rewritten line matches none
// of the patterns, so a second run changes nothing). The section a citation points at comes from the file's
// path (ANCHORS, first match); a few lines whose path says too little have their own wording (OVERRIDES).
// In test titles the citation is dropped: a title states the behaviour already.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** What the check reads (and the rewrite touches), relative to the repository root. */
export const ROOTS = [
  'app',
  'modules',
  'db',
  'judge',
  'engine',
  'tests',
  'server.js',
  'remix.config.js',
  'docs',
]
const SKIP_DIRS = new Set(['node_modules', 'build', '.tmp', 'data', 'test-results', 'playwright-report'])
/** This script's own fixtures and the check's test quote citations on purpose. */
const SKIP_FILES = new Set([
  'docs/product.md',
  'docs/judge-facts.md',
  'tests/architecture/point-spec-comments.test.ts',
  'tests/architecture/spec-citations.test.ts',
])
const EXTENSIONS = /\.(?:ts|tsx|js|mjs|cjs|jsx|css|md)$/

const SECTION = String.raw`§\s?\d+(?:\.\d+)?`
const SECTIONS = String.raw`${SECTION}(?:\s*(?:,|/|and|or)\s*${SECTION})*`
/** "spec §3", "Spec §3, §4", "the spec's §6", "spec §3 / §5", "spec §7's". */
const CITATION = String.raw`(?:\b[Tt]he )?\b([Ss])pec(?:'s|’s)?\s*${SECTIONS}((?:'s|’s)?)`

/** Anything that still cites the outside specification or its companion files. */
export const LEFTOVER = [
  /§\s?\d/,
  /\b[Tt]he spec\b/,
  /\bspec (?:copy|list|message|order|field|language)s?\b/,
  /(?:\/\/|\/\*+|^\s*\*|#)\s*Spec:\s/,
  /\(spec: ["'“]/,
  /\bROUTES\.md\b/,
  /\bJUDGE-FACTS\.md\b/,
  /shared\/spec\b/,
]

/** Repository path → docs/product.md section. First match wins; '' is the file's top. */
export const ANCHORS = [
  [/^app\/shell\/SearchBox/, 'social-search'],
  [/^app\/root\.tsx$/, 'social-notifications'],
  [/^app\/(shell\/|kernel\/requests\/handle)/, 'site-shell'],
  [/^app\/(rich-text\/|styles\/rich-text)/, 'kernel-rich-text'],
  [/^app\/styles\/practice/, 'judge-practice-pages'],
  [/^app\/styles\/profile/, 'kernel-people-on-screen'],
  [/^app\/styles\/search/, 'social-search'],
  [/^app\/styles\/social/, 'social'],
  [/^app\/kernel\/files\/images/, 'kernel-images'],
  [/^app\/kernel\/auth\/(policy|guards)/, 'kernel-roles-and-permissions'],
  [/^app\/kernel\/i18n\/(locale|theme)/, 'kernel-time'],
  [/^app\/kernel\/i18n\/legacy/, 'kernel-locales-and-urls'],
  [/^(app\/|server\.js$|remix\.config\.js$)/, 'kernel-requests-and-errors'],
  [/^modules\/account\/(ui\/(ExternalActivities|Profile)|routes\/user-edit)/, 'social-profiles'],
  [/^modules\/account\//, 'account'],
  [/^modules\/site\//, 'site-pages'],
  [/^modules\/judge\/.*language/i, 'judge-languages'],
  [
    /^modules\/judge\/.*(submi|poll|status|draft|constants|progress|workspace|SolutionForm|failed-test)/i,
    'judge-submissions',
  ],
  [
    /^modules\/judge\/.*(listing|source|subject|PracticeMenu|random|routes\/exercises\.tsx)/,
    'judge-practice-pages',
  ],
  [/^modules\/judge\//, 'judge-exercises'],
  [/^modules\/learning\/(progress\/|.*(certificat|level-up|achievement))/, 'learning-progress'],
  [/^modules\/learning\/(content\/|routes\/content\.)/, 'learning-content'],
  [/^modules\/learning\/index\.ts$/, 'learning-content'],
  [/^modules\/learning\/.*(math|project|AnswerParts)/i, 'learning-math-and-projects'],
  [/^modules\/learning\/.*lesson/i, 'learning-lessons'],
  [/^modules\/learning\/.*(course|paths|text\.)/i, 'learning-courses'],
  [/^modules\/learning\//, 'learning-lessons'],
  [/^modules\/competitions\/.*(external|hall-of-fame)/, 'competitions-external-results-and-halls-of-fame'],
  [/^modules\/competitions\/(rankings\/|.*ranking)/, 'competitions-rankings'],
  [/^modules\/competitions\/.*(join|virtual|simulate)/, 'competitions-joining'],
  [/^modules\/competitions\/.*(manage|scoreboard)/, 'competitions-organizers-and-scoreboard'],
  [/^modules\/competitions\//, 'competitions-creating'],
  [/^modules\/social\/blog\//, 'social-feed-and-blog'],
  [/^modules\/social\/friends\//, 'social-friends'],
  [/^modules\/social\/notes\//, 'social-notes'],
  [/^modules\/social\/profile\//, 'social-profiles'],
  [/^modules\/social\/search\//, 'social-search'],
  [/^modules\/social\/feedbacks\//, 'social-feedbacks'],
  [/^modules\/social\/[^/]*team/, 'social-teams'],
  [/^modules\/social\/.*notification/, 'social-notifications'],
  [/^modules\/(social|org|billing|assistant)\//, '$1'],
  [/^db\/seed\/social\/blog/, 'social-feed-and-blog'],
  [/^db\/seed\/learning\//, 'learning-courses'],
  [/^db\/seed\/sources/, 'judge-practice-pages'],
  [/^db\/.*competitions/, 'competitions-creating'],
  [/^db\/.*learning/, 'learning-content'],
  [/^db\/.*social/, 'social'],
  [/^db\/.*community/, 'social-profiles'],
  [/^db\/(.*practice|schema\.ts$)/, 'judge-exercises'],
  [/^judge\/(languages\/|README)/, 'judge-languages'],
  [/^judge\//, 'judge-submissions'],
  [/^tests\/e2e\/competitions/, 'competitions'],
  [/^tests\/e2e\/social/, 'social'],
  [/^tests\/e2e\/(practice|workspace)/, 'judge-submissions'],
  [/^tests\/e2e\/accessibility/, 'social-notifications'],
  [/^docs\/decisions\/010/, 'competitions'],
  [/^docs\/decisions\/011/, 'social'],
  [/^docs\/decisions\/013/, 'kernel-requests-and-errors'],
]

/**
 * Lines the patterns would word badly, by their text (not their place: files move). `{link}` is the path's
 * link, `{link:anchor}` a chosen section's.
 */
export const OVERRIDES = [
  [
    "The header our islands add to the GET endpoints that write (spec §7's friend confirm/reject).",
    'The header our islands add to the GET endpoints that write (the friend confirm/reject, {link:kernel-requests-and-errors}).',
  ],
  [
    "The one place where the spec's §6 table becomes code.",
    'The one place where the table of {link:kernel-roles-and-permissions} becomes code.',
  ],
  ['(spec §3 "display form")', '({link:kernel-people-on-screen})'],
  ['Spec §3 "image": the profile picture', '{link:kernel-people-on-screen}: the profile picture'],
  [
    'Names with more than two words are shown as first and last word (spec §3).',
    'Names with more than two words are shown as first and last word ({link:kernel-people-on-screen}).',
  ],
  [
    'The notifications badge shows 9+ above 9 (spec §9).',
    'The notifications badge shows 9+ above 9 ({link:kernel-people-on-screen}).',
  ],
  ["spec §9's daily bonus", 'the daily bonus ({link:learning-progress})'],
  [
    'instead (§2 width 600; §4 opening it loads them all and resets the count to 0).',
    'instead (600 px wide; opening it loads them all and resets the count to 0).',
  ],
  ["spec §8's 'You need to log in first'", "'You need to log in first' ({link})"],
  ["(spec §7's 4 s poll)", '(the 4 s poll of {link})'],
  ["keep spec §7's 4 s poll.", 'keep the 4 s poll ({link}).'],
  ["Spec §7's 4 s poll stays valid", 'The 4 s poll of [product rules]({rel}#judge-submissions) stays valid'],
  ["under spec §8's", 'under'],
  ['Every language of §9 with', 'Every language of {link} with'],
  ['(spec §4 plus MLE/OLE/internal_error)', '({link} lists them)'],
  ['(spec §3 "custom checker")', '({link:judge-exercises})'],
  ['Judge language ids (spec §9).', 'Judge language ids ({link:judge-languages}).'],
  [
    'PRO users and staff create competitions (spec §6).',
    'PRO users and staff create competitions ({link:competitions-creating}).',
  ],
  [
    'Organizers (spec §6: judge, refresh',
    'Organizers ({link:competitions-organizers-and-scoreboard}: judge, refresh',
  ],
  ['the PRO crown of spec §2', 'the PRO crown ({link:site-shell})'],
  ['(spec §1 lesson types)', '({link:learning-lessons})'],
  ['Spec §3 preferences.', 'Preferences ({link:social-profiles}).'],
  ['/** Spec §4. */', '/** Who sees a feed post ({link:social-feed-and-blog}). */'],
  ['Spec §4 feedback statuses.', 'Feedback statuses ({link:social-feedbacks}).'],
  [
    'Spec §9 order (the order the language menu shows).',
    'The order of {link} (the one the language menu shows).',
  ],
  ['The PRO crown of spec §2 (the top bar', 'The PRO crown ({link:site-shell}: the top bar'],
  ['Rankings (spec §9: updated daily)', 'Rankings ({link:competitions-rankings}: updated daily)'],
  [
    'Spec §9: "Unfreezing takes up to 2 minutes"',
    '{link:competitions-organizers-and-scoreboard}: "Unfreezing takes up to 2 minutes"',
  ],
  [
    'Spec §3 external competition results, with the competition form rules of spec §5.',
    'External competition results and their form rules ({link:competitions-external-results-and-halls-of-fame}).',
  ],
  [
    'Spec §3 institution: pick one, or create one; spec §4: a saved institution is edited only via support.',
    'Institution: pick one, or create one; once saved, only support edits it ({link}).',
  ],
  ['Spec §3 jobs:', 'Jobs ({link:competitions-external-results-and-halls-of-fame}):'],
  ['Spec §2 PRO subscription card:', 'The PRO subscription card ({link:billing}):'],
  ['(spec §2 "course", §3 "course")', '({link})'],
  [
    'Spec §3: a name of more than two words',
    'A name of more than two words ({link:kernel-people-on-screen})',
  ],
  ['Spec §9 viewer code languages', 'The viewer languages ({link:kernel-rich-text})'],
  ['spec §3 status detail (below)', 'the status detail of {link:judge-submissions} (below)'],
  ['Spec §8 429:', 'Too many tries, 429 ({link:competitions-joining}):'],
  ['spec §9 order,', 'the order of {link},'],
  ['one file per spec §9 language', 'one file per language of {link}'],
  ['The spec makes the friend confirm/reject endpoints GET', 'The friend confirm/reject endpoints are GETs'],
  ['(spec §3, §5: 640×640)', '({link:kernel-images}: 640×640)'],
  ['(spec §3 user colours)', '({link:kernel-people-on-screen})'],
  [
    'Display form: more than two words → first and last (spec §3).',
    'Display form: more than two words → first and last ({link:kernel-people-on-screen}).',
  ],
  ['(spec §9: default size 32)', '(32 px, {link})'],
  ['Spec §9 cuts a feed notification', '{link} cuts a feed notification'],
  ['(spec §3 "profile stats"', '({link:competitions-rankings}: "profile stats"'],
]

/** GitHub's heading slug (the anchors of docs/product.md). */
export function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-')
}

export function anchorFor(file) {
  for (const [re, anchor] of ANCHORS) {
    const m = re.exec(file)
    if (m) return anchor.replace('$1', m[1] ?? '')
  }
  return ''
}

/** How a file names a section: a repo path in code, a relative Markdown link in Markdown. */
function linker(file) {
  const markdown = file.endsWith('.md')
  const rel = path.posix.relative(path.posix.dirname(file), 'docs/product.md') || 'product.md'
  const target = (anchor) => `${rel}${anchor ? `#${anchor}` : ''}`
  return {
    rel,
    link: (anchor, capital = false) =>
      markdown
        ? `[${capital ? 'P' : 'p'}roduct rules](${target(anchor)})`
        : `docs/product.md${anchor ? `#${anchor}` : ''}`,
  }
}

const TEST_TITLE = /\b(?:describe|it|test)(?:\.\w+)*\(\s*['"`]/

const VERB = /^(?:lists|says|cuts|makes|warns|gives|asks|names)\b/
/** What a citation that opens a comment introduced: a quoted phrase, or words up to the first stop. */
function subjectOf(after) {
  if (/^["“]/.test(after)) {
    const close = after.indexOf(after[0] === '"' ? '"' : '”', 1)
    return close > 0 ? after.slice(0, close + 1) : ''
  }
  return /^[^:.,;(—]+/.exec(after)?.[0].trimEnd() ?? ''
}

/**
 * A comment (or a Markdown line) that opens with the citation: "Spec §9: the meta…" → "link: the meta…";
 * "Spec §3 jobs: position…" → "Jobs (link): position…"; "Spec §9 cuts…" → "link cuts…".
 */
function rewriteOpening(line, link, anchor) {
  const m = new RegExp(`^(\\s*(?:\\/\\/+|\\/\\*+|\\*|#+|-|\\|)?\\s*)${CITATION}(:?)(\\s*)(.*)$`).exec(line)
  if (!m) return line
  const [, pre, , possessive, colon, space, after] = m
  if (possessive) return line
  if (colon || after === '' || /^[.,;)*]/.test(after))
    return `${pre}${link(anchor, true)}${colon}${space}${after}`
  if (VERB.test(after)) return `${pre}${link(anchor, true)} ${after}`
  const subject = subjectOf(after)
  if (!subject) return `${pre}${link(anchor, true)}: ${after}`
  const rest = after.slice(subject.length)
  const Subject = `${subject[0].toUpperCase()}${subject.slice(1)}`
  // "Spec §6 roles (visitor is …)" → "Roles (link; visitor is …)": one parenthesis, not two.
  const aside = /^ \(([^()]*)\)/.exec(rest)
  if (aside) return `${pre}${Subject} (${link(anchor)}; ${aside[1]})${rest.slice(aside[0].length)}`
  return `${pre}${Subject} (${link(anchor)})${rest}`
}

/** The rewrite of one line of `file` (repository-relative, forward slashes). */
export function rewriteLine(line, file) {
  const anchor = anchorFor(file)
  const { link, rel } = linker(file)
  let out = line
  for (const [from, to] of OVERRIDES) {
    if (!out.includes(from)) continue
    const text = to
      .replaceAll('{rel}', rel)
      .replace(/\{link(?::([a-z0-9-]+))?\}/g, (_, a) => link(a ?? anchor))
    out = out.split(from).join(text)
  }
  if (TEST_TITLE.test(out)) {
    out = out
      .replace(new RegExp(String.raw`\s*\(${CITATION}\)`, 'g'), '')
      .replace(new RegExp(String.raw`\(${CITATION}:?\s+`, 'g'), '(')
      .replace(new RegExp(String.raw`\s*${CITATION}`, 'g'), '')
  }
  // "(spec §4)" → "(link)"; "(spec §5: 640×640)" / "(spec §3 fields" → "(link: …".
  out = out.replace(new RegExp(String.raw`\(${CITATION}\)`, 'g'), () => `(${link(anchor)})`)
  out = out.replace(new RegExp(String.raw`\(${CITATION}(:?)\s+`, 'g'), () => `(${link(anchor)}: `)
  out = rewriteOpening(out, link, anchor)
  // Anywhere else in a sentence: "as spec §6 says" → "as link says".
  out = out.replace(new RegExp(`${CITATION}(:?)`, 'g'), (_, s, possessive, colon) =>
    possessive ? `the rules of ${link(anchor)}` : `${link(anchor)}${colon}`,
  )
  // Sections left alone on a line that was a citation's: "(§6)", "Notification, §4, §5", "the §8 team error".
  out = out
    .replace(new RegExp(String.raw`\s*\((?:the )?${SECTIONS}\)`, 'g'), '')
    .replace(new RegExp(String.raw`,\s*${SECTIONS}(?=\s*[),;])`, 'g'), '')
    .replace(new RegExp(String.raw`(?:\bthe )?${SECTIONS}\s?`, 'g'), (m) =>
      m.startsWith('the ') ? 'the ' : '',
    )
  // The spec named without a section.
  out = out
    .replace(/((?:\/\/|\/\*+|^\s*\*|#)\s*)Spec:\s/g, (_, pre) => `${pre}${link(anchor, true)}: `)
    .replace(/\(spec: (["'“])/g, (_, q) => `(${link(anchor)}: ${q}`)
    .replace(/\b[Tt]he spec: /g, () => `${link(anchor, true)}: `)
    .replace(/\b([Tt])he spec('|’)s/g, '$1he product$2s')
    .replace(/\b([Tt])he spec\b/g, '$1he product')
    .replace(/\bspec (field|language)(s?)\b/g, '$1$2')
    .replace(/\bspec (copy|list|message|order)\b/g, 'product $1')
    .replace(/(?:\.\.\/)*shared\/ROUTES\.md|\bROUTES\.md\b/g, 'docs/routes.md')
    .replace(/(?:\.\.\/)*shared\/JUDGE-FACTS\.md|\bJUDGE-FACTS\.md\b/g, 'docs/judge-facts.md')
  return out
}

/** The whole text of `file`, rewritten. */
export function rewriteText(text, file) {
  return text
    .split('\n')
    .map((line) => (needsRewrite(line) ? rewriteLine(line, file) : line))
    .join('\n')
}

export function needsRewrite(line) {
  return LEFTOVER.some((re) => re.test(line))
}

/** Every file under ROOTS that the rewrite and the check read, sorted, repository-relative. */
export function sourceFiles(root) {
  const files = []
  const walk = (rel) => {
    const abs = path.join(root, rel)
    if (!fs.existsSync(abs)) return
    const stat = fs.statSync(abs)
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(abs).sort()) {
        if (!SKIP_DIRS.has(name)) walk(rel ? `${rel}/${name}` : name)
      }
    } else if (EXTENSIONS.test(rel) && !SKIP_FILES.has(rel)) {
      files.push(rel)
    }
  }
  for (const r of ROOTS) walk(r)
  return files.sort()
}

/** Lines that still cite the outside spec: `[{file, line, text}]`. */
export function leftovers(root) {
  const found = []
  for (const file of sourceFiles(root)) {
    const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n')
    lines.forEach((text, i) => {
      if (needsRewrite(text)) found.push({ file, line: i + 1, text: text.trim() })
    })
  }
  return found
}

function main(argv) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  if (argv.includes('--check')) {
    const found = leftovers(root)
    for (const f of found) console.log(`${f.file}:${f.line}: ${f.text}`)
    console.log(
      `${found.length} citation(s) of the outside spec left (run node scripts/point-spec-comments.mjs)`,
    )
    return found.length === 0 ? 0 : 1
  }
  const dry = argv.includes('--dry')
  let files = 0
  let lines = 0
  for (const file of sourceFiles(root)) {
    const abs = path.join(root, file)
    const before = fs.readFileSync(abs, 'utf8')
    const after = rewriteText(before, file)
    if (after === before) continue
    files++
    const a = before.split('\n')
    const b = after.split('\n')
    for (let i = 0; i < a.length; i++) {
      if (a[i] === b[i]) continue
      lines++
      if (dry) console.log(`${file}:${i + 1}\n  - ${a[i].trim()}\n  + ${b[i].trim()}`)
    }
    if (!dry) fs.writeFileSync(abs, after)
  }
  console.log(`${dry ? 'would rewrite' : 'rewrote'} ${lines} line(s) in ${files} file(s)`)
  return 0
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2))
}
