// Vector work: bubble sort of n pseudo-random values (a small LCG), then a checksum of the sorted vector.
const n = Number(require('node:fs').readFileSync(0, 'utf8').trim())
const v = new Array(n).fill(0)
let x = 12345
for (let i = 0; i < n; i++) {
  x = (x * 1103 + 12345) % 65536
  v[i] = x
}
for (let i = 0; i < n - 1; i++) {
  for (let j = 0; j < n - 1 - i; j++) {
    if (v[j] > v[j + 1]) {
      const aux = v[j]
      v[j] = v[j + 1]
      v[j + 1] = aux
    }
  }
}
let sum = 0
for (let i = 0; i < n; i++) sum = (sum * 31 + v[i]) % 1000003
console.log(`${v[0]} ${v[n - 1]} ${sum}`)
