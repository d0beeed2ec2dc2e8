// Vector work: the sieve of Eratosthenes up to n, then the count of primes.
const n = Number(require('node:fs').readFileSync(0, 'utf8').trim())
const composite = new Array(n + 1).fill(false)
for (let i = 2; i * i <= n; i++) {
  if (!composite[i]) {
    for (let j = i * i; j <= n; j += i) composite[j] = true
  }
}
let primes = 0
for (let i = 2; i <= n; i++) {
  if (!composite[i]) primes++
}
console.log(primes)
