// String building: n letters appended one at a time (and every tenth step the counter, as text), then the
// letters 'e' counted one character at a time.
const n = Number(require('node:fs').readFileSync(0, 'utf8').trim())
const alphabet = 'abcdefghijklmnopqrstuvwxyz'
let s = ''
for (let i = 0; i < n; i++) {
  s += alphabet[i % 26]
  if (i % 10 === 0) s += i
}
let count = 0
for (let i = 0; i < s.length; i++) {
  if (s[i] === 'e') count++
}
console.log(`${s.length} ${count}`)
