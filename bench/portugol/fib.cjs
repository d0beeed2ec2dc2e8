// Recursion: the naive doubly recursive Fibonacci.
function fib(n) {
  if (n < 2) return n
  return fib(n - 1) + fib(n - 2)
}

const n = Number(require('node:fs').readFileSync(0, 'utf8').trim())
console.log(fib(n))
