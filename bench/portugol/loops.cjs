// Nested loops with integer arithmetic: the sum of (i * j) % 7 over an n × n grid.
const n = Number(require('node:fs').readFileSync(0, 'utf8').trim())
let soma = 0
for (let i = 0; i < n; i++) {
  for (let j = 0; j < n; j++) {
    soma = soma + ((i * j) % 7)
  }
}
console.log(soma)
