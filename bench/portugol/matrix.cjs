// Matrix work: the product of two n × n matrices, each entry kept below 1000 with %, then the sum of them all.
const n = Number(require('node:fs').readFileSync(0, 'utf8').trim())
const a = Array.from({ length: n }, () => new Array(n).fill(0))
const b = Array.from({ length: n }, () => new Array(n).fill(0))
const c = Array.from({ length: n }, () => new Array(n).fill(0))
for (let i = 0; i < n; i++) {
  for (let j = 0; j < n; j++) {
    a[i][j] = (i * 31 + j * 17) % 100
    b[i][j] = (i * 13 + j * 7 + 3) % 100
  }
}
for (let i = 0; i < n; i++) {
  for (let j = 0; j < n; j++) {
    let s = 0
    for (let k = 0; k < n; k++) s += a[i][k] * b[k][j]
    c[i][j] = s % 1000
  }
}
let total = 0
for (let i = 0; i < n; i++) {
  for (let j = 0; j < n; j++) total += c[i][j]
}
console.log(total)
