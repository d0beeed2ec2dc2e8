programa {
  funcao inteiro mdc(inteiro a, inteiro b) {
    se (b == 0) {
      retorne a
    }
    retorne mdc(b, a % b)
  }

  funcao real potencia(real base, inteiro expoente) {
    se (expoente == 0) {
      retorne 1
    }
    se (expoente < 0) {
      retorne 1 / potencia(base, -expoente)
    }
    retorne base * potencia(base, expoente - 1)
  }

  funcao inteiro somaDigitos(inteiro n) {
    se (n < 10) {
      retorne n
    }
    retorne n % 10 + somaDigitos(n / 10)
  }

  funcao inicio() {
    escreva(mdc(48, 18), " ", mdc(17, 5), " ", mdc(100, 75), "\n")
    escreva(potencia(2, 10), " ", potencia(2, -3), " ", potencia(1.5, 2), "\n")
    escreva(somaDigitos(98765), "\n")
  }
}
