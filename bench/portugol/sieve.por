// Vector work: the sieve of Eratosthenes up to n, then the count of primes.
programa {
  funcao inicio() {
    inteiro n
    leia(n)
    logico composto[n + 1]
    para (inteiro i = 2; i * i <= n; i++) {
      se (nao composto[i]) {
        para (inteiro j = i * i; j <= n; j += i) {
          composto[j] = verdadeiro
        }
      }
    }
    inteiro primos = 0
    para (inteiro i = 2; i <= n; i++) {
      se (nao composto[i]) {
        primos++
      }
    }
    escreva(primos, "\n")
  }
}
