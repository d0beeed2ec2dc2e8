programa {
  funcao logico ehPrimo(inteiro n) {
    se (n < 2) {
      retorne falso
    }
    para (inteiro d = 2; d * d <= n; d++) {
      se (n % d == 0) {
        retorne falso
      }
    }
    retorne verdadeiro
  }

  funcao inicio() {
    inteiro limite, quantos = 0
    leia(limite)
    para (inteiro n = 1; n <= limite; n++) {
      se (ehPrimo(n)) {
        escreva(n, " ")
        quantos++
      }
    }
    escreva("\n", quantos, " primos até ", limite, "\n")
  }
}
